// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.outerproduct (outer and AXPY forms, with and without accumulator); the expected
// output is mlir-runner-22's.

// CHECK: ( ( 10, 0.5 ), ( 20, 1 ), ( 30, 1.5 ) )
// CHECK-NEXT: ( ( 11, 1.5 ), ( 22, 3 ), ( 33, 4.5 ) )
// CHECK-NEXT: ( ( 1, 0.5 ), ( 2, 1 ), ( 3, 1.5 ) )
// CHECK-NEXT: ( 4, 8, 12 )
// CHECK-NEXT: ( 4, 16, 36 )

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[10.0, 0.5]> : vector<2xf32>
  %acc = arith.constant dense<[[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]> : vector<3x2xf32>
  %s = arith.constant 4.0 : f32
  %0 = vector.outerproduct %a, %b : vector<3xf32>, vector<2xf32>
  vector.print %0 : vector<3x2xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<3xf32>, vector<2xf32>
  vector.print %1 : vector<3x2xf32>
  %2 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<minimumf>} : vector<3xf32>, vector<2xf32>
  vector.print %2 : vector<3x2xf32>
  %3 = vector.outerproduct %a, %s : vector<3xf32>, f32
  vector.print %3 : vector<3xf32>
  %4 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>} : vector<3xf32>, f32
  vector.print %4 : vector<3xf32>
  return
}
