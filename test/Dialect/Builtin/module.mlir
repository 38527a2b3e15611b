// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// builtin.module in its declared format: an optional symbol name, `attributes {...}`, and a
// body that gets its block even when written `{}`; CHECK lines are mlir-opt-22's print.

// CHECK: module @outer attributes {x.y = 1 : i64} {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {a.b} {
// CHECK-NEXT: }
// CHECK-NEXT: module @q attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
// CHECK-NEXT: }

module @outer attributes {x.y = 1} {
  module {
  }
  module @inner {
    func.func private @f()
  }
  builtin.module attributes {a.b} {
  }
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "q", sym_visibility = "private"} : () -> ()
}
