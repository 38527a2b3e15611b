// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Transfers on tensors (value semantics) and through an unranked memref cast; the expected
// output is mlir-runner-22's (bufferized with --one-shot-bufferize first).

// CHECK: ( 5, 6, 0, 0 )
// CHECK-NEXT: ( ( 1, 4 ), ( 9, 5 ), ( 8, 6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 4, 5, 6 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r = vector.transfer_read %t[%c1, %c1], %pad : tensor<2x3xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %w = arith.constant dense<[9.0, 8.0]> : vector<2xf32>
  %t2 = vector.transfer_write %w, %t[%c0, %c1] : vector<2xf32>, tensor<2x3xf32>
  %r2 = vector.transfer_read %t2[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x3xf32>, vector<3x2xf32>
  vector.print %r2 : vector<3x2xf32>
  %r3 = vector.transfer_read %t[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %r3 : vector<2x3xf32>
  %m = memref.alloc() : memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  vector.transfer_write %r3, %back[%c0, %c0] : vector<2x3xf32>, memref<2x3xf32>
  %r4 = vector.transfer_read %m[%c1, %c0], %pad : memref<2x3xf32>, vector<3xf32>
  vector.print %r4 : vector<3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
