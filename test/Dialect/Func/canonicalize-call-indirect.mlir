// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize | FileCheck %s
// Calling a func.constant is a direct call; the constant then goes.

func.func private @square(i32) -> i32

// CHECK-LABEL: func.func @apply
// CHECK-NOT:     func.constant
// CHECK:         %[[R:.*]] = call @square(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @apply(%x: i32) -> i32 {
  %f = func.constant @square : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
