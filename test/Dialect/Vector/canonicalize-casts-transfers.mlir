// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Reshapes and reinterpretations of vectors fold: a shape_cast back to the original shape
// is the original, one of a shape_cast reshapes the first source, a shape_cast of a
// broadcast or of a splat constant is a broadcast or a splat, and bitcasts undo each
// other. Loads and stores reach buffers through casts.

// CHECK: module {
// CHECK-NEXT:   func.func @reshapes(%arg0: vector<4x2xf32>, %arg1: f32, %arg2: vector<1x4xf32>) -> (vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<1x8xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<4x2xf32> to vector<8xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %arg0 : vector<4x2xf32> to vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg1 : f32 to vector<1x8xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %arg2 : vector<1x4xf32> to vector<4xf32>
// CHECK-NEXT:     return %0, %arg0, %1, %cst, %2, %3 : vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<1x8xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<6xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
// CHECK-NEXT:     return %1, %cst : vector<6xf32>, vector<6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcasts(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<8xi16>) {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT:     return %arg0, %0 : vector<4xf32>, vector<8xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @through_casts(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.load %arg0[%c0] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %arg1, %arg0[%c0] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.maskedload %arg0[%c0], %arg2, %arg1 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     vector.maskedstore %arg0[%c0], %arg2, %1 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_transfers(%arg0: tensor<8x8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> (vector<4xf32>, tensor<8x8xf32>, tensor<8x8xf32>, vector<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg2, %arg0[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %0[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
// CHECK-NEXT:     return %arg1, %1, %arg0, %arg1 : vector<4xf32>, tensor<8x8xf32>, tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @reshapes(%v: vector<4x2xf32>, %s: f32, %t: vector<1x4xf32>) -> (vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<1x8xf32>, vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<4x2xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  %2 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %3 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  %b = vector.broadcast %s : f32 to vector<8xf32>
  %4 = vector.shape_cast %b : vector<8xf32> to vector<1x8xf32>
  %tr = vector.transpose %t, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %5 = vector.shape_cast %tr : vector<4x1xf32> to vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<1x8xf32>, vector<4xf32>
}

// A transpose that reorders elements stays; a dense constant is reshaped row by row.
func.func @kept(%m: vector<2x3xf32>) -> (vector<6xf32>, vector<6xi32>) {
  %t = vector.transpose %m, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %0 = vector.shape_cast %t : vector<3x2xf32> to vector<6xf32>
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %1 = vector.shape_cast %d : vector<2x3xi32> to vector<6xi32>
  return %0, %1 : vector<6xf32>, vector<6xi32>
}

func.func @bitcasts(%v: vector<4xf32>) -> (vector<4xf32>, vector<8xi16>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<4xi32> to vector<8xi16>
  return %1, %2 : vector<4xf32>, vector<8xi16>
}

func.func @through_casts(%m: memref<8xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %0 = vector.load %c[%c0] : memref<?xf32>, vector<4xf32>
  vector.store %v, %c[%c0] : memref<?xf32>, vector<4xf32>
  %1 = vector.maskedload %c[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %c[%c0], %mask, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

// Vectorized code on tensors: a read of what was just written is the written vector
// (past writes elsewhere), writing back what was read is the tensor, and a write over the
// same place skips the earlier write.
func.func @tensor_transfers(%t: tensor<8x8xf32>, %v: vector<4xf32>, %u: vector<4xf32>) -> (vector<4xf32>, tensor<8x8xf32>, tensor<8x8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %u, %w0[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %r0 = vector.transfer_read %w1[%c0, %c0], %pad {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %w2 = vector.transfer_write %u, %w1[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %r1 = vector.transfer_read %t[%c4, %c0], %pad {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %w3 = vector.transfer_write %r1, %t[%c4, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  // Possibly out of bounds: not forwarded.
  %w4 = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<8x8xf32>
  %r2 = vector.transfer_read %w4[%c0, %c0], %pad : tensor<8x8xf32>, vector<4xf32>
  return %r0, %w2, %w3, %r2 : vector<4xf32>, tensor<8x8xf32>, tensor<8x8xf32>, vector<4xf32>
}
