// Runner self-test: upstream mlir-opt is reachable as a tool when available.
// REQUIRES: mlir-opt
// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @id(
// CHECK-SAME: %[[X:.*]]: i32) -> i32
// CHECK-NEXT: return %[[X]] : i32
func.func @id(%x: i32) -> i32 {
  return %x : i32
}
