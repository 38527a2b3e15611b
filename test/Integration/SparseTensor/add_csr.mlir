// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Elementwise addition of two CSR matrices into a new CSR matrix (the union of their
// patterns), with the kernel's dictionary given inline over several lines.

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  posWidth = 32,
  crdWidth = 32
}>

func.func @add(%a: tensor<4x4xf64, #CSR>, %b: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  %init = tensor.empty() : tensor<4x4xf64, #CSR>
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR>)
    outs(%init : tensor<4x4xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.addf %x, %y : f64
      linalg.yield %s : f64
  } -> tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}

func.func @main() {
  %ma = arith.constant sparse<[[0, 0], [1, 3], [3, 2]], [1.0, 2.0, 3.0]> : tensor<4x4xf64>
  %mb = arith.constant sparse<[[0, 0], [2, 1], [3, 3]], [10.0, 20.0, 30.0]> : tensor<4x4xf64>
  %a = sparse_tensor.convert %ma : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  %b = sparse_tensor.convert %mb : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  %c = call @add(%a, %b) : (tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 5
  // CHECK-NEXT: dim = ( 4, 4 )
  // CHECK-NEXT: lvl = ( 4, 4 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 5 )
  // CHECK-NEXT: crd[1] : ( 0, 3, 1, 2, 3 )
  // CHECK-NEXT: values : ( 11, 2, 20, 3, 30 )
  // CHECK-NEXT: ----
  sparse_tensor.print %c : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %a : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %b : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %c : tensor<4x4xf64, #CSR>
  return
}
