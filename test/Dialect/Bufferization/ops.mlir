// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @conversions(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<*xf32>, %arg3: memref<*xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg2 {foo} : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %arg1 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %5 = bufferization.to_tensor %arg1 restrict : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %6 = bufferization.to_tensor %arg3 writable {foo} : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %7 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_tensor(%arg0: tensor<4xf32>, %arg1: index) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%arg1) size_hint=%arg1 : tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor() copy(%arg0) {foo, memory_space = "x"} : tensor<4xf32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor(%arg1, %arg1) : tensor<?x4x?xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<4xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %0 : tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg1 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }

func.func @conversions(%t: tensor<4xf32>, %m: memref<4xf32>, %ut: tensor<*xf32>, %um: memref<*xf32>) {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %b2 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %b3 = bufferization.to_buffer %ut {foo} : tensor<*xf32> to memref<*xf32>
  %t2 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %t3 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %t4 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %t5 = bufferization.to_tensor %um writable {foo} : memref<*xf32> to tensor<*xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

func.func @alloc_tensor(%t: tensor<4xf32>, %n: index) {
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %a2 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %a3 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<?xf32>
  %a4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %a5 = bufferization.alloc_tensor() copy(%t) {foo, memory_space = "x"} : tensor<4xf32>
  %a6 = bufferization.alloc_tensor(%n, %n) : tensor<?x4x?xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return
}

func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %r = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %r : tensor<4xf32>
}

// `copy` and the result are any tensor, unranked too (MLIR's AnyTensor).
// CHECK-LABEL: func.func @alloc_tensor_unranked(%arg0: tensor<*xf32>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<*xf32>
func.func @alloc_tensor_unranked(%t: tensor<*xf32>) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<*xf32>
  return
}
