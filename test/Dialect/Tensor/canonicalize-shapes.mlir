// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// tensor shape canonicalizations, checked against mlir-opt-22 (both RUN lines): dim of a
// linalg result is its init's (and so the empty tensor's size), dim through reshapes, a
// cast of tensor.empty to a more static type is an empty tensor of it, collapses compose,
// an expansion undoing a collapse is the original, reshapes of dense constants are
// constants, and a slice of an empty tensor stays as it is.

// CHECK: module {
// CHECK-NEXT: func.func @dims(%arg0: tensor<?x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, %arg1, %arg1] : tensor<?x?xf32> into tensor<2x?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %expanded, %c1 : tensor<2x?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %arg1, %dim, %dim_0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty_cast(%arg0: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: return %0 : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshapes(%arg0: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: return %collapsed, %arg0 : tensor<24xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_const() -> tensor<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %cst : tensor<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slice_of_empty(%arg0: index) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x16xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[0, 0] [4, 4] [1, 1] : tensor<?x16xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dims(%t: tensor<?x?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, %n, %n] : tensor<?x?xf32> into tensor<2x?x?xf32>
  %d1 = tensor.dim %ex, %c1 : tensor<2x?x?xf32>
  %col = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<2x?x?xf32> into tensor<?x?xf32>
  %d2 = tensor.dim %col, %c1 : tensor<?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
func.func @empty_cast(%n: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}
func.func @reshapes(%t: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>) {
  %a = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %b = tensor.collapse_shape %a [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %c = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %b, %c : tensor<24xf32>, tensor<2x3x4xf32>
}
func.func @reshape_const() -> tensor<2x2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %e : tensor<2x2xi32>
}
func.func @slice_of_empty(%n: index) -> tensor<4x4xf32> {
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %s = tensor.extract_slice %e[0, 0] [4, 4] [1, 1] : tensor<?x16xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
