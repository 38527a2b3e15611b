// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// tensor.extract_slice / insert_slice with constant offsets, sizes and strides, checked
// against mlir-opt-22 (both RUN lines): constants become static (the offsets first, then
// the sizes, then the strides, one list a time as MLIR), slice types follow with a cast to
// the old type, rank-reduced slices drop their unit dimensions, and a constant that would
// put the slice out of bounds stays an operand.

// CHECK: module {
// CHECK-NEXT: func.func @tiles(%arg0: tensor<?x?xf32>, %arg1: tensor<16x16xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x16xf32>, tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 0] [1, 8] [1, 1] : tensor<?x?xf32> to tensor<8xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %extracted_slice_0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg1[0, 0] [4, 4] [1, 1] : tensor<16x16xf32> to tensor<4x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice_2 into %arg1[4, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice_3 = tensor.insert_slice %extracted_slice into %arg0[%arg2, 4] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %cast, %inserted_slice_3, %inserted_slice, %cast_1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x16xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @oob(%arg0: tensor<16x16xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[12, 0] [%c8, 4] [1, 1] : tensor<16x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @tiles(%t: tensor<?x?xf32>, %u: tensor<16x16xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x16xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = tensor.extract_slice %t[%c0, %i] [%c4, %c8] [%c1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[%i, %c0] [1, %c8] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %s = tensor.extract_slice %u[0, 0] [%c4, 4] [1, 1] : tensor<16x16xf32> to tensor<?x4xf32>
  %r = tensor.insert_slice %s into %u[%c4, %c8] [%c4, 4] [1, 1] : tensor<?x4xf32> into tensor<16x16xf32>
  %w = tensor.insert_slice %a into %t[%i, %c4] [%c4, %c8] [1, %c1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %a, %w, %r, %b : tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x16xf32>, tensor<?xf32>
}
// Out of bounds constants are left alone.
func.func @oob(%u: tensor<16x16xf32>) -> tensor<?x4xf32> {
  %c12 = arith.constant 12 : index
  %c8 = arith.constant 8 : index
  %a = tensor.extract_slice %u[%c12, 0] [%c8, 4] [1, 1] : tensor<16x16xf32> to tensor<?x4xf32>
  return %a : tensor<?x4xf32>
}
