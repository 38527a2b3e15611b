// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.reshape views a buffer with the shape its operand holds; memref.realloc moves the
// elements into a larger buffer (what mlir-runner-22 prints after --expand-realloc
// --expand-strided-metadata --finalize-memref-to-llvm and the LLVM conversions).

// CHECK: ( ( 0, 1, 2 ), ( 3, 4, 5 ) )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<6xf32>
  }
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %r[%c0, %c0], %pad : memref<2x3xf32>, vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  %big = memref.realloc %m : memref<6xf32> to memref<10xf32>
  %w = vector.transfer_read %big[%c0], %pad : memref<10xf32>, vector<6xf32>
  vector.print %w : vector<6xf32>
  memref.dealloc %big : memref<10xf32>
  memref.dealloc %shape : memref<2xindex>
  return
}
