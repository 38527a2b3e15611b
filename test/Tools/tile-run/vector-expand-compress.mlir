// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.expandload / vector.compressstore; the expected output is mlir-runner-22's.

// CHECK: ( 1, -1, 2, 3 )
// CHECK-NEXT: ( 0, 10, 12, 13, 4, 5, 6, 7 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<8xf32>
  %init = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  vector.store %init, %buf[%c0] : memref<8xf32>, vector<8xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %e = vector.expandload %buf[%c1], %mask, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %e : vector<4xf32>
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0]> : vector<4xf32>
  vector.compressstore %buf[%c1], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %all = vector.load %buf[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  memref.dealloc %buf : memref<8xf32>
  return
}
