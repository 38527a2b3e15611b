// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// A batched CSR tensor assembled from [batch][len] buffers: each batch slice reads its own
// row of every buffer (batch 1 holds 4 at (1,0,0) and 5 at (1,0,2)).
// CHECK:      4
// CHECK-NEXT: 0
// CHECK-NEXT: 5
// CHECK-NEXT: 2
#B = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>
func.func @main() {
  %pos = arith.constant dense<[[0, 1, 3], [0, 2, 2]]> : tensor<2x3xindex>
  %crd = arith.constant dense<[[1, 0, 2], [0, 2, 0]]> : tensor<2x3xindex>
  %val = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 0.0]]> : tensor<2x3xf64>
  %t = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2x3xindex>, tensor<2x3xindex>), tensor<2x3xf64> to tensor<2x2x3xf64, #B>
  %d = sparse_tensor.convert %t : tensor<2x2x3xf64, #B> to tensor<2x2x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = tensor.extract %d[%c1, %c0, %c0] : tensor<2x2x3xf64>
  %w = tensor.extract %d[%c1, %c0, %c1] : tensor<2x2x3xf64>
  vector.print %v : f64
  vector.print %w : f64
  %c2 = arith.constant 2 : index
  %x = tensor.extract %d[%c1, %c0, %c2] : tensor<2x2x3xf64>
  vector.print %x : f64
  %y = tensor.extract %d[%c0, %c1, %c0] : tensor<2x2x3xf64>
  vector.print %y : f64
  return
}
