// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// scf.forall's constant bounds become static (MLIR 22's ForallOpControlOperandsFolder),
// checked against mlir-opt-22 (both RUN lines).

// CHECK: module {
// CHECK-NEXT: func.func @bounds(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, 1) to (8, %arg1) step (2, 1) {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Constant bounds of scf.forall become static (lower bounds first, one list a time).
func.func @bounds(%m: memref<?x?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c0, %c1) to (%c8, %n) step (%c2, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
