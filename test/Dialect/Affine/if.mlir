// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// affine.if in its declared format: a set applied to `(dims)[symbols]`, `-> f32` or
// `-> (f32, f32)`, an else region only when it has blocks; CHECK lines are mlir-opt-22's.

// CHECK: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// CHECK: #set1 = affine_set<() : (0 == 0)>
// CHECK: func.func @a(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.if #set(%arg0)[%arg1] {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set(%arg0)[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.if #set1() -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg2, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2, %arg2 : f32, f32
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @a(%i: index, %n: index, %x: f32) {
  affine.if #set(%i)[%n] {
    "test.op"() : () -> ()
  }
  %0 = affine.if #set(%i)[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  %1:2 = affine.if affine_set<() : (0 == 0)>() -> (f32, f32) {
    affine.yield %x, %x : f32, f32
  } else {
    affine.yield %x, %x : f32, f32
  } {foo}
  return
}
