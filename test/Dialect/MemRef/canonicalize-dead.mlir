// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// The CHECK lines are mlir-opt-22 --canonicalize's output.
// CHECK: module {
// CHECK-NEXT:   func.func @dead_reads(%arg0: memref<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2, %arg2] : memref<4x8xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_allocations(%arg0: index, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Reads and allocations nobody uses are dead, as mlir-opt's canonicalizer erases them;
// stores and used reads and allocations stay (alloc_tensor too, as in MLIR).
func.func @dead_reads(%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index) -> f32 {
  %pad = arith.constant 0.0 : f32
  %unused = memref.load %m[%i, %i] : memref<4x8xf32>
  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<4xf32>
  %r = vector.transfer_read %m[%i, %i], %pad : memref<4x8xf32>, vector<8xf32>
  %rt = vector.transfer_read %t[%i, %i], %pad : tensor<4x8xf32>, vector<8xf32>
  %a = affine.load %m[%i + 1, 2] : memref<4x8xf32>
  %used = memref.load %m[%i, %i] : memref<4x8xf32>
  return %used : f32
}

func.func @dead_allocations(%n: index, %x: f32) {
  %heap = memref.alloc(%n) : memref<?xf32>
  %stack = memref.alloca() : memref<16xf32>
  %tensor = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %kept = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %kept[%c0] : memref<4xf32>
  "test.use"(%kept) : (memref<4xf32>) -> ()
  return
}
