// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Edge cases of the shape ops: 0-d vectors (broadcast, insert, extract, shape_cast,
// shuffle), a 3-d transpose, bitcasts across widths (little-endian lanes), a 2-d
// interleave and size-1 broadcasts; the expected output is mlir-runner-22's.

// CHECK: ( 2.5, 2.5, 2.5 )
// CHECK-NEXT: 7
// CHECK-NEXT: ( 5 )
// CHECK-NEXT: ( ( ( 1, 3, 5 ), ( 7, 9, 11 ) ), ( ( 2, 4, 6 ), ( 8, 10, 12 ) ) )
// CHECK-NEXT: ( 1, -1 )
// CHECK-NEXT: ( 0, 1.875, 0, -2 )
// CHECK-NEXT: ( ( 1, 1, 2, 2 ), ( 3, 3, 4, 4 ) )
// CHECK-NEXT: ( 7, 2.5, 7 )
// CHECK-NEXT: ( ( 5, 5, 5 ), ( 5, 5, 5 ) )
// CHECK-NEXT: ( ( 1, 1, 1 ), ( 2, 2, 2 ) )

func.func @main() {
  %s = arith.constant 2.5 : f32
  %z = vector.broadcast %s : f32 to vector<f32>
  %b = vector.broadcast %z : vector<f32> to vector<3xf32>
  vector.print %b : vector<3xf32>
  %one = arith.constant 7.0 : f32
  %z2 = vector.insert %one, %z [] : f32 into vector<f32>
  %e = vector.extract %z2[] : f32 from vector<f32>
  vector.print %e : f32
  %v1 = arith.constant dense<[5.0]> : vector<1xf32>
  %c0d = vector.shape_cast %v1 : vector<1xf32> to vector<f32>
  vector.print %c0d : vector<f32>
  %t3 = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi32>
  %tt = vector.transpose %t3, [2, 0, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
  vector.print %tt : vector<2x2x3xi32>
  %bytes = arith.constant dense<[1, 0, 0, 0, -1, -1, -1, -1]> : vector<8xi8>
  %w = vector.bitcast %bytes : vector<8xi8> to vector<2xi32>
  vector.print %w : vector<2xi32>
  %h = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %hb = vector.bitcast %h : vector<2xf32> to vector<4xf16>
  vector.print %hb : vector<4xf16>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %il = vector.interleave %m, %m : vector<2x2xi32> -> vector<2x4xi32>
  vector.print %il : vector<2x4xi32>
  %a0 = vector.broadcast %s : f32 to vector<f32>
  %sh = vector.shuffle %a0, %z2 [1, 0, 1] : vector<f32>, vector<f32>
  vector.print %sh : vector<3xf32>
  %b2 = vector.broadcast %v1 : vector<1xf32> to vector<2x3xf32>
  vector.print %b2 : vector<2x3xf32>
  %col = arith.constant dense<[[1.0], [2.0]]> : vector<2x1xf32>
  %b3 = vector.broadcast %col : vector<2x1xf32> to vector<2x3xf32>
  vector.print %b3 : vector<2x3xf32>
  return
}
