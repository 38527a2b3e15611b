// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Buffer ownership after bufferization and deallocation: clones freed right after they
// are made are the original buffer, deallocs drop repeated and never-freed buffers,
// buffers allocated only to be freed, and go away when they free nothing; a buffer turned
// into a tensor and back into another buffer type is a cast, or a copy when a cast could
// fail at run time.

// CHECK: module {
// CHECK-NEXT:   func.func private @fill(memref<?xf32>)
// CHECK-NEXT:   func.func private @read(memref<?xf32>)
// CHECK-NEXT:   func.func @return_a_copy(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     call @fill(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scratch_copy(%arg0: memref<?xf32>) {
// CHECK-NEXT:     call @read(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @free_in_between(%arg0: memref<?xf32>, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     memref.dealloc %arg1 : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_to_static(%arg0: memref<?xf32>) -> memref<16xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32> to memref<16xf32>
// CHECK-NEXT:     return %cast : memref<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_cleanup(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<8xf32>, %arg3: i1, %arg4: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.ori %arg3, %arg4 : i1
// CHECK-NEXT:     %1:2 = bufferization.dealloc (%arg0 : memref<8xf32>) if (%0) retain (%arg2, %arg1 : memref<8xf32>, memref<8xf32>)
// CHECK-NEXT:     bufferization.dealloc (%arg0 : memref<8xf32>) if (%arg3)
// CHECK-NEXT:     return %1#0, %1#0, %1#1, %false : i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @buffer_round_trip(%arg0: memref<?xf32>, %arg1: memref<?xf32, 1>) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, 2>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?xf32, 1>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<?xf32, 2>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<?xf32, 1> to memref<?xf32, 2>
// CHECK-NEXT:     return %cast, %alloc : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, 2>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @needs_copy(%arg0: memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @fill(memref<?xf32>)
func.func private @read(memref<?xf32>)

func.func @return_a_copy(%buf: memref<?xf32>) -> memref<?xf32> {
  call @fill(%buf) : (memref<?xf32>) -> ()
  %copy = bufferization.clone %buf : memref<?xf32> to memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  return %copy : memref<?xf32>
}

func.func @scratch_copy(%buf: memref<?xf32>) {
  %tmp = bufferization.clone %buf : memref<?xf32> to memref<?xf32>
  call @read(%tmp) : (memref<?xf32>) -> ()
  memref.dealloc %tmp : memref<?xf32>
  return
}

// A free in between could free what the clone aliases: the clone stays.
func.func @free_in_between(%buf: memref<?xf32>, %other: memref<?xf32>) -> memref<?xf32> {
  %copy = bufferization.clone %buf : memref<?xf32> to memref<?xf32>
  memref.dealloc %other : memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  return %copy : memref<?xf32>
}

// The clone's type is more static: a cast stands for it.
func.func @clone_to_static(%buf: memref<?xf32>) -> memref<16xf32> {
  %copy = bufferization.clone %buf : memref<?xf32> to memref<16xf32>
  memref.dealloc %buf : memref<?xf32>
  return %copy : memref<16xf32>
}

func.func @dealloc_cleanup(%a: memref<8xf32>, %b: memref<8xf32>, %r: memref<8xf32>, %c1: i1, %c2: i1) -> (i1, i1, i1, i1) {
  %false = arith.constant false
  %scratch = memref.alloc() : memref<8xf32>
  %0:3 = bufferization.dealloc (%a, %b, %a, %scratch : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>)
      if (%c1, %false, %c2, %c1) retain (%r, %b, %r : memref<8xf32>, memref<8xf32>, memref<8xf32>)
  %1 = bufferization.dealloc (%b : memref<8xf32>) if (%false) retain (%a : memref<8xf32>)
  bufferization.dealloc (%a, %a : memref<8xf32>, memref<8xf32>) if (%c1, %c1)
  return %0#0, %0#2, %0#1, %1 : i1, i1, i1, i1
}

func.func @buffer_round_trip(%m: memref<?xf32>, %s: memref<?xf32, 1>) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, 2>) {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %u = bufferization.to_tensor %s : memref<?xf32, 1> to tensor<?xf32>
  %1 = bufferization.to_buffer %u : tensor<?xf32> to memref<?xf32, 2>
  return %0, %1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, 2>
}

// From a dynamic offset to a static one a cast could fail: copy.
func.func @needs_copy(%m: memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[1], offset: ?>> to tensor<4xf32>
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
