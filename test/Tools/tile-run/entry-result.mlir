// REQUIRES: tile-run
// An entry point returning one i32, i64 or f32 has its result printed, as
// `mlir-runner -entry-point-result=i32|i64|f32` prints it (floats in C's %e form).
// RUN: tile-run %s -e count | FileCheck %s --check-prefix=I32
// RUN: tile-run %s -e wide | FileCheck %s --check-prefix=I64
// RUN: tile-run %s -e ratio | FileCheck %s --check-prefix=F32
// RUN: tile-run %s -e tiny | FileCheck %s --check-prefix=TINY

// I32: 29
func.func @count() -> i32 {
  %x = arith.constant 7 : i32
  %n = math.ctlz %x : i32
  return %n : i32
}

// I64: -5000000000
func.func @wide() -> i64 {
  %x = arith.constant -5000000000 : i64
  return %x : i64
}

// F32: 3.500000e+00
func.func @ratio() -> f32 {
  %a = arith.constant 7.0 : f32
  %b = arith.constant 2.0 : f32
  %q = arith.divf %a, %b : f32
  return %q : f32
}

// TINY: -1.250000e-05
func.func @tiny() -> f32 {
  %a = arith.constant -1.25e-5 : f32
  return %a : f32
}
