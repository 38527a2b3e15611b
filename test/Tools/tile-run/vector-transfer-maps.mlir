// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Transfers of 0-d vectors, of minor dimensions of a 3-d memref, with a transposing write
// and a read broadcasting a middle dimension; the expected output is mlir-runner-22's.

// CHECK: ( 4.5 )
// CHECK-NEXT: ( ( 1, 1, 1, 1 ), ( 1, 5, 7, 1 ), ( 1, 6, 8, 1 ) )
// CHECK-NEXT: ( ( ( 1, 1, 1, 0 ), ( 1, 1, 1, 0 ) ), ( ( 5, 7, 1, 0 ), ( 5, 7, 1, 0 ) ) )
// CHECK-NEXT: ( 5, 7, 1, 0 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<f32>
  %x = arith.constant 4.5 : f32
  memref.store %x, %m[] : memref<f32>
  %v = vector.transfer_read %m[], %pad : memref<f32>, vector<f32>
  vector.print %v : vector<f32>
  %m3 = memref.alloc() : memref<2x3x4xf32>
  %init = arith.constant dense<1.0> : vector<2x3x4xf32>
  vector.transfer_write %init, %m3[%c0, %c0, %c0] : vector<2x3x4xf32>, memref<2x3x4xf32>
  %w = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  vector.transfer_write %w, %m3[%c1, %c1, %c1] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<2x2xf32>, memref<2x3x4xf32>
  %r = vector.transfer_read %m3[%c1, %c0, %c0], %pad : memref<2x3x4xf32>, vector<3x4xf32>
  vector.print %r : vector<3x4xf32>
  %r2 = vector.transfer_read %m3[%c0, %c1, %c1], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, d2)>} : memref<2x3x4xf32>, vector<2x2x4xf32>
  vector.print %r2 : vector<2x2x4xf32>
  %e = vector.extract %r2[1, 0] : vector<4xf32> from vector<2x2x4xf32>
  vector.print %e : vector<4xf32>
  return
}
