// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// `sparse_tensor.concatenate` of two CSR matrices along rows and of a CSR and a dense
// matrix along columns.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %ma = arith.constant sparse<[[0, 1], [1, 2]], [1.0, 2.0]> : tensor<2x3xf64>
  %mb = arith.constant sparse<[[0, 0], [2, 2]], [3.0, 4.0]> : tensor<3x3xf64>
  %a = sparse_tensor.convert %ma : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
  %b = sparse_tensor.convert %mb : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
  %rows = sparse_tensor.concatenate %a, %b {dimension = 0 : index}
    : tensor<2x3xf64, #CSR>, tensor<3x3xf64, #CSR> to tensor<5x3xf64, #CSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 4
  // CHECK-NEXT: dim = ( 5, 3 )
  // CHECK-NEXT: lvl = ( 5, 3 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 3, 4 )
  // CHECK-NEXT: crd[1] : ( 1, 2, 0, 2 )
  // CHECK-NEXT: values : ( 1, 2, 3, 4 )
  // CHECK-NEXT: ----
  sparse_tensor.print %rows : tensor<5x3xf64, #CSR>
  %dense = arith.constant dense<[[9.0], [8.0]]> : tensor<2x1xf64>
  %cols = sparse_tensor.concatenate %a, %dense {dimension = 1 : index}
    : tensor<2x3xf64, #CSR>, tensor<2x1xf64> to tensor<2x4xf64>
  // CHECK: ( ( 0, 1, 0, 9 ), ( 0, 0, 2, 8 ) )
  %v = vector.transfer_read %cols[%c0, %c0], %f0 : tensor<2x4xf64>, vector<2x4xf64>
  vector.print %v : vector<2x4xf64>
  bufferization.dealloc_tensor %a : tensor<2x3xf64, #CSR>
  bufferization.dealloc_tensor %b : tensor<3x3xf64, #CSR>
  bufferization.dealloc_tensor %rows : tensor<5x3xf64, #CSR>
  return
}
