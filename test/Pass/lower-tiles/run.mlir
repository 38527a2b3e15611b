// REQUIRES: tile-run
// RUN: tile-opt %s --lower-tiles | tile-run - | FileCheck %s

// The seed's worked example: element (2,3) of f32[3,5]{1,0:T(2,2)} (value 14) is at 17;
// positions no element maps to hold the pad value (0). Then the round trip.
// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 9
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: 10
// CHECK-NEXT: 0
// CHECK-NEXT: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 13
// CHECK-NEXT: 14
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 15
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 14
// CHECK-NEXT: 1
// CHECK-NEXT: 15
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %t = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %p = tile.to_physical %t : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c1 {
    %pi = tensor.extract %p[%i] : tensor<24xf32>
    vector.print %pi : f32
  }
  %c17 = arith.constant 17 : index
  %e = tensor.extract %p[%c17] : tensor<24xf32>
  vector.print %e : f32
  %b = tile.from_physical %p : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %y = tile.relayout %b : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<3x5xf32>
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %y00 = tensor.extract %y[%c0, %c0] : tensor<3x5xf32>
  %y24 = tensor.extract %y[%c2, %c4] : tensor<3x5xf32>
  vector.print %y00 : f32
  vector.print %y24 : f32
  return
}
