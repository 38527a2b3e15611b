// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Masks, 0-d ones included; the expected output is mlir-runner-22's.

// CHECK: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) )
// CHECK-NEXT: ( 1 )

func.func @main() {
  %a = vector.constant_mask [0] : vector<i1>
  %b = vector.constant_mask [1] : vector<i1>
  vector.print %a : vector<i1>
  vector.print %b : vector<i1>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %c0 : vector<4x2xi1>
  vector.print %m : vector<4x2xi1>
  %n = vector.create_mask %c3 : vector<i1>
  vector.print %n : vector<i1>
  return
}
