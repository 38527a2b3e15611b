// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// func.constant and func.call_indirect; CHECK lines are mlir-opt-22's print.

// CHECK: func.func private @callee(i32) -> f32
// CHECK-NEXT: func.func @indirect(%arg0: i32) -> f32 {
// CHECK-NEXT: %f = constant @callee : (i32) -> f32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> f32
// CHECK-NEXT: %1 = call_indirect %f(%arg0) : (i32) -> f32
// CHECK-NEXT: %2 = call @callee(%arg0) {no_inline} : (i32) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_args(%arg0: () -> ()) {
// CHECK-NEXT: call_indirect %arg0() : () -> ()
// CHECK-NEXT: return
// GENERIC: %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> f32)
// GENERIC: %1 = "func.call_indirect"(%0, %arg1) : ((i32) -> f32, i32) -> f32
// GENERIC: %2 = "func.call_indirect"(%0, %arg1) : ((i32) -> f32, i32) -> f32
// GENERIC: "func.call_indirect"(%arg0) : (() -> ()) -> ()

func.func private @callee(i32) -> f32

func.func @indirect(%x: i32) -> f32 {
  %f = func.constant @callee : (i32) -> f32
  %0 = func.call_indirect %f(%x) : (i32) -> f32
  %1 = "func.call_indirect"(%f, %x) : ((i32) -> f32, i32) -> f32
  %2 = func.call @callee(%x) {no_inline} : (i32) -> f32
  return %0 : f32
}

func.func @no_args(%g: () -> ()) {
  func.call_indirect %g() : () -> ()
  return
}
