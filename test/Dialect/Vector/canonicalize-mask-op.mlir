// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// vector.mask under a mask known to enable every lane is the masked op itself; a
// vector.mask holding no op is what it yields; an unknown mask stays.

// CHECK: module {
// CHECK-NEXT:   func.func @masked_ops(%arg0: memref<16xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.create_mask %arg2 : vector<4xi1>
// CHECK-NEXT:     %2 = vector.mask %1 { vector.transfer_read %arg0[%arg1], %cst : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg1] : vector<4xf32>, memref<16xf32>
// CHECK-NEXT:     return %0, %2, %arg3 : vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_masked_reduction(%arg0: vector<8xi1>, %arg1: vector<8xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @masked_ops(%m: memref<16xf32>, %i: index, %n: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %all = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.mask %all { vector.transfer_read %m[%i], %pad : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %some = vector.create_mask %n : vector<4xi1>
  %1 = vector.mask %some { vector.transfer_read %m[%i], %pad : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %some { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %all { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// An unused vector.mask of an op without effects goes away with it (MLIR's
// RecursiveMemoryEffects on vector.mask, and vector.yield is pure).
func.func @dead_masked_reduction(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return
}
