// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | tile-opt --allow-unregistered-dialect | FileCheck %s

// Entry blocks written with explicit labels and arguments, in every spelling mlir-opt-22
// accepts; CHECK lines are mlir-opt-22's print.

// CHECK-LABEL: func.func @unnamed_signature(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
func.func @unnamed_signature(f32) -> f32 {
^bb0(%x: f32):
  return %x : f32
}

// CHECK-LABEL: func.func @unnamed_with_branch(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : f32
func.func @unnamed_with_branch(f32, i32) -> f32 {
^bb0(%x: f32, %y: i32):
  cf.br ^bb1
^bb1:
  return %x : f32
}

// CHECK-LABEL: func.func @custom_label(%arg0: f32) -> f32 attributes {foo} {
func.func @custom_label(f32) -> f32 attributes {foo} {
^entry(%x: f32):
  return %x : f32
}

// CHECK-LABEL: func.func @arg_and_result_attrs(%arg0: f32 {foo.bar}, %arg1: i32) -> (f32 {x.y}) {
func.func @arg_and_result_attrs(f32 {foo.bar}, i32) -> (f32 {x.y}) {
^bb0(%x: f32, %y: i32):
  return %x : f32
}

// CHECK-LABEL: func.func @labelled_no_args() {
// CHECK-NEXT:    return
func.func @labelled_no_args() {
^bb0:
  return
}

// CHECK-LABEL: func.func @generic_body
// CHECK-SAME:  (%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
"func.func"() <{function_type = (f32) -> f32, sym_name = "generic_body"}> ({
^bb0(%arg0: f32):
  "func.return"(%arg0) : (f32) -> ()
}) : () -> ()

// CHECK-LABEL: func.func @nested_regions() -> index {
// CHECK:         scf.execute_region -> index {
// CHECK-NEXT:      scf.yield %c0 : index
// CHECK:         "test.op"() ({
// CHECK-NEXT:    ^bb0(%arg0: index, %arg1: f32):
// CHECK-NEXT:      "test.yield"(%arg0) : (index) -> ()
// CHECK-NEXT:    ^bb1:  // no predecessors
// CHECK-NEXT:      "test.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> index
// CHECK-NEXT:    "test.op"() ({
// CHECK-NEXT:      "test.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> index
func.func @nested_regions() -> index {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> index {
  ^bb0:
    scf.yield %c0 : index
  }
  %0 = "test.op"() ({
  ^entry(%q: index, %s: f32 loc("s")):
    "test.yield"(%q) : (index) -> ()
  ^other:
    "test.yield"() : () -> ()
  }) : () -> index
  %1 = "test.op"() ({
  ^bb7:
    "test.yield"() : () -> ()
  }) : () -> index
  return %r : index
}
