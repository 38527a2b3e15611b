// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | tile-run - | FileCheck %s

// A kernel over a sparse input that yields a constant into a sparse output: a zero stores
// nothing, any other constant is stored at every point (what mlir-runner-22 prints after
// `mlir-opt-22 --sparsifier`), also after tile-opt's sparsify (a run-time zero test).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#id = affine_map<(i, j) -> (i, j)>

func.func @fill(%a: tensor<2x3xf64, #CSR>, %c: f64) -> tensor<2x3xf64, #CSR> {
  %e = tensor.empty() : tensor<2x3xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<2x3xf64, #CSR>) outs(%e : tensor<2x3xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    linalg.yield %c : f64
  } -> tensor<2x3xf64, #CSR>
  return %r : tensor<2x3xf64, #CSR>
}

func.func @main() {
  %d = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]]> : tensor<2x3xf64>
  %a = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %z = call @fill(%a, %zero) : (tensor<2x3xf64, #CSR>, f64) -> tensor<2x3xf64, #CSR>
  // CHECK:      nse = 0
  sparse_tensor.print %z : tensor<2x3xf64, #CSR>
  %o = call @fill(%a, %one) : (tensor<2x3xf64, #CSR>, f64) -> tensor<2x3xf64, #CSR>
  // CHECK:      nse = 6
  // CHECK:      values : ( 1, 1, 1, 1, 1, 1 )
  sparse_tensor.print %o : tensor<2x3xf64, #CSR>
  return
}
