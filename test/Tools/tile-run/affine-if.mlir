// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm
// --convert-to-llvm, run by mlir-runner-22.

// CHECK: 9
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 200
// CHECK-NEXT: 300

#inside = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0, d1 mod 2 == 0)>

// Counts the points (i, j) of a 6x6 grid with j <= i < n and j even, and picks a value
// per row with an affine.if that yields a result.
func.func @main() {
  %n = arith.constant 5 : index
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %count = affine.for %i = 0 to 6 iter_args(%acc = %c0) -> (i32) {
    %row = affine.for %j = 0 to 6 iter_args(%a = %acc) -> (i32) {
      %next = affine.if #inside(%i, %j)[%n] -> i32 {
        %s = arith.addi %a, %c1 : i32
        affine.yield %s : i32
      } else {
        affine.yield %a : i32
      }
      affine.yield %next : i32
    }
    affine.yield %row : i32
  }
  vector.print %count : i32
  affine.for %i = 0 to 4 {
    %v = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) -> index {
      %w = affine.apply affine_map<(d0) -> (d0 * 100)>(%i)
      affine.yield %w : index
    } else {
      affine.yield %i : index
    }
    vector.print %v : index
    affine.if affine_set<(d0) : (d0 == 1)>(%i) {
      vector.print %c1 : i32
    }
  }
  return
}
