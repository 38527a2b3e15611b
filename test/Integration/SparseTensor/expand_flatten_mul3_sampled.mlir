// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Kernels in the shape of MLIR's sparse integration tests: CSR times CSC into CSR (access
// pattern expansion), an 8-d all-compressed tensor summed into 2x2, an element-wise product
// of two 3-d formats into a third, and a sampled product whose dense matmul is computed
// first (`sparse<...>` constants as inputs). The printed storage (nse included) must be
// MLIR's.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#ST3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#SparseTensor4_8 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed, d4 : compressed, d5 : compressed, d6 : compressed, d7 : compressed) }>
#CDC = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : dense, d2 : compressed) }>
#trait_flatten = {
  indexing_maps = [
    affine_map<(i,j,k,l,m,n,o,p) -> (i,j,k,l,m,n,o,p)>,
    affine_map<(i,j,k,l,m,n,o,p) -> (i,j)>
  ],
  iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction", "reduction", "reduction", "reduction"]
}
#trait_mul3 = {
  indexing_maps = [
    affine_map<(i,j,k) -> (i,j,k)>,
    affine_map<(i,j,k) -> (i,j,k)>,
    affine_map<(i,j,k) -> (i,j,k)>
  ],
  iterator_types = ["parallel", "parallel", "parallel"]
}
#trait_sampled = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>,
    affine_map<(i,j) -> (i,j)>,
    affine_map<(i,j) -> (i,j)>
  ],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @expand(%a: tensor<4x6xf64, #CSR>, %b: tensor<6x5xf64, #CSC>) -> tensor<4x5xf64, #CSR> {
    %e = tensor.empty() : tensor<4x5xf64, #CSR>
    %0 = linalg.matmul ins(%a, %b : tensor<4x6xf64, #CSR>, tensor<6x5xf64, #CSC>) outs(%e : tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR>
    return %0 : tensor<4x5xf64, #CSR>
  }
  func.func @flatten(%a: tensor<2x2x2x2x2x2x2x2xf64, #SparseTensor4_8>, %x: tensor<2x2xf64>) -> tensor<2x2xf64> {
    %0 = linalg.generic #trait_flatten ins(%a : tensor<2x2x2x2x2x2x2x2xf64, #SparseTensor4_8>) outs(%x : tensor<2x2xf64>) {
    ^bb0(%p: f64, %r: f64):
      %s = arith.addf %r, %p : f64
      linalg.yield %s : f64
    } -> tensor<2x2xf64>
    return %0 : tensor<2x2xf64>
  }
  func.func @mul3(%a: tensor<3x4x5xf64, #ST3>, %b: tensor<3x4x5xf64, #CDC>) -> tensor<3x4x5xf64, #ST3> {
    %e = tensor.empty() : tensor<3x4x5xf64, #ST3>
    %0 = linalg.generic #trait_mul3 ins(%a, %b : tensor<3x4x5xf64, #ST3>, tensor<3x4x5xf64, #CDC>) outs(%e : tensor<3x4x5xf64, #ST3>) {
    ^bb0(%p: f64, %q: f64, %r: f64):
      %m = arith.mulf %p, %q : f64
      linalg.yield %m : f64
    } -> tensor<3x4x5xf64, #ST3>
    return %0 : tensor<3x4x5xf64, #ST3>
  }
  func.func @sampled_fusion(%s: tensor<4x5xf64, #CSR>, %a: tensor<4x3xf64>, %b: tensor<3x5xf64>) -> tensor<4x5xf64, #CSR> {
    %f0 = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<4x5xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<4x5xf64>) -> tensor<4x5xf64>
    %mm = linalg.matmul ins(%a, %b : tensor<4x3xf64>, tensor<3x5xf64>) outs(%z : tensor<4x5xf64>) -> tensor<4x5xf64>
    %e2 = tensor.empty() : tensor<4x5xf64, #CSR>
    %0 = linalg.generic #trait_sampled ins(%s, %mm : tensor<4x5xf64, #CSR>, tensor<4x5xf64>) outs(%e2 : tensor<4x5xf64, #CSR>) {
    ^bb0(%p: f64, %q: f64, %r: f64):
      %m = arith.mulf %p, %q : f64
      linalg.yield %m : f64
    } -> tensor<4x5xf64, #CSR>
    return %0 : tensor<4x5xf64, #CSR>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %f0 = arith.constant 0.0 : f64
    %ad = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 0.0, 4.0, 0.0], [0.0, 0.0, 0.0, 5.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %bd = arith.constant dense<[[1.0, 0.0, 0.0, 0.0, 2.0], [0.0, 3.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0, 0.0], [5.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 6.0, 0.0], [0.0, 0.0, 7.0, 0.0, 0.0]]> : tensor<6x5xf64>
    %a = sparse_tensor.convert %ad : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    %b = sparse_tensor.convert %bd : tensor<6x5xf64> to tensor<6x5xf64, #CSC>
    %c = call @expand(%a, %b) : (tensor<4x6xf64, #CSR>, tensor<6x5xf64, #CSC>) -> tensor<4x5xf64, #CSR>
    // CHECK:      nse = 7
    // CHECK:      pos[1] : ( 0, 3, 3, 5, 7 )
    // CHECK-NEXT: crd[1] : ( 0, 2, 4, 1, 3, 0, 2 )
    // CHECK-NEXT: values : ( 1, 8, 2, 9, 24, 25, 42 )
    sparse_tensor.print %c : tensor<4x5xf64, #CSR>
    %fd = arith.constant sparse<[[0,0,0,0,0,0,0,0], [0,1,1,0,1,0,0,1], [1,0,0,0,0,0,1,1], [1,1,1,1,1,1,1,1], [1,1,0,0,0,0,0,0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<2x2x2x2x2x2x2x2xf64>
    %fs = sparse_tensor.convert %fd : tensor<2x2x2x2x2x2x2x2xf64> to tensor<2x2x2x2x2x2x2x2xf64, #SparseTensor4_8>
    %x = arith.constant dense<0.0> : tensor<2x2xf64>
    %fl = call @flatten(%fs, %x) : (tensor<2x2x2x2x2x2x2x2xf64, #SparseTensor4_8>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %flv = vector.transfer_read %fl[%c0, %c0], %f0 : tensor<2x2xf64>, vector<2x2xf64>
    // CHECK:      ( ( 1, 2 ), ( 3, 9 ) )
    vector.print %flv : vector<2x2xf64>
    %t3 = arith.constant sparse<[[0,0,0], [0,1,2], [1,2,3], [2,3,4], [2,0,1]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4x5xf64>
    %u3 = arith.constant sparse<[[0,0,0], [0,1,2], [1,2,4], [2,3,4], [2,1,1]], [10.0, 20.0, 30.0, 40.0, 50.0]> : tensor<3x4x5xf64>
    %s3 = sparse_tensor.convert %t3 : tensor<3x4x5xf64> to tensor<3x4x5xf64, #ST3>
    %v3 = sparse_tensor.convert %u3 : tensor<3x4x5xf64> to tensor<3x4x5xf64, #CDC>
    %m3 = call @mul3(%s3, %v3) : (tensor<3x4x5xf64, #ST3>, tensor<3x4x5xf64, #CDC>) -> tensor<3x4x5xf64, #ST3>
    // CHECK:      nse = 3
    // CHECK:      pos[0] : ( 0, 2 )
    // CHECK-NEXT: crd[0] : ( 0, 2 )
    // CHECK-NEXT: pos[1] : ( 0, 2, 3 )
    // CHECK-NEXT: crd[1] : ( 0, 1, 3 )
    // CHECK-NEXT: pos[2] : ( 0, 1, 2, 3 )
    // CHECK-NEXT: crd[2] : ( 0, 2, 4 )
    // CHECK-NEXT: values : ( 10, 40, 160 )
    sparse_tensor.print %m3 : tensor<3x4x5xf64, #ST3>
    %sd = arith.constant dense<[[1.0, 0.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0, 5.0]]> : tensor<4x5xf64>
    %ss = sparse_tensor.convert %sd : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %ma = arith.constant dense<[[1.0, 2.0, 0.5], [1.0, 1.0, 1.0], [0.0, 2.0, 3.0], [1.0, 0.0, -1.0]]> : tensor<4x3xf64>
    %mb = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [0.5, 0.5, 0.5, 0.5, 0.5], [2.0, 0.0, 2.0, 0.0, 2.0]]> : tensor<3x5xf64>
    %sf = call @sampled_fusion(%ss, %ma, %mb) : (tensor<4x5xf64, #CSR>, tensor<4x3xf64>, tensor<3x5xf64>) -> tensor<4x5xf64, #CSR>
    // CHECK:      nse = 5
    // CHECK:      pos[1] : ( 0, 2, 2, 3, 5 )
    // CHECK-NEXT: crd[1] : ( 0, 3, 1, 2, 4 )
    // CHECK-NEXT: values : ( 3, 10, 3, 4, 15 )
    sparse_tensor.print %sf : tensor<4x5xf64, #CSR>
    bufferization.dealloc_tensor %a : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %b : tensor<6x5xf64, #CSC>
    bufferization.dealloc_tensor %c : tensor<4x5xf64, #CSR>
    bufferization.dealloc_tensor %fs : tensor<2x2x2x2x2x2x2x2xf64, #SparseTensor4_8>
    bufferization.dealloc_tensor %s3 : tensor<3x4x5xf64, #ST3>
    bufferization.dealloc_tensor %v3 : tensor<3x4x5xf64, #CDC>
    bufferization.dealloc_tensor %m3 : tensor<3x4x5xf64, #ST3>
    bufferization.dealloc_tensor %ss : tensor<4x5xf64, #CSR>
    bufferization.dealloc_tensor %sf : tensor<4x5xf64, #CSR>
    return
  }
}
