// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Vector folds, checked against mlir-opt-22 (both RUN lines): create_mask of constants
// (clamped; a non-positive size clears a scalable mask), constant masks all set or all
// clear as constants, unit-stride slices of constant masks, slices of the whole vector,
// identity transposes and transposes of transposes.

// CHECK: module {
// CHECK-NEXT:   func.func @tail_mask() -> (vector<8xi1>, vector<8xi1>, vector<4x4xi1>, vector<[4]xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<4x4xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT:     %0 = vector.constant_mask [5] : vector<8xi1>
// CHECK-NEXT:     return %0, %cst_1, %cst_0, %cst : vector<8xi1>, vector<8xi1>, vector<4x4xi1>, vector<[4]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mask_slices() -> (vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x2xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<true> : vector<2x2xi1>
// CHECK-NEXT:     %0 = vector.constant_mask [1, 2] : vector<2x4xi1>
// CHECK-NEXT:     return %cst_0, %0, %cst : vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @whole_slice(%arg0: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     return %arg0 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transposes(%arg0: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>) {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
// CHECK-NEXT:     return %arg0, %0, %arg0 : vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @tail_mask() -> (vector<8xi1>, vector<8xi1>, vector<4x4xi1>, vector<[4]xi1>) {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c0 = arith.constant 0 : index
  %cm = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c5 : vector<8xi1>
  %all = vector.create_mask %c9 : vector<8xi1>
  %none = vector.create_mask %c2, %c0 : vector<4x4xi1>
  %sc = vector.create_mask %cm : vector<[4]xi1>
  return %m, %all, %none, %sc : vector<8xi1>, vector<8xi1>, vector<4x4xi1>, vector<[4]xi1>
}
func.func @mask_slices() -> (vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>) {
  %m = vector.constant_mask [3, 2] : vector<4x4xi1>
  %a = vector.extract_strided_slice %m {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %b = vector.extract_strided_slice %m {offsets = [2], sizes = [2], strides = [1]} : vector<4x4xi1> to vector<2x4xi1>
  %c = vector.extract_strided_slice %m {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  return %a, %b, %c : vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>
}
func.func @whole_slice(%v: vector<4x8xf32>) -> vector<4x8xf32> {
  %s = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  return %s : vector<4x8xf32>
}
func.func @transposes(%v: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>) {
  %a = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %b = vector.transpose %a, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  %c = vector.transpose %a, [2, 1, 0] : vector<3x2x4xf32> to vector<4x2x3xf32>
  %d = vector.transpose %v, [0, 1, 2] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return %b, %c, %d : vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>
}
