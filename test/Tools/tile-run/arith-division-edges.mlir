// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Division at the edges of a type, as the lowered ops compute them: ceildivsi rounds the
// exact quotient up even where -MIN does not fit (-128 ceildiv 7 in i8), and an i1 divided
// by true (-1) is the dividend. The CHECK lines are mlir-runner-22's output for
// `mlir-opt --arith-expand --test-lower-to-llvm`.

// CHECK: -18
// CHECK-NEXT: 19
// CHECK-NEXT: -19
// CHECK-NEXT: 1
// CHECK-NEXT: 0
func.func @main() {
  %min = arith.constant -128 : i8
  %c7 = arith.constant 7 : i8
  %m7 = arith.constant -7 : i8
  %q0 = arith.ceildivsi %min, %c7 : i8
  vector.print %q0 : i8
  %q1 = arith.ceildivsi %min, %m7 : i8
  vector.print %q1 : i8
  %q2 = arith.floordivsi %min, %c7 : i8
  vector.print %q2 : i8
  %true = arith.constant true
  %false = arith.constant false
  %b0 = arith.divsi %true, %true : i1
  vector.print %b0 : i1
  %b1 = arith.divsi %false, %true : i1
  vector.print %b1 : i1
  return
}
