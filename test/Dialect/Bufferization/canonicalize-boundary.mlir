// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// The tensor/buffer boundary after bufferization: a size of a buffer made from a tensor is
// the tensor's, a buffer-tensor-buffer round trip is the buffer, constant sizes of
// alloc_tensor become static, clones and atomics read through casts, and a dealloc of the
// strided-metadata base of a buffer allocated only for it frees nothing at all.

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
// CHECK-NEXT:   func.func @globals() -> i32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = memref.get_global @table : memref<4xi32>
// CHECK-NEXT:     %1 = memref.load %0[%c2] : memref<4xi32>
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensors(%arg0: tensor<?xf32>, %arg1: memref<4xf32>) -> (tensor<?xf32>, index, tensor<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %arg0, %dim, %0 : tensor<?xf32>, index, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensors(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:     return %0, %1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clones(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_alloc(%arg0: i1, %arg1: memref<4xf32>) -> i1 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @atomics(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg1, %arg0[%c0] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @globals() -> i32 {
  %c2 = arith.constant 2 : index
  %g = memref.get_global @table : memref<4xi32>
  %v = memref.load %g[%c2] : memref<4xi32>
  return %v : i32
}
func.func @tensors(%t: tensor<?xf32>, %m: memref<4xf32>) -> (tensor<?xf32>, index, tensor<4xf32>) {
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %t2 = bufferization.to_tensor %b : memref<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<?xf32>
  %x = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t2, %d, %x : tensor<?xf32>, index, tensor<4xf32>
}
func.func @alloc_tensors(%n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %c4 = arith.constant 4 : index
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = bufferization.alloc_tensor(%c4) : tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
  return %0, %2 : tensor<?xf32>, tensor<4xf32>
}
func.func @clones(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @dealloc_alloc(%c: i1, %r: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %s, %o, %sz, %st = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %0 = bufferization.dealloc (%s : memref<f32>) if (%c) retain (%r : memref<4xf32>)
  return %0 : i1
}
func.func @atomics(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %cm = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = memref.atomic_rmw addf %v, %cm[%c0] : (f32, memref<?xf32>) -> f32
  return %0 : f32
}
