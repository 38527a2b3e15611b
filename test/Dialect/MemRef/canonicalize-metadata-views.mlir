// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Buffers reinterpreted with constant or type-fixed offsets, sizes and strides (as
// strided-metadata expansion makes them) get static layouts and a cast back; the metadata
// of a buffer whose type fixes it is constants; the sizes of views and subviews are their
// size operands; copies of empty buffers go away.

// CHECK: module {
// CHECK-NEXT:   func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, ?]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [4], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?xf32, strided<[1], offset: 4>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, %arg1], strides: [%arg1, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     %cast_1 = memref.cast %reinterpret_cast_0 : memref<4x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?]>>
// CHECK-NEXT:     %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [8, 8], strides: [8, 1] : memref<?xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     %cast_3 = memref.cast %reinterpret_cast_2 : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast, %cast_1, %cast_3 : memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, ?]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @metadata(%arg0: memref<4x8xf32>, %arg1: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %c0, %c8, %c8, %offset, %sizes#0, %c8 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_sizes(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     return %arg2, %arg2, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copies(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: memref<0x4xf32>, %arg3: memref<0x4xf32>) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @reinterpret(%m: memref<?xf32>, %n: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, ?]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [%c4], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%c4, %n], strides: [%n, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?]>>
  %2 = memref.reinterpret_cast %m to offset: [%n], sizes: [%c8, %c8], strides: [%c8, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1, %2 : memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, ?]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @metadata(%m: memref<4x8xf32>, %d: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (index, index, index, index, index, index) {
  %base, %off, %s0, %s1, %t0, %t1 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %d : memref<?x8xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b2, %o2, %z0, %z1, %u0, %u1 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %s1, %t0, %o2, %z0, %u0 : index, index, index, index, index, index
}

func.func @view_sizes(%m: memref<?x?xf32>, %i: index, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%i, %i] [%n, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %s, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
  %row = memref.subview %m[%i, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d1 = memref.dim %row, %c0 : memref<?xf32, strided<[1], offset: ?>>
  %buf = memref.alloc(%n) : memref<?xi8>
  %v = memref.view %buf[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  %d2 = memref.dim %v, %c0 : memref<?x4xf32>
  return %d0, %d1, %d2 : index, index, index
}

func.func @copies(%a: memref<8xf32>, %b: memref<?xf32>, %e: memref<0x4xf32>, %f: memref<0x4xf32>) {
  %c = memref.cast %a : memref<8xf32> to memref<?xf32>
  memref.copy %c, %b : memref<?xf32> to memref<?xf32>
  memref.copy %e, %f : memref<0x4xf32> to memref<0x4xf32>
  return
}
