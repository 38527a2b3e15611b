// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [-1,  -1,  1,  2,  3,  4,  -1,  -1]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [2,  3,  6,  7,  3,  4,  -1,  -1]

// DMA transfers: a plain copy of 4 elements starting at src[0, 1] into dst[2..6), and a
// strided one taking 2 elements every 4 (a column pair of each row) into dst[0..4).
// MLIR has no lowering of memref.dma_start to run it with mlir-runner: the transfer is
// the element-wise copy the op's documentation defines, completed before dma_wait.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %src = memref.alloc() : memref<2x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %v = arith.sitofp %li : i32 to f32
      memref.store %v, %src[%i, %j] : memref<2x4xf32>
    }
  }
  %dst = memref.alloc() : memref<8xf32>
  %zero = arith.constant -1.0 : f32
  linalg.fill ins(%zero : f32) outs(%dst : memref<8xf32>)
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %src[%c0, %c1], %dst[%c2], %c4, %tag[%c0] : memref<2x4xf32>, memref<8xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  %u = memref.cast %dst : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dma_start %src[%c0, %c2], %dst[%c0], %c4, %tag[%c0], %c4, %c2 : memref<2x4xf32>, memref<8xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
