// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// A tiled, vectorized matmul kernel and a buffer shuffle, as a vectorizer and bufferization
// leave them: subviews with constant sizes become static, transfers through them are proven
// in bounds, reshapes of the loaded rows and columns stay, and buffers are left intact where
// they are read and dropped where they are only freed.

// CHECK: module {
// CHECK-NEXT:   func.func @tiled_matmul(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c128 = arith.constant 128 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c128 step %c4 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c128 step %c8 {
// CHECK-NEXT:         %subview = memref.subview %arg2[%arg3, %arg4] [4, 8] [1, 1] : memref<128x128xf32> to memref<4x8xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:         %0 = vector.transfer_read %subview[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32, strided<[128, 1], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT:         %1 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %0) -> (vector<4x8xf32>) {
// CHECK-NEXT:           %subview_0 = memref.subview %arg0[%arg3, %arg5] [4, 1] [1, 1] : memref<128x128xf32> to memref<4x1xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:           %subview_1 = memref.subview %arg1[%arg5, %arg4] [1, 8] [1, 1] : memref<128x128xf32> to memref<1x8xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:           %2 = vector.transfer_read %subview_0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x1xf32, strided<[128, 1], offset: ?>>, vector<4x1xf32>
// CHECK-NEXT:           %3 = vector.transfer_read %subview_1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<1x8xf32, strided<[128, 1], offset: ?>>, vector<1x8xf32>
// CHECK-NEXT:           %4 = vector.shape_cast %2 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT:           %5 = vector.shape_cast %3 : vector<1x8xf32> to vector<8xf32>
// CHECK-NEXT:           %6 = vector.outerproduct %4, %5, %arg6 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT:           scf.yield %6 : vector<4x8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:         vector.transfer_write %1, %subview[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @buffers(%arg0: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<16xf32> to memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %alloc_0[%c0] : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @tiled_matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c128 step %c4 {
    scf.for %j = %c0 to %c128 step %c8 {
      %cs = memref.subview %C[%i, %j] [%c4, %c8] [%c1, %c1] : memref<128x128xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      %acc = vector.transfer_read %cs[%c0, %c0], %pad : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
      %r = scf.for %k = %c0 to %c128 step %c1 iter_args(%a = %acc) -> (vector<4x8xf32>) {
        %as = memref.subview %A[%i, %k] [4, 1] [1, 1] : memref<128x128xf32> to memref<4x1xf32, strided<[128, 1], offset: ?>>
        %bs = memref.subview %B[%k, %j] [1, 8] [1, 1] : memref<128x128xf32> to memref<1x8xf32, strided<[128, 1], offset: ?>>
        %av = vector.transfer_read %as[%c0, %c0], %pad : memref<4x1xf32, strided<[128, 1], offset: ?>>, vector<4x1xf32>
        %bv = vector.transfer_read %bs[%c0, %c0], %pad : memref<1x8xf32, strided<[128, 1], offset: ?>>, vector<1x8xf32>
        %a1 = vector.shape_cast %av : vector<4x1xf32> to vector<4xf32>
        %b1 = vector.shape_cast %bv : vector<1x8xf32> to vector<8xf32>
        %o = vector.outerproduct %a1, %b1, %a : vector<4xf32>, vector<8xf32>
        scf.yield %o : vector<4x8xf32>
      }
      vector.transfer_write %r, %cs[%c0, %c0] : vector<4x8xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}
func.func @buffers(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc(%c16) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  %t = memref.alloc() : memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  return %v : f32
}
