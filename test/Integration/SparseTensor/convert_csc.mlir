// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Conversions between CSR, CSC (a permuted map) and dense, with narrow position and
// coordinate widths, printed storage by storage.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 8, crdWidth = 8 }>
#CSC = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d1 : dense, d0 : compressed)
}>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %d = arith.constant dense<[[0.0, 1.0, 0.0],
                             [2.0, 0.0, 3.0]]> : tensor<2x3xf32>
  %csr = sparse_tensor.convert %d : tensor<2x3xf32> to tensor<2x3xf32, #CSR>
  %csc = sparse_tensor.convert %csr : tensor<2x3xf32, #CSR> to tensor<2x3xf32, #CSC>
  %back = sparse_tensor.convert %csc : tensor<2x3xf32, #CSC> to tensor<2x3xf32>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 3
  // CHECK-NEXT: dim = ( 2, 3 )
  // CHECK-NEXT: lvl = ( 2, 3 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 3 )
  // CHECK-NEXT: crd[1] : ( 1, 0, 2 )
  // CHECK-NEXT: values : ( 1, 2, 3 )
  // CHECK-NEXT: ----
  sparse_tensor.print %csr : tensor<2x3xf32, #CSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 3
  // CHECK-NEXT: dim = ( 2, 3 )
  // CHECK-NEXT: lvl = ( 3, 2 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
  // CHECK-NEXT: crd[1] : ( 1, 0, 1 )
  // CHECK-NEXT: values : ( 2, 1, 3 )
  // CHECK-NEXT: ----
  sparse_tensor.print %csc : tensor<2x3xf32, #CSC>
  // CHECK: ( ( 0, 1, 0 ), ( 2, 0, 3 ) )
  %v = vector.transfer_read %back[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  bufferization.dealloc_tensor %csr : tensor<2x3xf32, #CSR>
  bufferization.dealloc_tensor %csc : tensor<2x3xf32, #CSC>
  return
}
