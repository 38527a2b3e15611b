// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Unrolled vector code slices broadcasts and puts slices back: a slice of a broadcast is
// a broadcast (of a slice of the broadcast value when that value's own dimensions are
// cut), inserting a slice back where it came from or a splat into the same splat changes
// nothing, and inserting a whole vector is that vector.

// CHECK: module {
// CHECK-NEXT:   func.func @slices_of_broadcasts(%arg0: f32, %arg1: vector<8xf32>, %arg2: vector<4x1xf32>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<2x3xf32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg2 {offsets = [2, 0], sizes = [2, 1], strides = [1, 1]} : vector<4x1xf32> to vector<2x1xf32>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<2x1xf32> to vector<2x2xf32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %arg2 {offsets = [1], sizes = [2], strides = [1]} : vector<4x1xf32> to vector<2x1xf32>
// CHECK-NEXT:     %6 = vector.broadcast %5 : vector<2x1xf32> to vector<2x3xf32>
// CHECK-NEXT:     return %0, %2, %4, %6 : vector<2x4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inserts_that_change_nothing(%arg0: vector<8x8xf32>, %arg1: f32, %arg2: vector<8x8xf32>) -> (vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : f32 to vector<8x8xf32>
// CHECK-NEXT:     return %arg0, %0, %arg2 : vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_slices() -> (vector<2x2xi32>, vector<2xf32>, vector<1x3xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}5, 6], [8, 9]]> : vector<2x2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<{{\[\[}}7, 8, 9]]> : vector<1x3xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<2x2xi32>, vector<2xf32>, vector<1x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contiguous(%arg0: vector<8x1x1x2x8xi8>, %arg1: vector<4x8xf32>, %arg2: vector<2x3x4xf32>) -> (vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<1x3x4xf32>, vector<2x8xf32>, vector<1x2xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0, 0, 0] : vector<8xi8> from vector<8x1x1x2x8xi8>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<8xi8> to vector<1x1x1x1x8xi8>
// CHECK-NEXT:     %2 = vector.extract %arg1[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<8xf32> to vector<1x8xf32>
// CHECK-NEXT:     %4 = vector.extract %arg2[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %5 = vector.shape_cast %4 : vector<3x4xf32> to vector<1x3x4xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %arg1 {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<4x8xf32> to vector<1x2xf32>
// CHECK-NEXT:     return %1, %3, %5, %6, %7 : vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<1x3x4xf32>, vector<2x8xf32>, vector<1x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_inserts() -> (vector<3x3xi32>, vector<2x4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}0, 0, 0], [1, 2, 0], [3, 4, 0]]> : vector<3x3xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 9.000000e+00, 9.000000e+00, 8.000000e+00]]> : vector<2x4xf32>
// CHECK-NEXT:     return %cst, %cst_0 : vector<3x3xi32>, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @slices_of_broadcasts(%s: f32, %row: vector<8xf32>, %col: vector<4x1xf32>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<2x3xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %2 = vector.broadcast %row : vector<8xf32> to vector<4x8xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %4 = vector.broadcast %col : vector<4x1xf32> to vector<4x3xf32>
  %5 = vector.extract_strided_slice %4 {offsets = [2, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x3xf32> to vector<2x2xf32>
  %6 = vector.extract_strided_slice %4 {offsets = [1], sizes = [2], strides = [1]} : vector<4x3xf32> to vector<2x3xf32>
  return %1, %3, %5, %6 : vector<2x4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<2x3xf32>
}

func.func @inserts_that_change_nothing(%v: vector<8x8xf32>, %s: f32, %w: vector<8x8xf32>) -> (vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2, 4], sizes = [2, 2], strides = [1, 1]} : vector<8x8xf32> to vector<2x2xf32>
  %1 = vector.insert_strided_slice %0, %v {offsets = [2, 4], strides = [1, 1]} : vector<2x2xf32> into vector<8x8xf32>
  %b1 = vector.broadcast %s : f32 to vector<2x2xf32>
  %b2 = vector.broadcast %s : f32 to vector<8x8xf32>
  %2 = vector.insert_strided_slice %b1, %b2 {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<8x8xf32>
  %3 = vector.insert_strided_slice %w, %v {offsets = [0, 0], strides = [1, 1]} : vector<8x8xf32> into vector<8x8xf32>
  return %1, %2, %3 : vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf32>
}

// Slices of constants are constants.
func.func @constant_slices() -> (vector<2x2xi32>, vector<2xf32>, vector<1x3xi32>) {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %0 = vector.extract_strided_slice %d {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %s = arith.constant dense<3.0> : vector<8xf32>
  %1 = vector.extract_strided_slice %s {offsets = [2], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  %2 = vector.extract_strided_slice %d {offsets = [2], sizes = [1], strides = [1]} : vector<3x3xi32> to vector<1x3xi32>
  return %0, %1, %2 : vector<2x2xi32>, vector<2xf32>, vector<1x3xi32>
}

// Unrolled slices that take whole inner rows are extracts of those rows, reshaped back.
func.func @contiguous(%v: vector<8x1x1x2x8xi8>, %m: vector<4x8xf32>, %t: vector<2x3x4xf32>) -> (vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<1x3x4xf32>, vector<2x8xf32>, vector<1x2xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 1, 8], strides = [1, 1, 1, 1, 1]} : vector<8x1x1x2x8xi8> to vector<1x1x1x1x8xi8>
  %1 = vector.extract_strided_slice %m {offsets = [2], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  %2 = vector.extract_strided_slice %t {offsets = [1, 0], sizes = [1, 3], strides = [1, 1]} : vector<2x3x4xf32> to vector<1x3x4xf32>
  // Not unit outer sizes, or a partial inner row: stays.
  %3 = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  %4 = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<4x8xf32> to vector<1x2xf32>
  return %0, %1, %2, %3, %4 : vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<1x3x4xf32>, vector<2x8xf32>, vector<1x2xf32>
}

// A constant slice inserted into a constant is a constant.
func.func @constant_inserts() -> (vector<3x3xi32>, vector<2x4xf32>) {
  %d = arith.constant dense<0> : vector<3x3xi32>
  %s = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 0], strides = [1, 1]} : vector<2x2xi32> into vector<3x3xi32>
  %e = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %r = arith.constant dense<9.0> : vector<2xf32>
  %1 = vector.insert_strided_slice %r, %e {offsets = [1, 1], strides = [1]} : vector<2xf32> into vector<2x4xf32>
  return %0, %1 : vector<3x3xi32>, vector<2x4xf32>
}
