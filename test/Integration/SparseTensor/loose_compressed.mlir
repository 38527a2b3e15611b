// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// sparse_tensor.assemble of a loose_compressed CSR (position pairs with gaps) and its dense view.

#CSR_hi = #sparse_tensor.encoding<{
  map = (i, j) -> ( i : dense, j : loose_compressed)
}>
module {
  func.func @main() {
    %c0 = arith.constant 0.0 : f64
    %d = arith.constant 0 : index
    %pos = arith.constant dense<[0, 2, 2, 3, 4, 5, 8, 9]> : tensor<8xindex>
    %crd = arith.constant dense<[0, 3, 1, 2, 0, 1, 2, 3, 0]> : tensor<9xindex>
    %val = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : tensor<9xf64>
    %a = sparse_tensor.assemble (%pos, %crd), %val
       : (tensor<8xindex>, tensor<9xindex>), tensor<9xf64> to tensor<4x4xf64, #CSR_hi>
    %dense = sparse_tensor.convert %a : tensor<4x4xf64, #CSR_hi> to tensor<4x4xf64>
    %v = vector.transfer_read %dense[%d, %d], %c0 : tensor<4x4xf64>, vector<4x4xf64>
    vector.print %v : vector<4x4xf64>
    sparse_tensor.print %a : tensor<4x4xf64, #CSR_hi>
    return
  }
}

// CHECK: ( ( 1, 0, 0, 2 ), ( 0, 3, 0, 0 ), ( 5, 0, 0, 0 ), ( 9, 0, 0, 0 ) )
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 9
// CHECK-NEXT: dim = ( 4, 4 )
// CHECK-NEXT: lvl = ( 4, 4 )
// CHECK-NEXT: pos[1] : ( 0, 2, 2, 3, 4, 5, 8, 9 )
// CHECK-NEXT: crd[1] : ( 0, 3, 1, 2, 0, 1, 2, 3, 0 )
// CHECK-NEXT: values : ( 1, 2, 3, 4, 5, 6, 7, 8, 9 )
// CHECK-NEXT: ----
