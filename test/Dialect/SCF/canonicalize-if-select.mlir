// RUN: tile-opt %s --canonicalize | FileCheck %s
// The CHECK lines are mlir-opt-22 --canonicalize's output.
// CHECK: module {
// CHECK-NEXT:   func.func @pick(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: index) -> (f32, index, f32) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:     %1 = arith.select %arg0, %arg2, %arg1 : f32
// CHECK-NEXT:     return %0, %arg3, %1 : f32, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @computes(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// An scf.if whose branches only yield values from outside becomes selects.
func.func @pick(%c: i1, %a: f32, %b: f32, %i: index) -> (f32, index, f32) {
  %r:3 = scf.if %c -> (f32, index, f32) {
    scf.yield %a, %i, %b : f32, index, f32
  } else {
    scf.yield %b, %i, %a : f32, index, f32
  }
  return %r#0, %r#1, %r#2 : f32, index, f32
}

// A branch that computes keeps the if.
func.func @computes(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}
