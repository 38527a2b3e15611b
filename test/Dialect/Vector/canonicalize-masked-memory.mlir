// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Masked loads and stores under masks known at compile time: every lane enabled is a
// plain load or store, none enabled is the pass-through value or nothing.

// CHECK: module {
// CHECK-NEXT:   func.func @known_masks(%arg0: memref<16xf32>, %arg1: vector<4xf32>, %arg2: index, %arg3: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[true, false, true, true]> : vector<4xi1>
// CHECK-NEXT:     %0 = vector.load %arg0[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.create_mask %arg3 : vector<4xi1>
// CHECK-NEXT:     %2 = vector.maskedload %arg0[%arg2], %1, %arg1 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     vector.maskedstore %arg0[%arg2], %cst, %2 : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0, %arg1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mask_rows(%arg0: index, %arg1: index, %arg2: index) -> (vector<8xi1>, vector<8xi1>, vector<8xi1>, vector<8xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<8xi1>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = vector.create_mask %c2, %arg0 : vector<4x8xi1>
// CHECK-NEXT:     %1 = vector.create_mask %arg0 : vector<8xi1>
// CHECK-NEXT:     %2 = vector.extract %0[%arg2] : vector<8xi1> from vector<4x8xi1>
// CHECK-NEXT:     %3 = vector.create_mask %arg1 : vector<8xi1>
// CHECK-NEXT:     return %1, %cst, %2, %3 : vector<8xi1>, vector<8xi1>, vector<8xi1>, vector<8xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @known_masks(%m: memref<16xf32>, %v: vector<4xf32>, %i: index, %n: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %all = vector.constant_mask [4] : vector<4xi1>
  %none = vector.constant_mask [0] : vector<4xi1>
  %ones = arith.constant dense<true> : vector<4xi1>
  %0 = vector.maskedload %m[%i], %all, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %none, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %ones, %0 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%c4], %none, %1 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %c-1 = arith.constant -1 : index
  %empty = vector.create_mask %c-1 : vector<4xi1>
  vector.maskedstore %m[%c0], %empty, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  // Unknown: kept.
  %some = vector.create_mask %n : vector<4xi1>
  %2 = vector.maskedload %m[%i], %some, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %mixed = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.maskedstore %m[%i], %mixed, %2 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// Rows extracted from masks made by create_mask: past a constant size the row is clear;
// inside, it is a create_mask of the remaining sizes; a dynamic row of a partly set
// dimension is unknown.
func.func @mask_rows(%n: index, %m: index, %i: index) -> (vector<8xi1>, vector<8xi1>, vector<8xi1>, vector<8xi1>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %mask = vector.create_mask %c2, %n : vector<4x8xi1>
  %0 = vector.extract %mask[1] : vector<8xi1> from vector<4x8xi1>
  %1 = vector.extract %mask[3] : vector<8xi1> from vector<4x8xi1>
  %2 = vector.extract %mask[%i] : vector<8xi1> from vector<4x8xi1>
  %full = vector.create_mask %c4, %m : vector<4x8xi1>
  %3 = vector.extract %full[%i] : vector<8xi1> from vector<4x8xi1>
  return %0, %1, %2, %3 : vector<8xi1>, vector<8xi1>, vector<8xi1>, vector<8xi1>
}
