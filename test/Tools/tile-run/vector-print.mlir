// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.print of every element kind (f64/f32/f16/bf16 with %g's six digits, infinities,
// i1, i8, i3, i64 extremes, index, 0-d and nested vectors); the expected output is
// mlir-runner-22's.

// CHECK: ( 0, -0, 1e+20, 1.5e-07, 1.23457e+08, 0.1 )
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: ( 1, 0 )
// CHECK-NEXT: 1
// CHECK-NEXT: ( -9223372036854775808, 9223372036854775807 )
// CHECK-NEXT: ( -128, 127 )
// CHECK-NEXT: ( 1.5, -2.25, 65504 )
// CHECK-NEXT: ( 1.5, 3.00406e+38 )
// CHECK-NEXT: ( ( ( 1, 2 ) ), ( ( 3, 4 ) ) )
// CHECK-NEXT: ( 7 )
// CHECK-NEXT: ( 0, 5 )
// CHECK-NEXT: ( -3, 3 )

func.func @main() {
  %a = arith.constant dense<[0.0, -0.0, 1.0e20, 1.5e-7, 123456789.0, 0.1]> : vector<6xf64>
  vector.print %a : vector<6xf64>
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.divf %one, %z : f32
  %ninf = arith.negf %inf : f32
  vector.print %inf : f32
  vector.print %ninf : f32
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %t = arith.constant true
  vector.print %t : i1
  %i = arith.constant dense<[-9223372036854775808, 9223372036854775807]> : vector<2xi64>
  vector.print %i : vector<2xi64>
  %s = arith.constant dense<[-128, 127]> : vector<2xi8>
  vector.print %s : vector<2xi8>
  %h = arith.constant dense<[1.5, -2.25, 65504.0]> : vector<3xf16>
  vector.print %h : vector<3xf16>
  %bf = arith.constant dense<[1.5, 3.0e38]> : vector<2xbf16>
  vector.print %bf : vector<2xbf16>
  %x = arith.constant dense<[[[1, 2]], [[3, 4]]]> : vector<2x1x2xi32>
  vector.print %x : vector<2x1x2xi32>
  %e = arith.constant dense<7> : vector<i32>
  vector.print %e : vector<i32>
  %ix = arith.constant dense<[0, 5]> : vector<2xindex>
  vector.print %ix : vector<2xindex>
  %i3 = arith.constant dense<[-3, 3]> : vector<2xi3>
  vector.print %i3 : vector<2xi3>
  return
}
