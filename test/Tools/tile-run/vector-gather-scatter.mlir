// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.gather / vector.scatter on tensors (masked lanes, repeated indices); the expected
// output is mlir-runner-22's (bufferized with --one-shot-bufferize first).

// CHECK: ( 5, 3, -1, 4 )
// CHECK-NEXT: ( ( 8, 6, 7 ), ( 3, 4, 5 ) )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %idx = arith.constant dense<[2, 0, 1, 1]> : vector<4xindex>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %t[%c1, %c0][%idx], %mask, %pass : tensor<2x3xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %v = arith.constant dense<[7.0, 8.0, 9.0, 6.0]> : vector<4xf32>
  %t2 = vector.scatter %t[%c0, %c0][%idx], %mask, %v : tensor<2x3xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<2x3xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %t2[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %r : vector<2x3xf32>
  return
}
