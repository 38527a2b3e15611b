// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run with
// --arith-expand (MLIR lowers an f8 truncation only when it folds).
// RUN: tile-run %s | FileCheck %s
// CHECK: 6
// CHECK-NEXT: -0.21875
// CHECK-NEXT: 6

// arith.scaling_extf / scaling_truncf (OCP MX scaling): x * scale widened, x / scale
// narrowed and rounded to the result type.
func.func @main() {
  %x1 = arith.constant 1.5 : f8E5M2
  %x2 = arith.constant -1.75 : f8E5M2
  %s1 = arith.constant 4.0 : f8E8M0FNU
  %s2 = arith.constant 0.125 : f8E8M0FNU
  %e1 = arith.scaling_extf %x1, %s1 : f8E5M2, f8E8M0FNU to f32
  vector.print %e1 : f32
  %e2 = arith.scaling_extf %x2, %s2 : f8E5M2, f8E8M0FNU to f32
  vector.print %e2 : f32
  %y1 = arith.constant 24.0 : f32
  %t1 = arith.scaling_truncf %y1, %s1 : f32, f8E8M0FNU to f8E5M2
  %b1 = arith.extf %t1 : f8E5M2 to f32
  vector.print %b1 : f32
  return
}
