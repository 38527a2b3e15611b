// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --canonicalize | tile-run - | FileCheck %s
// RUN: tile-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// Trip counts of i8 loops whose bound difference or step does not fit in i8 as a signed
// number. mlir-opt-22 --canonicalize computes the difference with wrap-around and the step
// as signed, and removes both loops (it prints 0 and 0); the interpreter runs them 2 and 1
// times, and so does the canonicalized program: the first loop is kept, the second inlined.

// CHECK: 2
// CHECK-NEXT: 1

// CANON-LABEL: func.func @main
// CANON: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CANON-NOT: scf.for
// CANON: return

func.func @main() {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  // -100, 10 (then 120 >= 100): two iterations; 100 - (-100) = 200 does not fit in i8.
  %lo = arith.constant -100 : i8
  %hi = arith.constant 100 : i8
  %st = arith.constant 110 : i8
  %n = scf.for %i = %lo to %hi step %st iter_args(%k = %zero) -> i32 : i8 {
    %k1 = arith.addi %k, %one : i32
    scf.yield %k1 : i32
  }
  vector.print %n : i32
  // Unsigned 1 to 200 by 250: one iteration (the step is 250, not -6).
  %ulo = arith.constant 1 : i8
  %uhi = arith.constant 200 : i8
  %ust = arith.constant 250 : i8
  %m = scf.for unsigned %i = %ulo to %uhi step %ust iter_args(%k = %zero) -> i32 : i8 {
    %k1 = arith.addi %k, %one : i32
    scf.yield %k1 : i32
  }
  vector.print %m : i32
  return
}
