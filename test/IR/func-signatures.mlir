// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Function signatures as users write them (argument and result attributes, visibility,
// inherent attributes in the dictionary); CHECK lines are mlir-opt-22's print.

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: i32 {a.b = 1 : i32}, %arg1: f32) -> (i32 {c.d}, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @b(i32 {a.b}, f32) -> (f32 {x.y = "s"})
// CHECK-NEXT: func.func nested @c() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @e() -> ((i32) -> i32) attributes {no_inline, sym_visibility_x = 1 : i64} {
// CHECK-NEXT: %f = constant @g : (i32) -> i32
// CHECK-NEXT: return %f : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @g(i32) -> i32 attributes {llvm.linkage = 1 : i64}
// CHECK-NEXT: func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @g(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: %1 = call @g(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = () -> ((i32) -> i32), no_inline, sym_name = "e"}> ({
// GENERIC: }) {sym_visibility_x = 1 : i64} : () -> ()

module {
  func.func @a(%x: i32 {a.b = 1 : i32}, %y: f32) -> (i32 {c.d}, f32) attributes {} {
    return %x, %y : i32, f32
  }
  func.func private @b(i32 {a.b}, f32) -> (f32 {x.y = "s"})
  func.func nested @c() {
    return
  }
  func.func @d() -> () {
    return
  }
  func.func @e() -> ((i32) -> i32) attributes {no_inline, sym_visibility_x = 1} {
    %f = func.constant @g : (i32) -> i32
    return %f : (i32) -> i32
  }
  func.func private @g(i32) -> i32 attributes {llvm.linkage = 1}
  func.func @h(%x: i32) -> i32 {
    %0 = func.call @g(%x) {no_inline} : (i32) -> i32
    %1 = call @g(%0) : (i32) -> i32
    return %1 : i32
  }
}
