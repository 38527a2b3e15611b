// RUN: tile-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// The sizes of a buffer reshaped by a shape buffer are read from the shape buffer, right
// after the reshape, so a later store into the shape does not change them.

// CHECK: module {
// CHECK-NEXT:   func.func @reshaped_sizes(%arg0: memref<*xf32>, %arg1: memref<2xindex>) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT:     %1 = memref.load %arg1[%c0] : memref<2xindex>
// CHECK-NEXT:     memref.store %c1, %arg1[%c0] : memref<2xindex>
// CHECK-NEXT:     return %1, %0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i32_shape(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: index) -> index {
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<?xi32>
// CHECK-NEXT:     %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg1[%c1] : memref<?xindex>
// CHECK-NEXT:       "test.use"(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_after(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:     %dim = memref.dim %reshape, %0 : memref<*xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @reshaped_sizes(%data: memref<*xf32>, %shape: memref<2xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reshape %data(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.store %c1, %shape[%c0] : memref<2xindex>
  %d0 = memref.dim %r, %c0 : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// An i32 shape: the loaded size is cast to index.
func.func @i32_shape(%data: memref<*xf32>, %shape: memref<?xi32>, %i: index) -> index {
  %r = memref.reshape %data(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// Inside a loop: the index is defined outside, the reshape inside.
func.func @in_loop(%data: memref<*xf32>, %shape: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %r = memref.reshape %data(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %d = memref.dim %r, %c1 : memref<*xf32>
    "test.use"(%d) : (index) -> ()
  }
  return
}

// The index computed after the reshape: it cannot be read at the reshape, so the dim stays.
func.func @index_after(%data: memref<*xf32>, %shape: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %data(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %j = arith.addi %i, %i : index
  %d = memref.dim %r, %j : memref<*xf32>
  return %d : index
}
