// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Each value picks its case region; a value without a case runs the default region.
// (mlir-runner-22 prints the same after --convert-scf-to-cf --convert-to-llvm.)

// CHECK: 100
// CHECK-NEXT: 7
// CHECK-NEXT: 200
// CHECK-NEXT: 7
func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case 2 {
    %b = arith.constant 200 : i64
    scf.yield %b : i64
  }
  default {
    %d = arith.constant 7 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = func.call @pick(%i) : (index) -> i64
    vector.print %v : i64
  }
  return
}
