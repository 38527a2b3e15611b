// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// sparse<indices, values> constants read as dense tensors; expected output is mlir-runner-22's.

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 4, 4 )
// CHECK-NEXT: lvl = ( 4, 4 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 2, 3 )
// CHECK-NEXT: crd[1] : ( 0, 2, 1 )
// CHECK-NEXT: values : ( 1, 5, -2.5 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 3, 7 )
// CHECK-NEXT: values : ( 9, 9, 9 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 0
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[0] : ( 0, 0 )
// CHECK-NEXT: crd[0] : (  )
// CHECK-NEXT: values : (  )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 2, 2 )
// CHECK-NEXT: lvl = ( 2, 2 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1, 1, 1 )
// CHECK-NEXT: values : ( 2, 1 )
// CHECK-NEXT: ----

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @main() {
  // User-style sparse constant: (row, col) coordinates and one value each.
  %a = arith.constant sparse<[[0, 0], [1, 2], [3, 1]],
                             [1.0, 5.0, -2.5]> : tensor<4x4xf64>
  %sa = sparse_tensor.convert %a : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  sparse_tensor.print %sa : tensor<4x4xf64, #CSR>
  // A splat value over several coordinates, rank 1 with a 1-d index list.
  %b = arith.constant sparse<[0, 3, 7], 9> : tensor<8xi32>
  %sb = sparse_tensor.convert %b : tensor<8xi32> to tensor<8xi32, #SV>
  sparse_tensor.print %sb : tensor<8xi32, #SV>
  // All zeros.
  %z = arith.constant sparse<> : tensor<2x3xf32>
  %sz = sparse_tensor.convert %z : tensor<2x3xf32> to tensor<2x3xf32, #COO>
  sparse_tensor.print %sz : tensor<2x3xf32, #COO>
  // Values written in hex.
  %h = arith.constant sparse<[[1, 1], [0, 1]], "0x0000803F00000040"> : tensor<2x2xf32>
  %sh = sparse_tensor.convert %h : tensor<2x2xf32> to tensor<2x2xf32, #COO>
  sparse_tensor.print %sh : tensor<2x2xf32, #COO>
  bufferization.dealloc_tensor %sa : tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %sb : tensor<8xi32, #SV>
  bufferization.dealloc_tensor %sz : tensor<2x3xf32, #COO>
  bufferization.dealloc_tensor %sh : tensor<2x2xf32, #COO>
  return
}
