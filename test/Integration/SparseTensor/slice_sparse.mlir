// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s

// A sparse slice: `tensor.extract_slice` of a CSR matrix gives a tensor whose encoding
// records the slice (offset, size, stride per dimension); the slice is multiplied with a
// dense matrix and its slice offsets and strides are read back.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSR_SLICE = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 2, 1)>, d1 : #sparse_tensor<slice(0, 3, 2)>) -> (d0 : dense, d1 : compressed)
}>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f64
  %d = arith.constant dense<[
    [ 1.0, 0.0, 2.0, 0.0, 3.0, 0.0 ],
    [ 0.0, 4.0, 5.0, 0.0, 6.0, 7.0 ],
    [ 8.0, 0.0, 0.0, 9.0, 0.0, 1.0 ],
    [ 0.0, 2.0, 0.0, 0.0, 0.0, 3.0 ]
  ]> : tensor<4x6xf64>
  %a = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
  %s = tensor.extract_slice %a[1, 0][2, 3][1, 2] : tensor<4x6xf64, #CSR> to tensor<2x3xf64, #CSR_SLICE>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf64>
  %e = tensor.empty() : tensor<2x2xf64>
  %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<2x2xf64>) -> tensor<2x2xf64>
  %m = linalg.matmul ins(%s, %b : tensor<2x3xf64, #CSR_SLICE>, tensor<3x2xf64>) outs(%z : tensor<2x2xf64>) -> tensor<2x2xf64>
  // CHECK: ( ( 6, 11 ), ( 8, 0 ) )
  %v = vector.transfer_read %m[%c0, %c0], %f0 : tensor<2x2xf64>, vector<2x2xf64>
  vector.print %v : vector<2x2xf64>
  %o1 = sparse_tensor.slice.offset %s at 1 : tensor<2x3xf64, #CSR_SLICE>
  %s1 = sparse_tensor.slice.stride %s at 1 : tensor<2x3xf64, #CSR_SLICE>
  // CHECK-NEXT: 0
  // CHECK-NEXT: 2
  vector.print %o1 : index
  vector.print %s1 : index
  bufferization.dealloc_tensor %a : tensor<4x6xf64, #CSR>
  return
}
