// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.scan, inclusive and exclusive, along either dimension; the expected output is
// mlir-runner-22's (lowered with --test-vector-scan-lowering first).

// CHECK: ( ( 1, 3, 6 ), ( 4, 9, 15 ) )
// CHECK-NEXT: ( 6, 15 )
// CHECK-NEXT: ( ( 0, 1, 3 ), ( 10, 14, 19 ) )
// CHECK-NEXT: ( 3, 19 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 10, 18 ) )
// CHECK-NEXT: ( 4, 10, 18 )
// CHECK-NEXT: ( ( 1, 1, 2 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( 1, 2, 3 )

func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %init = arith.constant dense<[0.0, 10.0]> : vector<2xf32>
  %d, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
  vector.print %d : vector<2x3xf32>
  vector.print %acc : vector<2xf32>
  %d2, %acc2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
  vector.print %d2 : vector<2x3xf32>
  vector.print %acc2 : vector<2xf32>
  %init3 = arith.constant dense<[1.0, 1.0, 2.0]> : vector<3xf32>
  %d3, %acc3 = vector.scan <mul>, %v, %init3 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
  vector.print %d3 : vector<2x3xf32>
  vector.print %acc3 : vector<3xf32>
  %d4, %acc4 = vector.scan <maxnumf>, %v, %init3 {inclusive = false, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
  vector.print %d4 : vector<2x3xf32>
  vector.print %acc4 : vector<3xf32>
  return
}
