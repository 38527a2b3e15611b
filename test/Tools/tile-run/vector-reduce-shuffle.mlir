// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.multi_reduction and vector.shuffle; the expected output is mlir-runner-22's
// (lowered with --lower-vector-multi-reduction first).

// CHECK: ( 16, 35 )
// CHECK-NEXT: ( 4, 5, 6 )
// CHECK-NEXT: 720
// CHECK-NEXT: ( 5, 1, 4, 2, 3 )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 1, 2, 3 ), ( 4, 5, 6 ) )

func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %acc = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %r : vector<2xf32>
  %acc2 = arith.constant dense<0.0> : vector<3xf32>
  %c = vector.multi_reduction <maxnumf>, %v, %acc2 [0] : vector<2x3xf32> to vector<3xf32>
  vector.print %c : vector<3xf32>
  %one = arith.constant 1.0 : f32
  %all = vector.multi_reduction <mul>, %v, %one [0, 1] : vector<2x3xf32> to f32
  vector.print %all : f32
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4, 5]> : vector<3xi32>
  %s = vector.shuffle %a, %b [4, 0, 3, 1, 2] : vector<2xi32>, vector<3xi32>
  vector.print %s : vector<5xi32>
  %s2 = vector.shuffle %v, %v [3, 0, 1] : vector<2x3xf32>, vector<2x3xf32>
  vector.print %s2 : vector<3x3xf32>
  return
}
