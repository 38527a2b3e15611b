// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.mask around transfers and reductions (masked-off lanes read the padding, are not
// written, take no part in a reduction); the expected output is mlir-runner-22's (lowered
// with --lower-vector-mask first).

// CHECK: ( 2, 3, 4, -1 )
// CHECK-NEXT: ( 1, 10, 20, 30, 5, 6 )
// CHECK-NEXT: 60
// CHECK-NEXT: 3000
// CHECK-NEXT: -7

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<6xf32>
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf32>
  vector.transfer_write %init, %m[%c0] : vector<6xf32>, memref<6xf32>
  %mask = vector.create_mask %c3 : vector<4xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%c1], %pad : memref<6xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %r : vector<4xf32>
  %w = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  vector.mask %mask { vector.transfer_write %w, %m[%c1] : vector<4xf32>, memref<6xf32> } : vector<4xi1>
  %all = vector.transfer_read %m[%c0], %pad : memref<6xf32>, vector<6xf32>
  vector.print %all : vector<6xf32>
  %s = vector.mask %mask { vector.reduction <add>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %s : f32
  %acc = arith.constant 0.5 : f32
  %s2 = vector.mask %mask { vector.reduction <mul>, %w, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %s2 : f32
  %iv = arith.constant dense<[5, -7, 3, -100]> : vector<4xi32>
  %mn = vector.mask %mask { vector.reduction <minsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %mn : i32
  memref.dealloc %m : memref<6xf32>
  return
}
