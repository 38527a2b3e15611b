// REQUIRES: tile-run
// sparse_tensor.reinterpret_map of a BSR matrix to its 4-d block view and back: the dimension
// sizes follow the result type, or the levels where it is dynamic. The CHECK lines are
// mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 12
// CHECK-NEXT: dim = ( 2, 2, 2, 3 )
// CHECK-NEXT: lvl = ( 2, 2, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2 )
// CHECK-NEXT: crd[1] : ( 0, 1 )
// CHECK-NEXT: values : ( 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 12
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 2, 2, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2 )
// CHECK-NEXT: crd[1] : ( 0, 1 )
// CHECK-NEXT: values : ( 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: 12

#BSR = #sparse_tensor.encoding<{
  map = ( i, j ) ->
    ( i floordiv 2 : dense,
      j floordiv 3 : compressed,
      i mod 2      : dense,
      j mod 3      : dense )
}>
#Blocks = #sparse_tensor.encoding<{
  map = (a, b, c, d) -> (a : dense, b : compressed, c : dense, d : dense)
}>

module {
  func.func @main() {
    %m = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 4.0, 0.0, 5.0],
                               [0.0, 0.0, 0.0, 0.0, 6.0, 0.0]]> : tensor<4x6xf64>
    %s = sparse_tensor.convert %m : tensor<4x6xf64> to tensor<?x?xf64, #BSR>
    %b = sparse_tensor.reinterpret_map %s : tensor<?x?xf64, #BSR>
                                        to tensor<?x?x2x3xf64, #Blocks>
    sparse_tensor.print %b : tensor<?x?x2x3xf64, #Blocks>
    %back = sparse_tensor.reinterpret_map %b : tensor<?x?x2x3xf64, #Blocks>
                                           to tensor<?x?xf64, #BSR>
    sparse_tensor.print %back : tensor<?x?xf64, #BSR>
    %ss = sparse_tensor.convert %m : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
    %st = sparse_tensor.reinterpret_map %ss : tensor<4x6xf64, #BSR>
                                          to tensor<2x2x2x3xf64, #Blocks>
    %n = sparse_tensor.number_of_entries %st : tensor<2x2x2x3xf64, #Blocks>
    vector.print %n : index
    bufferization.dealloc_tensor %s : tensor<?x?xf64, #BSR>
    bufferization.dealloc_tensor %ss : tensor<4x6xf64, #BSR>
    return
  }
}
