// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Transposes, shuffles and extracts through reshapes: a transpose of a splat is a splat,
// of a broadcast a broadcast (when the permutation stays inside the broadcast groups), of
// a shape_cast that only moves unit dimensions one shape_cast; a transpose keeping its
// type and element order is its source; an extract through a shape_cast reads the
// reshaped vector at the same element offset; a shuffle taking one operand whole is that
// operand, and of two splats of one scalar a splat.

// CHECK: module {
// CHECK-NEXT:   func.func @transposes(%arg0: f32, %arg1: vector<2x3xf32>, %arg2: vector<4xf32>, %arg3: vector<1x1xf32>, %arg4: vector<3xf32>) -> (vector<8x4xf32>, vector<4x2xf32>, vector<3x2xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<3x2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : vector<4x2xf32>
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<8x4xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg1, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     %2 = vector.shape_cast %arg2 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg4 : vector<3xf32> to vector<2x3xf32>
// CHECK-NEXT:     %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     return %0, %cst, %1, %2, %arg3, %4 : vector<8x4xf32>, vector<4x2xf32>, vector<3x2xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_through_reshape(%arg0: vector<8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x3x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<8xf32> to vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[6] : f32 from vector<8xf32>
// CHECK-NEXT:     %2 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.extract %arg1[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.extract %arg2[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     return %1, %2, %3, %4 : f32, vector<4xf32>, f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: f32) -> (vector<4xf32>, vector<2xf32>, vector<3xf32>, vector<3xf32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg2 : f32 to vector<3xf32>
// CHECK-NEXT:     %1 = vector.shuffle %arg0, %arg1 [3, 4, 0] : vector<4xf32>, vector<2xf32>
// CHECK-NEXT:     return %arg0, %arg1, %0, %1 : vector<4xf32>, vector<2xf32>, vector<3xf32>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @transposes(%s: f32, %m: vector<2x3xf32>, %v: vector<4xf32>, %u: vector<1x1xf32>, %r: vector<3xf32>) -> (vector<8x4xf32>, vector<4x2xf32>, vector<3x2xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<3x2xf32>) {
  %b = vector.broadcast %s : f32 to vector<4x8xf32>
  %0 = vector.transpose %b, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %c = arith.constant dense<2.0> : vector<2x4xf32>
  %1 = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %2 = vector.transpose %m, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %sc = vector.shape_cast %v : vector<4xf32> to vector<4x1xf32>
  %3 = vector.transpose %sc, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %4 = vector.transpose %u, [1, 0] : vector<1x1xf32> to vector<1x1xf32>
  // The broadcast dimension moves past the broadcast value's: stays.
  %rb = vector.broadcast %r : vector<3xf32> to vector<2x3xf32>
  %5 = vector.transpose %rb, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0, %1, %2, %3, %4, %5 : vector<8x4xf32>, vector<4x2xf32>, vector<3x2xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<3x2xf32>
}

func.func @extract_through_reshape(%v: vector<8xf32>, %w: vector<2x4xf32>, %t: vector<2x3x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %4 = vector.extract %3[5] : f32 from vector<8xf32>
  %5 = vector.shape_cast %t : vector<2x3x4xf32> to vector<6x4xf32>
  %6 = vector.extract %5[4] : vector<4xf32> from vector<6x4xf32>
  return %1, %2, %4, %6 : f32, vector<4xf32>, f32, vector<4xf32>
}

func.func @shuffles(%a: vector<4xf32>, %b: vector<2xf32>, %s: f32) -> (vector<4xf32>, vector<2xf32>, vector<3xf32>, vector<3xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  %x = vector.broadcast %s : f32 to vector<4xf32>
  %y = vector.broadcast %s : f32 to vector<2xf32>
  %2 = vector.shuffle %x, %y [0, 4, 5] : vector<4xf32>, vector<2xf32>
  %3 = vector.shuffle %a, %b [3, 4, 0] : vector<4xf32>, vector<2xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<2xf32>, vector<3xf32>, vector<3xf32>
}
