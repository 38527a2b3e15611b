// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A sparse transpose three ways: convert to DCSC then copy, a transposed map (sparsify picks the order), and linalg.transpose.

#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed) }>

#transpose_trait = {
  indexing_maps = [
    affine_map<(i,j) -> (j,i)>,  // A
    affine_map<(i,j) -> (i,j)>   // X
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) = A(j,i)"
}

module {
  func.func @sparse_transpose(%arga: tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR> {
    %t = sparse_tensor.convert %arga : tensor<3x4xf64, #DCSR> to tensor<3x4xf64, #DCSC>
    %i = tensor.empty() : tensor<4x3xf64, #DCSR>
    %0 = linalg.generic #transpose_trait
       ins(%t: tensor<3x4xf64, #DCSC>)
       outs(%i: tensor<4x3xf64, #DCSR>) {
       ^bb(%a: f64, %x: f64):
         linalg.yield %a : f64
    } -> tensor<4x3xf64, #DCSR>
    bufferization.dealloc_tensor %t : tensor<3x4xf64, #DCSC>
    return %0 : tensor<4x3xf64, #DCSR>
  }
  func.func @sparse_transpose_auto(%arga: tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR> {
    %i = tensor.empty() : tensor<4x3xf64, #DCSR>
    %0 = linalg.generic #transpose_trait
       ins(%arga: tensor<3x4xf64, #DCSR>)
       outs(%i: tensor<4x3xf64, #DCSR>) {
       ^bb(%a: f64, %x: f64):
         linalg.yield %a : f64
    } -> tensor<4x3xf64, #DCSR>
    return %0 : tensor<4x3xf64, #DCSR>
  }
  func.func @named_transpose(%arga: tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR> {
    %i = tensor.empty() : tensor<4x3xf64, #DCSR>
    %0 = linalg.transpose ins(%arga : tensor<3x4xf64, #DCSR>) outs(%i : tensor<4x3xf64, #DCSR>) permutation = [1, 0]
    return %0 : tensor<4x3xf64, #DCSR>
  }
  func.func @main() {
    %t = arith.constant dense<[ [ 1.0, 0.0, 3.0, 0.0 ],
                               [ 0.0, 2.0, 0.0, 0.0 ],
                               [ 0.0, 0.0, 0.0, 4.0 ] ]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %t : tensor<3x4xf64> to tensor<3x4xf64, #DCSR>
    %0 = call @sparse_transpose(%a) : (tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR>
    %1 = call @sparse_transpose_auto(%a) : (tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR>
    %2 = call @named_transpose(%a) : (tensor<3x4xf64, #DCSR>) -> tensor<4x3xf64, #DCSR>
    sparse_tensor.print %0 : tensor<4x3xf64, #DCSR>
    sparse_tensor.print %1 : tensor<4x3xf64, #DCSR>
    sparse_tensor.print %2 : tensor<4x3xf64, #DCSR>
    bufferization.dealloc_tensor %a : tensor<3x4xf64, #DCSR>
    bufferization.dealloc_tensor %0 : tensor<4x3xf64, #DCSR>
    bufferization.dealloc_tensor %1 : tensor<4x3xf64, #DCSR>
    bufferization.dealloc_tensor %2 : tensor<4x3xf64, #DCSR>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 4, 3 )
// CHECK-NEXT: lvl = ( 4, 3 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 1, 0, 2 )
// CHECK-NEXT: values : ( 1, 2, 3, 4 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 4, 3 )
// CHECK-NEXT: lvl = ( 4, 3 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 1, 0, 2 )
// CHECK-NEXT: values : ( 1, 2, 3, 4 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 4, 3 )
// CHECK-NEXT: lvl = ( 4, 3 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 1, 0, 2 )
// CHECK-NEXT: values : ( 1, 2, 3, 4 )
// CHECK-NEXT: ----
