// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Row-wise product and maximum of the stored values of a CSR matrix with the semiring
// `sparse_tensor.reduce` (custom reductions whose identity is not zero).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

#trait_rows = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i)>
  ],
  iterator_types = ["parallel", "reduction"]
}

func.func @prod_rows(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64> {
  %one = arith.constant 1.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %init = linalg.fill ins(%one : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %0 = linalg.generic #trait_rows ins(%a : tensor<3x4xf64, #CSR>) outs(%init : tensor<3xf64>) {
    ^bb0(%v: f64, %acc: f64):
      %r = sparse_tensor.reduce %v, %acc, %one : f64 {
        ^bb0(%x: f64, %y: f64):
          %p = arith.mulf %x, %y : f64
          sparse_tensor.yield %p : f64
      }
      linalg.yield %r : f64
  } -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

func.func @max_rows(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %e = tensor.empty() : tensor<3xf64>
  %init = linalg.fill ins(%ninf : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %0 = linalg.generic #trait_rows ins(%a : tensor<3x4xf64, #CSR>) outs(%init : tensor<3xf64>) {
    ^bb0(%v: f64, %acc: f64):
      %r = sparse_tensor.reduce %v, %acc, %ninf : f64 {
        ^bb0(%x: f64, %y: f64):
          %m = arith.maximumf %x, %y : f64
          sparse_tensor.yield %m : f64
      }
      linalg.yield %r : f64
  } -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %d = arith.constant sparse<[[0, 0], [0, 3], [2, 1], [2, 2], [2, 3]], [2.0, 3.0, -1.0, 4.0, 0.5]> : tensor<3x4xf64>
  %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %p = call @prod_rows(%a) : (tensor<3x4xf64, #CSR>) -> tensor<3xf64>
  // CHECK: ( 6, 1, -2 )
  %v = vector.transfer_read %p[%c0], %f0 : tensor<3xf64>, vector<3xf64>
  vector.print %v : vector<3xf64>
  %m = call @max_rows(%a) : (tensor<3x4xf64, #CSR>) -> tensor<3xf64>
  // CHECK-NEXT: ( 3, -inf, 4 )
  %w = vector.transfer_read %m[%c0], %f0 : tensor<3xf64>, vector<3xf64>
  vector.print %w : vector<3xf64>
  bufferization.dealloc_tensor %a : tensor<3x4xf64, #CSR>
  return
}
