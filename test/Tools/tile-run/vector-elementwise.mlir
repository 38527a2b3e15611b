// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Elementwise arith and math ops on vectors, lane by lane; the expected output is
// mlir-runner-22's for this program.

// CHECK: ( 0.75, -3, 22, 57 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( 1, 0, 1, 1 )
// CHECK-NEXT: ( 1, -1, 9, 16 )
// CHECK-NEXT: ( 0, -1, 11, 28 )
// CHECK-NEXT: ( ( 4, 8 ), ( 12, 16 ) )
// CHECK-NEXT: ( 1, 4, 9, 16 )

func.func @main() {
  %a = arith.constant dense<[1.0, 4.0, 9.0, 16.0]> : vector<4xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0, 3.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %p = arith.mulf %s, %b fastmath<fast> : vector<4xf32>
  vector.print %p : vector<4xf32>
  %r = math.sqrt %a : vector<4xf32>
  vector.print %r : vector<4xf32>
  %c = arith.cmpf olt, %a, %s : vector<4xf32>
  vector.print %c : vector<4xi1>
  %m = arith.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  vector.print %m : vector<4xf32>
  %i = arith.fptosi %p : vector<4xf32> to vector<4xi32>
  %two = arith.constant dense<2> : vector<4xi32>
  %q = arith.divsi %i, %two : vector<4xi32>
  vector.print %q : vector<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<2x2xf32>
  %one = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%x = %zero) -> (vector<2x2xf32>) {
    %y = arith.addf %x, %one : vector<2x2xf32>
    scf.yield %y : vector<2x2xf32>
  }
  vector.print %acc : vector<2x2xf32>
  %t = arith.constant true
  %pick = arith.select %t, %a, %b : vector<4xf32>
  vector.print %pick : vector<4xf32>
  return
}
