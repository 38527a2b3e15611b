// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// CHECK: ( 3, -0, -1, -2 )

// affine.dma_start / affine.dma_wait copy between memrefs with affine subscripts
// (MLIR 22 cannot lower DMA ops for running: checked against their documented meaning,
// elements 3 to 6 of the source: 3, then the negated 0, 1, 2).
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %src = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %fi = arith.index_cast %i : index to i32
      %ff = arith.sitofp %fi : i32 to f32
      memref.store %ff, %src[%i] : memref<8xf32>
      %j = arith.addi %i, %c4 : index
      %neg = arith.negf %ff : f32
      memref.store %neg, %src[%j] : memref<8xf32>
    }
    %dst = memref.alloc() : memref<4xf32>
    %tag = memref.alloc() : memref<1xi32>
    %n = arith.constant 4 : index
    affine.dma_start %src[%c1 + 2], %dst[%c0], %tag[%c0], %n : memref<8xf32>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %pad = arith.constant 0.0 : f32
    %v = vector.transfer_read %dst[%c0], %pad : memref<4xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
    memref.dealloc %src : memref<8xf32>
    memref.dealloc %dst : memref<4xf32>
    memref.dealloc %tag : memref<1xi32>
    return
  }
}
