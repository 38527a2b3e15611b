// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Reductions over nothing: a reduction of a one-element vector is its element (combined
// with the accumulator), a multi_reduction over unit dimensions only is its source
// reshaped and combined with the accumulator.

// CHECK: module {
// CHECK-NEXT:   func.func @single(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<1xi32>, %arg3: i32) -> (f32, f32, i32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %2 = arith.maximumf %1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = vector.extract %arg2[0] : i32 from vector<1xi32>
// CHECK-NEXT:     %4 = arith.xori %3, %arg3 : i32
// CHECK-NEXT:     return %0, %2, %4 : f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_dims(%arg0: vector<4x1xf32>, %arg1: vector<4xf32>, %arg2: vector<1x1xi32>, %arg3: i32) -> (vector<4xf32>, i32, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT:     %1 = arith.mulf %arg1, %0 : vector<4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg2[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT:     %3 = arith.minsi %arg3, %2 : i32
// CHECK-NEXT:     %4 = vector.shape_cast %arg0 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT:     %5 = arith.addf %arg1, %4 : vector<4xf32>
// CHECK-NEXT:     return %1, %3, %5 : vector<4xf32>, i32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: vector<4xf32>, %arg1: vector<4x8xf32>, %arg2: vector<4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:     %1 = vector.multi_reduction <add>, %arg1, %arg2 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT:     return %0, %1 : f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @single(%v: vector<1xf32>, %acc: f32, %w: vector<1xi32>, %a: i32) -> (f32, f32, i32) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <maximumf>, %v, %acc fastmath<nnan> : vector<1xf32> into f32
  %2 = vector.reduction <xor>, %w, %a : vector<1xi32> into i32
  return %0, %1, %2 : f32, f32, i32
}

func.func @unit_dims(%m: vector<4x1xf32>, %acc: vector<4xf32>, %u: vector<1x1xi32>, %s: i32) -> (vector<4xf32>, i32, vector<4xf32>) {
  %0 = vector.multi_reduction <mul>, %m, %acc [1] : vector<4x1xf32> to vector<4xf32>
  %1 = vector.multi_reduction <minsi>, %u, %s [0, 1] : vector<1x1xi32> to i32
  %m2 = vector.shape_cast %m : vector<4x1xf32> to vector<1x4xf32>
  %3 = vector.multi_reduction <add>, %m2, %acc [0] : vector<1x4xf32> to vector<4xf32>
  return %0, %1, %3 : vector<4xf32>, i32, vector<4xf32>
}

// A real reduction stays.
func.func @kept(%v: vector<4xf32>, %m: vector<4x8xf32>, %acc: vector<4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.multi_reduction <add>, %m, %acc [1] : vector<4x8xf32> to vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}
