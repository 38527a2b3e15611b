// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// bufferization ops as users write them; CHECK lines are mlir-opt-22's print.

// CHECK: func.func @f(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg2) {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: %5 = bufferization.materialize_in_destination %arg1 in %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %6 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %2 : tensor<?xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %7 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%true) retain (%arg0 : memref<4xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %2 : tensor<?xf32>
// CHECK-NEXT: }

func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %d: index) -> tensor<?xf32> {
  %0 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %2 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %4 = bufferization.alloc_tensor(%d) {memory_space = 1 : i64} : tensor<?xf32>
  %5 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %6 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  bufferization.dealloc_tensor %2 : tensor<?xf32>
  %c = arith.constant true
  %7 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  bufferization.dealloc
  return %2 : tensor<?xf32>
}
