// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.gather / vector.scatter on tensors (masked lanes, repeated indices) and on a
// memref, where an index past the row's end reaches into the next row as MLIR's lowering
// (an address offset from the base element) does; the expected output is
// mlir-runner-22's (bufferized with --one-shot-bufferize first).

// CHECK: ( 5, 3, -1, 4 )
// CHECK-NEXT: ( ( 8, 6, 7 ), ( 3, 4, 5 ) )
// CHECK-NEXT: ( 5, 1, 3, 4 )
// CHECK-NEXT: ( ( 0, 1, 2 ), ( 8, 9, 5 ) )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %idx = arith.constant dense<[2, 0, 1, 1]> : vector<4xindex>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %mb = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32>
  %g = vector.gather %t[%c1, %c0][%idx], %mask, %pass : tensor<2x3xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %v = arith.constant dense<[7.0, 8.0, 9.0, 6.0]> : vector<4xf32>
  %t2 = vector.scatter %t[%c0, %c0][%idx], %mask, %v : tensor<2x3xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<2x3xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %t2[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %r : vector<2x3xf32>
  %m = memref.alloc() : memref<2x3xf32>
  memref.copy %mb, %m : memref<2x3xf32> to memref<2x3xf32>
  %far = arith.constant dense<[4, 0, 2, 3]> : vector<4xindex>
  %all = arith.constant dense<true> : vector<4xi1>
  %gm = vector.gather %m[%c0, %c1][%far], %all, %pass : memref<2x3xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %gm : vector<4xf32>
  %two = arith.constant dense<[3, 2]> : vector<2xindex>
  %on = arith.constant dense<true> : vector<2xi1>
  %w = arith.constant dense<[9.0, 8.0]> : vector<2xf32>
  vector.scatter %m[%c0, %c1][%two], %on, %w : memref<2x3xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32>
  %rm = vector.transfer_read %m[%c0, %c0], %pad : memref<2x3xf32>, vector<2x3xf32>
  vector.print %rm : vector<2x3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
