// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// A tiled kernel writes its tiles through subviews whose sizes and strides are constants;
// the canonicalizer makes them static and casts back to the type the users expect.

// CHECK: module {
// CHECK-NEXT:   func.func private @consume(memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   func.func private @consume_row(memref<?xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   func.func @tile_loop(%arg0: memref<64x128xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg2] [8, 16] [1, 1] : memref<64x128xf32> to memref<8x16xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<8x16xf32, strided<[128, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @consume(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @corner_tile(%arg0: memref<64x128xf32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[4, 2] [4, 4] [2, 2] : memref<64x128xf32> to memref<4x4xf32, strided<[256, 2], offset: 514>>
// CHECK-NEXT:     %0 = memref.load %subview[%c0, %c0] : memref<4x4xf32, strided<[256, 2], offset: 514>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @row_of_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     call @consume_row(%cast) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_through_cast(%arg0: memref<32x32xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<32x32xf32> to memref<?x?xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x?xf32, strided<[32, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @consume(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_to_static_kept(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x?xf32> to memref<32x32xf32>
// CHECK-NEXT:     %subview = memref.subview %cast[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<32x32xf32> to memref<?x?xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %subview : memref<?x?xf32, strided<[32, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @consume(%cast_0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @whole_buffer(%arg0: memref<8x16xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @consume(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shifted_not_whole(%arg0: memref<16x4xf32, strided<[4, 1], offset: ?>>, %arg1: index) -> (memref<16x4xf32, strided<[4, 1], offset: ?>>, memref<16x4xf32, strided<[4, 1], offset: ?>>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [16, 4] [1, 1] : memref<16x4xf32, strided<[4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:     return %subview, %subview : memref<16x4xf32, strided<[4, 1], offset: ?>>, memref<16x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reversed(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[7] [%arg1] [-1] : memref<8xf32> to memref<?xf32, strided<[-1], offset: 7>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[-1], offset: 7>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @consume(memref<?x?xf32, strided<[?, ?], offset: ?>>)
func.func private @consume_row(memref<?xf32, strided<[?], offset: ?>>)

func.func @tile_loop(%buf: memref<64x128xf32>, %i: index, %j: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %tile = memref.subview %buf[%i, %j] [%c8, %c16] [%c1, %c1]
      : memref<64x128xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @consume(%tile) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}

// Offsets that are constants too make the whole layout static.
func.func @corner_tile(%buf: memref<64x128xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %tile = memref.subview %buf[%c4, %c2] [%c4, %c4] [%c2, %c2]
      : memref<64x128xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %tile[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// A rank-reducing row view: the dropped unit dimension stays dropped.
func.func @row_of_dynamic(%buf: memref<?x?xf32>, %r: index, %n: index) {
  %c1 = arith.constant 1 : index
  %row = memref.subview %buf[%r, 0] [1, %n] [%c1, %c1]
      : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @consume_row(%row) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  return
}

// A subview of a buffer whose static shape was erased by a cast views the buffer itself.
func.func @view_through_cast(%buf: memref<32x32xf32>, %i: index, %n: index) {
  %erased = memref.cast %buf : memref<32x32xf32> to memref<?x?xf32>
  %tile = memref.subview %erased[%i, %i] [%n, %n] [1, 1]
      : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %wide = memref.cast %tile : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @consume(%wide) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}

// A cast that makes sizes more static asserts them: the subview keeps reading it.
func.func @cast_to_static_kept(%buf: memref<?x?xf32>, %i: index, %n: index) {
  %fixed = memref.cast %buf : memref<?x?xf32> to memref<32x32xf32>
  %tile = memref.subview %fixed[%i, %i] [%n, %n] [1, 1]
      : memref<32x32xf32> to memref<?x?xf32, strided<[32, 1], offset: ?>>
  %wide = memref.cast %tile : memref<?x?xf32, strided<[32, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @consume(%wide) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}

// The whole buffer through constants: the subview goes away, a cast keeps the type.
func.func @whole_buffer(%buf: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %all = memref.subview %buf[%c0, %c0] [%c8, %c16] [%c1, %c1]
      : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @consume(%all) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}

// A subview at a dynamic offset is not the buffer, even with the buffer's own type; a
// zero-offset subview of a subview with the same sizes is the inner one.
func.func @shifted_not_whole(%buf: memref<16x4xf32, strided<[4, 1], offset: ?>>, %i: index)
    -> (memref<16x4xf32, strided<[4, 1], offset: ?>>, memref<16x4xf32, strided<[4, 1], offset: ?>>) {
  %s = memref.subview %buf[%i, 0] [16, 4] [1, 1]
      : memref<16x4xf32, strided<[4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [16, 4] [1, 1]
      : memref<16x4xf32, strided<[4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  return %s, %t : memref<16x4xf32, strided<[4, 1], offset: ?>>, memref<16x4xf32, strided<[4, 1], offset: ?>>
}

// A negative constant stride becomes static; a negative offset would not verify, so it
// stays an operand.
func.func @reversed(%buf: memref<8xf32>, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c7 = arith.constant 7 : index
  %m1 = arith.constant -1 : index
  %r = memref.subview %buf[%c7] [%n] [%m1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}
