// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// A memref.realloc whose result is unused, or only stored into and freed, goes away with
// its users (MLIR's SimplifyDeadAlloc, as for alloc), though it frees its source; one that
// is read stays. MLIR's documentation writes realloc this way.

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:    return
func.func @unused(%src: memref<64xf32>, %n: index) {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %src(%n) {alignment = 8} : memref<64xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @stored_and_freed(
// CHECK-NEXT:    return
func.func @stored_and_freed(%src: memref<?xf32>, %v: f32, %i: index) {
  %0 = memref.realloc %src : memref<?xf32> to memref<124xf32>
  memref.store %v, %0[%i] : memref<124xf32>
  memref.dealloc %0 : memref<124xf32>
  return
}

// CHECK-LABEL: func.func @read(
// CHECK-NEXT:    %[[R:.*]] = memref.realloc %arg0 : memref<64xf32> to memref<124xf32>
// CHECK-NEXT:    memref.store %arg1, %[[R]][%arg2] : memref<124xf32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[R]][%arg2] : memref<124xf32>
// CHECK-NEXT:    return %[[X]] : f32
func.func @read(%src: memref<64xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  memref.store %v, %0[%i] : memref<124xf32>
  %x = memref.load %0[%i] : memref<124xf32>
  return %x : f32
}
