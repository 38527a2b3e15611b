// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// A program in the style users write: multi-line encoding and trait aliases, a sparse
// constant, a linalg.generic taking its trait as an alias. Output is mlir-runner-22's.

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 3, 3 )
// CHECK-NEXT: lvl = ( 3, 3 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
// CHECK-NEXT: crd[1] : ( 0, 1, 2 )
// CHECK-NEXT: values : ( 2, 4, 6 )
// CHECK-NEXT: ----

#SparseVector = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>
#DCSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : compressed, d1 : compressed),
  posWidth = 32,
  crdWidth = 32
}>

#trait_scale = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>,  // A
    affine_map<(i,j) -> (i,j)>   // X (out)
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) = A(i,j) * 2"
}

module {
  func.func @scale(%arga: tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %arga, %c0 : tensor<?x?xf64, #DCSR>
    %d1 = tensor.dim %arga, %c1 : tensor<?x?xf64, #DCSR>
    %xv = tensor.empty(%d0, %d1) : tensor<?x?xf64, #DCSR>
    %0 = linalg.generic #trait_scale
       ins(%arga: tensor<?x?xf64, #DCSR>)
        outs(%xv: tensor<?x?xf64, #DCSR>) {
        ^bb(%a: f64, %x: f64):
          %c2 = arith.constant 2.0 : f64
          %1 = arith.mulf %a, %c2 : f64
          linalg.yield %1 : f64
    } -> tensor<?x?xf64, #DCSR>
    return %0 : tensor<?x?xf64, #DCSR>
  }

  func.func @main() attributes { llvm.emit_c_interface } {
    %m = arith.constant sparse<[[0, 0], [1, 1], [2, 2]], [1.0, 2.0, 3.0]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %m : tensor<3x3xf64> to tensor<?x?xf64, #DCSR>
    %r = call @scale(%s) : (tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR>
    sparse_tensor.print %r : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %s : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %r : tensor<?x?xf64, #DCSR>
    return
  }
}
