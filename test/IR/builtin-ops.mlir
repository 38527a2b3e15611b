// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | tile-opt --allow-unregistered-dialect | FileCheck %s

// builtin ops print without their prefix where `builtin` is the default dialect (the top
// level and module bodies) and with it elsewhere, as mlir-opt does.
// CHECK:      module @inner {
// CHECK:      %0 = unrealized_conversion_cast to i64
// CHECK:      func.func @f(%arg0: i32) -> i64 {
// CHECK:        "test.op"() ({
// CHECK-NEXT:     builtin.module {
// CHECK:        %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK:        %2:2 = builtin.unrealized_conversion_cast %arg0, %1 : i32, i64 to i8, i16 {note = "x"}
// The generic form prints an empty entry block's label (else it reads back as no block).
// GENERIC:      "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
module {
  module @inner { }
  %0 = builtin.unrealized_conversion_cast to i64
  func.func @f(%a: i32) -> i64 {
    "test.op"() ({ builtin.module { } }) : () -> ()
    %1 = builtin.unrealized_conversion_cast %a : i32 to i64
    %2:2 = "builtin.unrealized_conversion_cast"(%a, %1) {note = "x"} : (i32, i64) -> (i8, i16)
    return %1 : i64
  }
}
