// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// scf.parallel canonicalizations, checked against mlir-opt-22 (both RUN lines):
// dimensions that run once take their lower bound, a dimension that never runs leaves the
// initial values, a loop that runs once is inlined with its reductions, and nests of loops
// without reductions merge.

// CHECK: module {
// CHECK-NEXT: func.func @unit_dims(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: memref.store %arg2, %arg0[%c4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @never(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: return %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @once(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c2] : memref<?xf32>
// CHECK-NEXT: %1 = arith.mulf %arg1, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nest(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg2, %arg3) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Dimensions that run once take their lower bound; a dimension that never runs leaves the
// initial values.
func.func @unit_dims(%m: memref<?x?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c4, %c0) to (%c8, %n) step (%c4, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

func.func @never(%m: memref<?xf32>, %n: index, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%n) to (%n) step (%c1) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// A loop that runs once is its body and its reduction applied to the initial value.
func.func @once(%m: memref<?xf32>, %init: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i) = (%c2) to (%c3) step (%c3) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// A loop nest without reductions becomes one loop.
func.func @nest(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %x, %b[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
