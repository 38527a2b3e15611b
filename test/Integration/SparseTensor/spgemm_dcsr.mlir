// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sparse times sparse into a sparse (DCSR) result with the named `linalg.matmul`.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

func.func @spgemm(%a: tensor<4x4xf64, #CSR>, %b: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #DCSR> {
  %c = tensor.empty() : tensor<4x4xf64, #DCSR>
  %r = linalg.matmul
    ins(%a, %b : tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR>)
    outs(%c : tensor<4x4xf64, #DCSR>) -> tensor<4x4xf64, #DCSR>
  return %r : tensor<4x4xf64, #DCSR>
}

func.func @main() {
  %ma = arith.constant sparse<[[0, 0], [0, 3], [2, 1], [3, 3]], [1.0, 2.0, 3.0, 4.0]> : tensor<4x4xf64>
  %mb = arith.constant sparse<[[0, 2], [1, 0], [3, 0], [3, 2]], [5.0, 6.0, 7.0, 8.0]> : tensor<4x4xf64>
  %a = sparse_tensor.convert %ma : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  %b = sparse_tensor.convert %mb : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  %c = call @spgemm(%a, %b) : (tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #DCSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 5
  // CHECK-NEXT: dim = ( 4, 4 )
  // CHECK-NEXT: lvl = ( 4, 4 )
  // CHECK-NEXT: pos[0] : ( 0, 3 )
  // CHECK-NEXT: crd[0] : ( 0, 2, 3 )
  // CHECK-NEXT: pos[1] : ( 0, 2, 3, 5 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 0, 0, 2 )
  // CHECK-NEXT: values : ( 14, 21, 18, 28, 32 )
  // CHECK-NEXT: ----
  sparse_tensor.print %c : tensor<4x4xf64, #DCSR>
  bufferization.dealloc_tensor %a : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %b : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %c : tensor<4x4xf64, #DCSR>
  return
}
