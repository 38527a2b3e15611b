// REQUIRES: tile-run
// tensor.extract_slice of a sparse tensor into slice encodings (static and dynamic
// `#sparse_tensor<slice(...)>`), sparse_tensor.slice.offset / slice.stride, and converting the
// slice back to CSR. The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir`.
// RUN: tile-run %s | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 3, 5 )
// CHECK-NEXT: crd[1] : ( 0, 1, 2, 0, 1 )
// CHECK-NEXT: values : ( 1, 5, 6, 1, -4 )
// CHECK-NEXT: ----
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 1
// CHECK-NEXT: dim = ( 2, 2 )
// CHECK-NEXT: lvl = ( 2, 2 )
// CHECK-NEXT: pos[1] : ( 0, 1, 1 )
// CHECK-NEXT: crd[1] : ( 1 )
// CHECK-NEXT: values : ( 6 )
// CHECK-NEXT: ----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR_SLICE = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 2, 1)>, j : #sparse_tensor<slice(0, 3, 2)>) -> (i : dense, j : compressed)
}>
#CSR_DYN = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(?, ?, ?)>, j : #sparse_tensor<slice(?, ?, ?)>) -> (i : dense, j : compressed)
}>
module {
  func.func @dynamic_slice(%a: tensor<4x6xf64, #CSR>, %o: index, %st: index) {
    %c2 = arith.constant 2 : index
    %s = tensor.extract_slice %a[%o, 1][%c2, 2][1, %st] : tensor<4x6xf64, #CSR> to tensor<?x2xf64, #CSR_DYN>
    %o0 = sparse_tensor.slice.offset %s at 0 : tensor<?x2xf64, #CSR_DYN>
    %o1 = sparse_tensor.slice.offset %s at 1 : tensor<?x2xf64, #CSR_DYN>
    %t0 = sparse_tensor.slice.stride %s at 0 : tensor<?x2xf64, #CSR_DYN>
    %t1 = sparse_tensor.slice.stride %s at 1 : tensor<?x2xf64, #CSR_DYN>
    vector.print %o0 : index
    vector.print %o1 : index
    vector.print %t0 : index
    vector.print %t1 : index
    %c = sparse_tensor.convert %s : tensor<?x2xf64, #CSR_DYN> to tensor<?x2xf64, #CSR>
    sparse_tensor.print %c : tensor<?x2xf64, #CSR>
    bufferization.dealloc_tensor %c : tensor<?x2xf64, #CSR>
    return
  }
  func.func @main() {
    %m = arith.constant dense<[[0.0, 2.0, 0.0, 3.0, 0.0, 0.0],
                                [1.0, 0.0, 5.0, 0.0, 6.0, 0.0],
                                [1.0, 0.0, -4.0, 0.0, 0.0, 0.5],
                                [0.0, 0.0, 0.0, 7.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %a = sparse_tensor.convert %m : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    %s = tensor.extract_slice %a[1, 0][2, 3][1, 2] : tensor<4x6xf64, #CSR> to tensor<2x3xf64, #CSR_SLICE>
    %o0 = sparse_tensor.slice.offset %s at 0 : tensor<2x3xf64, #CSR_SLICE>
    %o1 = sparse_tensor.slice.offset %s at 1 : tensor<2x3xf64, #CSR_SLICE>
    %t1 = sparse_tensor.slice.stride %s at 1 : tensor<2x3xf64, #CSR_SLICE>
    vector.print %o0 : index
    vector.print %o1 : index
    vector.print %t1 : index
    %c = sparse_tensor.convert %s : tensor<2x3xf64, #CSR_SLICE> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %c : tensor<2x3xf64, #CSR>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    call @dynamic_slice(%a, %c1, %c3) : (tensor<4x6xf64, #CSR>, index, index) -> ()
    bufferization.dealloc_tensor %a : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %c : tensor<2x3xf64, #CSR>
    return
  }
}
