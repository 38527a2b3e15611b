// REQUIRES: tile-run
// Zeros written in a sparse<> constant are stored by sparse_tensor.convert and visited by
// sparse_tensor.foreach, and a sparse-to-sparse convert keeps stored zeros, as MLIR codegen
// does. The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 3, 3 )
// CHECK-NEXT: lvl = ( 3, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
// CHECK-NEXT: crd[1] : ( 1, 0, 2 )
// CHECK-NEXT: values : ( 0, 3, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 3, 3 )
// CHECK-NEXT: lvl = ( 3, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
// CHECK-NEXT: crd[1] : ( 1, 0, 2 )
// CHECK-NEXT: values : ( 3, 0, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 32 )
// CHECK-NEXT: lvl = ( 32 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 1, 7 )
// CHECK-NEXT: values : ( 0, 22 )
// CHECK-NEXT: ----
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 22

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j : dense, i : compressed)
}>
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

module {
  func.func @main() {
    // Zeros written in a sparse constant are stored, and stay stored through conversions.
    %v = arith.constant sparse<[[2, 2], [0, 1], [1, 0]], [0.0, 0.0, 3.0]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %v : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    sparse_tensor.print %a : tensor<3x3xf64, #CSR>
    %b = sparse_tensor.convert %a : tensor<3x3xf64, #CSR> to tensor<3x3xf64, #CSC>
    sparse_tensor.print %b : tensor<3x3xf64, #CSC>
    // A constant of another element type converts its listed values.
    %w = arith.constant sparse<[[7], [1]], [22, 0]> : tensor<32xi32>
    %sv = sparse_tensor.convert %w : tensor<32xi32> to tensor<32xi32, #SparseVector>
    sparse_tensor.print %sv : tensor<32xi32, #SparseVector>
    // foreach over a sparse constant visits the listed entries in coordinate order.
    sparse_tensor.foreach in %w : tensor<32xi32> do {
      ^bb0(%i: index, %x: i32):
        vector.print %i : index
        vector.print %x : i32
    }
    bufferization.dealloc_tensor %a : tensor<3x3xf64, #CSR>
    bufferization.dealloc_tensor %b : tensor<3x3xf64, #CSC>
    bufferization.dealloc_tensor %sv : tensor<32xi32, #SparseVector>
    return
  }
}
