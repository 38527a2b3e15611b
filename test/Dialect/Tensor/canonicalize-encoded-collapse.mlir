// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// checked against mlir-opt-22 (both RUN lines): an extract_slice of a sparse tensor whose
// sizes become static keeps the source's encoding, and a collapse of a cast to a less
// static type collapses the cast's source (so constants fold through).

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sparse_slice(%arg0: tensor<4x6xf64, #sparse>, %arg1: index) -> tensor<?x2xf64, #sparse> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [2, 2] [1, 1] : tensor<4x6xf64, #sparse> to tensor<2x2xf64, #sparse>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x2xf64, #sparse> to tensor<?x2xf64, #sparse>
// CHECK-NEXT: return %cast : tensor<?x2xf64, #sparse>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_cast() -> f64 {
// CHECK-NEXT: %cst = arith.constant 6.000000e+00 : f64
// CHECK-NEXT: return %cst : f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_cast_same(%arg0: tensor<2x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x?xf32> into tensor<?xf32>
// CHECK-NEXT: return %collapsed : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// A slice of a sparse tensor keeps its source's encoding when its sizes become static.
func.func @sparse_slice(%t: tensor<4x6xf64, #csr>, %i: index) -> tensor<?x2xf64, #csr> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%i, 1] [%c2, 2] [1, 1] : tensor<4x6xf64, #csr> to tensor<?x2xf64, #csr>
  return %s : tensor<?x2xf64, #csr>
}

// Collapsing a cast of a constant collapses the constant; its elements follow.
func.func @collapse_cast() -> f64 {
  %c5 = arith.constant 5 : index
  %k = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %d = tensor.cast %k : tensor<2x3xf64> to tensor<?x?xf64>
  %all = tensor.collapse_shape %d [[0, 1]] : tensor<?x?xf64> into tensor<?xf64>
  %v = tensor.extract %all[%c5] : tensor<?xf64>
  return %v : f64
}

// A cast that keeps the collapsed type is read through in place.
func.func @collapse_cast_same(%t: tensor<2x?xf32>) -> tensor<?xf32> {
  %d = tensor.cast %t : tensor<2x?xf32> to tensor<?x?xf32>
  %c = tensor.collapse_shape %d [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}
