// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// One matrix converted to every common storage format and printed (dense, CSR, DCSR, CSC, DCSC, row/column blocks, AoS and SoA COO with narrow widths, BSR, 2:4).

#Dense  = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
#CSR    = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR   = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSC    = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#DCSC   = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
#BlockRow = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense) }>
#BlockCol = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : dense) }>
#COO    = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO_P  = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)), posWidth = 32, crdWidth = 16 }>
#LooseCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
#BSR    = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2      : dense,
    j mod 3      : dense
  )
}>
#NV_24 = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i              : dense,
    j floordiv 4   : dense,
    j mod 4        : structured[2, 4]
  ),
  crdWidth = 8
}>

module {
  func.func @main() {
    %t = arith.constant dense<[
       [ 1.0,  0.0,  0.0,  0.0,  0.0,  0.0 ],
       [ 0.0,  0.0,  0.0,  0.0,  3.0,  4.0 ],
       [ 0.0,  0.0,  0.0,  0.0,  0.0,  0.0 ],
       [ 0.0,  2.0,  5.0,  0.0,  0.0,  6.0 ]
    ]> : tensor<4x6xf64>
    %n = arith.constant dense<[
       [ 1.0,  2.0,  0.0,  0.0,  0.0,  0.0, 7.0, 8.0 ],
       [ 0.0,  3.0,  4.0,  0.0,  0.0,  5.0, 6.0, 0.0 ]
    ]> : tensor<2x8xf64>
    %0 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #Dense>
    %1 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    %2 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #DCSR>
    %3 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #CSC>
    %4 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #DCSC>
    %5 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #BlockRow>
    %6 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #BlockCol>
    %7 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #COO>
    %8 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #COO_P>
    %9 = sparse_tensor.convert %t : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
    %10 = sparse_tensor.convert %n : tensor<2x8xf64> to tensor<2x8xf64, #NV_24>
    sparse_tensor.print %0 : tensor<4x6xf64, #Dense>
    sparse_tensor.print %1 : tensor<4x6xf64, #CSR>
    sparse_tensor.print %2 : tensor<4x6xf64, #DCSR>
    sparse_tensor.print %3 : tensor<4x6xf64, #CSC>
    sparse_tensor.print %4 : tensor<4x6xf64, #DCSC>
    sparse_tensor.print %5 : tensor<4x6xf64, #BlockRow>
    sparse_tensor.print %6 : tensor<4x6xf64, #BlockCol>
    sparse_tensor.print %7 : tensor<4x6xf64, #COO>
    sparse_tensor.print %8 : tensor<4x6xf64, #COO_P>
    sparse_tensor.print %9 : tensor<4x6xf64, #BSR>
    sparse_tensor.print %10 : tensor<2x8xf64, #NV_24>
    bufferization.dealloc_tensor %0 : tensor<4x6xf64, #Dense>
    bufferization.dealloc_tensor %1 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %2 : tensor<4x6xf64, #DCSR>
    bufferization.dealloc_tensor %3 : tensor<4x6xf64, #CSC>
    bufferization.dealloc_tensor %4 : tensor<4x6xf64, #DCSC>
    bufferization.dealloc_tensor %5 : tensor<4x6xf64, #BlockRow>
    bufferization.dealloc_tensor %6 : tensor<4x6xf64, #BlockCol>
    bufferization.dealloc_tensor %7 : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %8 : tensor<4x6xf64, #COO_P>
    bufferization.dealloc_tensor %9 : tensor<4x6xf64, #BSR>
    bufferization.dealloc_tensor %10 : tensor<2x8xf64, #NV_24>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 24
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: values : ( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 2, 5, 0, 0, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3, 3, 6 )
// CHECK-NEXT: crd[1] : ( 0, 4, 5, 1, 2, 5 )
// CHECK-NEXT: values : ( 1, 3, 4, 2, 5, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 1, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3, 6 )
// CHECK-NEXT: crd[1] : ( 0, 4, 5, 1, 2, 5 )
// CHECK-NEXT: values : ( 1, 3, 4, 2, 5, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 6, 4 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 3, 4, 6 )
// CHECK-NEXT: crd[1] : ( 0, 3, 3, 1, 1, 3 )
// CHECK-NEXT: values : ( 1, 2, 5, 3, 4, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 6, 4 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 4, 5 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2, 3, 4, 6 )
// CHECK-NEXT: crd[1] : ( 0, 3, 3, 1, 1, 3 )
// CHECK-NEXT: values : ( 1, 2, 5, 3, 4, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 18
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 1, 3 )
// CHECK-NEXT: values : ( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 0, 2, 5, 0, 0, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 20
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 6, 4 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 4, 5 )
// CHECK-NEXT: values : ( 1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 5, 0, 3, 0, 0, 0, 4, 0, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: pos[0] : ( 0, 6 )
// CHECK-NEXT: crd[0] : ( 0, 0, 1, 4, 1, 5, 3, 1, 3, 2, 3, 5 )
// CHECK-NEXT: values : ( 1, 3, 4, 2, 5, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 4, 6 )
// CHECK-NEXT: pos[0] : ( 0, 6 )
// CHECK-NEXT: crd[0] : ( 0, 1, 1, 3, 3, 3 )
// CHECK-NEXT: crd[1] : ( 0, 4, 5, 1, 2, 5 )
// CHECK-NEXT: values : ( 1, 3, 4, 2, 5, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 24
// CHECK-NEXT: dim = ( 4, 6 )
// CHECK-NEXT: lvl = ( 2, 2, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 2, 4 )
// CHECK-NEXT: crd[1] : ( 0, 1, 0, 1 )
// CHECK-NEXT: values : ( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 2, 5, 0, 0, 0, 0, 0, 6 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 8
// CHECK-NEXT: dim = ( 2, 8 )
// CHECK-NEXT: lvl = ( 2, 2, 4 )
// CHECK-NEXT: crd[2] : ( 0, 1, 2, 3, 1, 2, 1, 2 )
// CHECK-NEXT: values : ( 1, 2, 7, 8, 3, 4, 5, 6 )
// CHECK-NEXT: ----
