// REQUIRES: tile-run
// sparse_tensor.print of a batched CSR tensor: the batch slices' tuples follow each other
// with no separator, and nse (like number_of_entries) counts the first batch slice. The
// CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 2, 2, 3 )
// CHECK-NEXT: lvl = ( 2, 2, 3 )
// CHECK-NEXT: pos[2] : ( ( 0, 2, 3 )( 0, 2, 5 ) )
// CHECK-NEXT: crd[2] : ( ( 0, 2, 2, 0, 0 )( 0, 1, 0, 1, 2 ) )
// CHECK-NEXT: values : ( ( 1, 2, 3, 0, 0 )( 4, 5, 6, 7, 8 ) )
// CHECK-NEXT: ----
// CHECK-NEXT: 3

#BatchedCSR = #sparse_tensor.encoding<{
  map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : compressed)
}>
module {
  func.func @main() {
    %pos = arith.constant dense<[[0, 2, 3], [0, 2, 5]]> : tensor<2x3xindex>
    %crd = arith.constant dense<[[0, 2, 2, 0, 0], [0, 1, 0, 1, 2]]> : tensor<2x5xindex>
    %val = arith.constant dense<[[1.0, 2.0, 3.0, 0.0, 0.0], [4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<2x5xf64>
    %s = sparse_tensor.assemble (%pos, %crd), %val
      : (tensor<2x3xindex>, tensor<2x5xindex>), tensor<2x5xf64> to tensor<2x2x3xf64, #BatchedCSR>
    sparse_tensor.print %s : tensor<2x2x3xf64, #BatchedCSR>
    %n = sparse_tensor.number_of_entries %s : tensor<2x2x3xf64, #BatchedCSR>
    vector.print %n : index
    return
  }
}
