// RUN: tile-opt %s --canonicalize | FileCheck %s
// The CHECK lines are mlir-opt-22 --canonicalize's output.
// CHECK: module {
// CHECK-NEXT:   func.func @for_passthrough(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     return %arg3, %arg4 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_swapped(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT:       scf.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_passthrough(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Loops whose iteration arguments pass through unchanged compute their initial values.
func.func @for_passthrough(%lb: index, %ub: index, %step: index, %x: f32, %y: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %y) -> (f32, i32) {
    scf.yield %a, %b : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// Swapped arguments do not pass through.
func.func @for_swapped(%n: index, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  return %r#0 : f32
}

func.func @while_passthrough(%c: i1, %x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
