// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// tensor.collapse_shape and tensor.expand_shape of sparse tensors (CSR to a sparse vector, back to CSR, and into a 3-d COO).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV  = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#COO3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique), d2 : singleton) }>

module {
  func.func @flatten(%a: tensor<3x4xf64, #CSR>) -> tensor<12xf64, #SV> {
    %0 = tensor.collapse_shape %a [[0, 1]] : tensor<3x4xf64, #CSR> into tensor<12xf64, #SV>
    return %0 : tensor<12xf64, #SV>
  }
  func.func @expand(%a: tensor<12xf64, #SV>) -> tensor<3x4xf64, #CSR> {
    %0 = tensor.expand_shape %a [[0, 1]] output_shape [3, 4] : tensor<12xf64, #SV> into tensor<3x4xf64, #CSR>
    return %0 : tensor<3x4xf64, #CSR>
  }
  func.func @expand3(%a: tensor<12xf64, #SV>) -> tensor<2x3x2xf64, #COO3> {
    %0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xf64, #SV> into tensor<2x3x2xf64, #COO3>
    return %0 : tensor<2x3x2xf64, #COO3>
  }
  func.func @main() {
    %d = arith.constant dense<[[0.0, 1.0, 0.0, 2.0],
                               [0.0, 0.0, 0.0, 0.0],
                               [3.0, 0.0, 4.0, 5.0]]> : tensor<3x4xf64>
    %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %f = call @flatten(%s) : (tensor<3x4xf64, #CSR>) -> tensor<12xf64, #SV>
    sparse_tensor.print %f : tensor<12xf64, #SV>
    %e = call @expand(%f) : (tensor<12xf64, #SV>) -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %e : tensor<3x4xf64, #CSR>
    %e3 = call @expand3(%f) : (tensor<12xf64, #SV>) -> tensor<2x3x2xf64, #COO3>
    sparse_tensor.print %e3 : tensor<2x3x2xf64, #COO3>
    bufferization.dealloc_tensor %s : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %f : tensor<12xf64, #SV>
    bufferization.dealloc_tensor %e : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %e3 : tensor<2x3x2xf64, #COO3>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 12 )
// CHECK-NEXT: lvl = ( 12 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 1, 3, 8, 10, 11 )
// CHECK-NEXT: values : ( 1, 2, 3, 4, 5 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 3, 4 )
// CHECK-NEXT: lvl = ( 3, 4 )
// CHECK-NEXT: pos[1] : ( 0, 2, 2, 5 )
// CHECK-NEXT: crd[1] : ( 1, 3, 0, 2, 3 )
// CHECK-NEXT: values : ( 1, 2, 3, 4, 5 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 2, 3, 2 )
// CHECK-NEXT: lvl = ( 2, 3, 2 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 2, 0, 1, 2, 1 )
// CHECK-NEXT: values : ( 1, 2, 3, 4, 5 )
// CHECK-NEXT: ----
