// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// scf.if and scf.execute_region in their declared formats: `-> f32` or `-> (f32, i1)`,
// `no_inline`, an else region only when it has blocks; CHECK lines are mlir-opt-22's print.

// CHECK: func.func @a(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: } {attr}
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg1, %arg1 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.execute_region -> (f32, i1) no_inline {
// CHECK-NEXT: scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: } {foo}
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

func.func @a(%c: i1, %x: f32) -> f32 {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.op"() : () -> ()
  } {attr}
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %1:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  %2 = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %3:2 = scf.execute_region -> (f32, i1) no_inline {
    scf.yield %x, %c : f32, i1
  } {foo}
  scf.execute_region {
    scf.yield
  }
  return %0 : f32
}
