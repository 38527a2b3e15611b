// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Masked transfers through a transposing and a broadcasting map: the mask is indexed in
// the memory's dimension order, broadcast dimensions dropped; the expected output is
// mlir-runner-22's.

// CHECK: ( ( 0, 10, -1 ), ( 1, 11, -1 ), ( 2, 12, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 10, 11, 12, -1 ), ( 10, 11, 12, -1 ) )
// CHECK-NEXT: ( ( 100, 110, 120, 3 ), ( 101, 111, 121, 13 ), ( 20, 21, 22, 23 ) )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]> : vector<3x4xf32>
  vector.transfer_write %init, %m[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  // mask is in memory order: 3 rows x 4 columns, rows < 2 and columns < 3 set.
  %mask = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %r = vector.transfer_read %m[%c0, %c0], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<4x3xf32>
  vector.print %r : vector<4x3xf32>
  %mask1 = vector.create_mask %c3 : vector<4xi1>
  %r2 = vector.transfer_read %m[%c1, %c0], %pad, %mask1 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %r2 : vector<2x4xf32>
  %w = arith.constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0], [120.0, 121.0, 122.0], [130.0, 131.0, 132.0]]> : vector<4x3xf32>
  vector.transfer_write %w, %m[%c0, %c0], %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, memref<3x4xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %all : vector<3x4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}
