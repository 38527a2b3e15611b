// RUN: not tile-opt %s 2>&1 | FileCheck %s
// As mlir-opt, every function is verified on its own and stops at its first error: its
// walk first (op by op), dominance last; the module's own checks (duplicate symbols) run
// only when every function verified. Checked against mlir-opt-22's output.

// CHECK: 13:8: error: 'arith.addf' op operand #0 must be floating-point-like, but got 'i32'
// CHECK-NOT: 14:8: error
// CHECK: 19:8: error: operand #1 does not dominate this use
// CHECK-NOT: error:
// CHECK: 26:3: error: 'func.return' op must be the last operation in the parent block
// CHECK-NOT: error:
func.func @type_error_first(%a: i32) {
  %0 = arith.addf %a, %a : i32
  %1 = arith.addi %a, %b : i32
  %b = arith.addi %a, %a : i32
  return
}
func.func @dominance(%a: i32) {
  %1 = arith.addi %a, %b : i32
  %b = arith.addi %a, %a : i32
  %2 = arith.addi %a, %c : i32
  %c = arith.addi %a, %a : i32
  return
}
func.func @twice() {
  return
  return
}
func.func @twice() {
  return
}

// A block's terminator check runs after the ops nested in the block: the error inside
// the generic's body comes first, and the missing return is never reported.
// CHECK: [[@LINE+7]]:10: error: 'linalg.index' op expected dim (2) to be lower than the number of loops (0) of the enclosing LinalgOp
// CHECK-NOT: block with no terminator
func.func @no_return(%m: memref<f32>) {
  linalg.generic {
      indexing_maps = [affine_map<() -> ()>],
      iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
}
