// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Unrolled vector code reads lanes back out of vectors it just built: extracts fold
// through inserts at the same or other positions, transposes, nested extracts,
// broadcasts, 1-D shuffles, from_elements and constants; constant dynamic positions
// become static.

// CHECK: module {
// CHECK-NEXT:   func.func @lanes_of_built_vector(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     return %arg0, %arg2, %cst : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rows_and_tiles(%arg0: vector<2x3x4xf32>, %arg1: vector<4xf32>, %arg2: index) -> (vector<4xf32>, f32, vector<3x4xf32>, f32) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT:     %2 = vector.extract %0[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %3 = vector.extract %arg0[0, 2, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     return %arg1, %1, %2, %3 : vector<4xf32>, f32, vector<3x4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_position(%arg0: vector<8xf32>, %arg1: vector<4x8xf32>, %arg2: index) -> (f32, f32, vector<8xf32>) {
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %0 = vector.extract %arg0[3] : f32 from vector<8xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[%c9] : f32 from vector<8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg1[%arg2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     return %0, %1, %2 : f32, f32, vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_and_transposed(%arg0: vector<4x8x16xf32>, %arg1: vector<2x3xf32>, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<4x8x16xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0, 0] : f32 from vector<2x3xf32>
// CHECK-NEXT:     return %0, %arg2, %1 : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcasts(%arg0: f32, %arg1: vector<4xf32>, %arg2: index) -> (f32, vector<4xf32>, f32, vector<3x4xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:     return %arg0, %arg1, %0, %1 : f32, vector<4xf32>, f32, vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shuffles_and_elements(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: f32) -> (f32, f32, f32) {
// CHECK-NEXT:     %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT:     return %0, %arg3, %1 : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() -> (f32, vector<2xi32>, i32, vector<3xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<[5, 6]> : vector<2xi32>
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst_1 = arith.constant dense<1.500000e+00> : vector<3xf32>
// CHECK-NEXT:     return %cst, %cst_0, %c3_i32, %cst_1 : f32, vector<2xi32>, i32, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: vector<8x16xf32>, %arg1: vector<4x4xf32>, %arg2: vector<2x8xf32>) -> (vector<2x2xf32>, vector<2x4xf32>, vector<4x4xf32>) {
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [0, 4], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %arg2, %0 {offsets = [6, 0], strides = [1, 1]} : vector<2x8xf32> into vector<8x16xf32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg1 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<2x8xf32> to vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %1 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
// CHECK-NEXT:     return %2, %3, %4 : vector<2x2xf32>, vector<2x4xf32>, vector<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transfers(%arg0: memref<4x8xf32>, %arg1: tensor<4x8xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     return %0, %1 : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_insert(%arg0: vector<4x4xf32>, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [0, %arg2] : f32 into vector<4x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1, 2] : f32 from vector<4x4xf32>
// CHECK-NEXT:     %2 = vector.extract %0[0, 2] : f32 from vector<4x4xf32>
// CHECK-NEXT:     return %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @internal_transpose(%arg0: vector<2x3x4xf32>, %arg1: vector<3x4xf32>) -> (vector<4x3xf32>, vector<3xf32>) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [1] : vector<3x4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     %1 = vector.transpose %0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
// CHECK-NEXT:     %2 = vector.extract %1[1] : vector<4x3xf32> from vector<2x4x3xf32>
// CHECK-NEXT:     %3 = vector.extract %1[1, 2] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT:     return %2, %3 : vector<4x3xf32>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bcast_shape_cast(%arg0: vector<4xf32>, %arg1: vector<1xf32>) -> (vector<4xf32>, f32, vector<2x4xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg1[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<1xf32> to vector<2x4xf32>
// CHECK-NEXT:     return %arg0, %0, %1 : vector<4xf32>, f32, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @idx_vec() -> (index, vector<2xi1>) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT:     return %c8, %cst : index, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_slices(%arg0: vector<8x16xf32>, %arg1: vector<4x8x2xf32>) -> (f32, vector<16xf32>, vector<2xf32>, f32, vector<8xf32>) {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [2, 4], sizes = [2, 8], strides = [1, 1]} : vector<8x16xf32> to vector<2x8xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[3, 7] : f32 from vector<8x16xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[4] : vector<16xf32> from vector<8x16xf32>
// CHECK-NEXT:     %3 = vector.extract %arg1[1, 3] : vector<2xf32> from vector<4x8x2xf32>
// CHECK-NEXT:     %4 = vector.extract %arg0[2, 4] : f32 from vector<8x16xf32>
// CHECK-NEXT:     %5 = vector.extract %0[1] : vector<8xf32> from vector<2x8xf32>
// CHECK-NEXT:     return %1, %2, %3, %4, %5 : f32, vector<16xf32>, vector<2xf32>, f32, vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_inserted(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4x8x16xf32>, %arg4: vector<8x16xf32>) -> (f32, vector<8xf32>, f32, f32, vector<8x16xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [2, 0], strides = [1]} : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %arg2, %0 {offsets = [0, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg1[5] : f32 from vector<8xf32>
// CHECK-NEXT:     %3 = vector.extract %arg2[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.extract %1[3, 1] : f32 from vector<4x8xf32>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %5 {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT:     return %2, %arg1, %3, %4, %arg4, %6 : f32, vector<8xf32>, f32, f32, vector<8x16xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @lanes_of_built_vector(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32) {
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.insert %a, %zero[0] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<4xf32>
  %2 = vector.insert %c, %1[2] : f32 into vector<4xf32>
  %x = vector.extract %2[0] : f32 from vector<4xf32>
  %y = vector.extract %2[2] : f32 from vector<4xf32>
  %z = vector.extract %2[3] : f32 from vector<4xf32>
  return %x, %y, %z : f32, f32, f32
}

func.func @rows_and_tiles(%t: vector<2x3x4xf32>, %row: vector<4xf32>, %i: index)
    -> (vector<4xf32>, f32, vector<3x4xf32>, f32) {
  %0 = vector.insert %row, %t[1, 2] : vector<4xf32> into vector<2x3x4xf32>
  // Inside the inserted row.
  %e0 = vector.extract %0[1, 2, 3] : f32 from vector<2x3x4xf32>
  // The same row.
  %r = vector.extract %0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  // A tile holding the row: no fold.
  %tile = vector.extract %0[1] : vector<3x4xf32> from vector<2x3x4xf32>
  // Another row, under the insert.
  %e1 = vector.extract %0[0, 2, 1] : f32 from vector<2x3x4xf32>
  return %r, %e0, %tile, %e1 : vector<4xf32>, f32, vector<3x4xf32>, f32
}

func.func @dynamic_position(%v: vector<8xf32>, %w: vector<4x8xf32>, %i: index) -> (f32, f32, vector<8xf32>) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = vector.extract %v[%c3] : f32 from vector<8xf32>
  // Out of range: stays dynamic.
  %1 = vector.extract %v[%c9] : f32 from vector<8xf32>
  %2 = vector.extract %w[%i] : vector<8xf32> from vector<4x8xf32>
  return %0, %1, %2 : f32, f32, vector<8xf32>
}

func.func @nested_and_transposed(%m: vector<4x8x16xf32>, %n: vector<2x3xf32>, %f: f32) -> (f32, f32, f32) {
  %0 = vector.extract %m[1] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %0[2] : vector<16xf32> from vector<8x16xf32>
  %2 = vector.extract %1[3] : f32 from vector<16xf32>
  %3 = vector.insert %f, %n[1, 2] : f32 into vector<2x3xf32>
  %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %5 = vector.extract %4[2, 1] : f32 from vector<3x2xf32>
  %6 = vector.extract %4[0, 0] : f32 from vector<3x2xf32>
  return %2, %5, %6 : f32, f32, f32
}

func.func @broadcasts(%s: f32, %r: vector<4xf32>, %i: index) -> (f32, vector<4xf32>, f32, vector<3x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, %i] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %r : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %2[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %2[1, %i, 3] : f32 from vector<2x3x4xf32>
  %5 = vector.extract %2[0] : vector<3x4xf32> from vector<2x3x4xf32>
  return %1, %3, %4, %5 : f32, vector<4xf32>, f32, vector<3x4xf32>
}

func.func @shuffles_and_elements(%a: vector<4xf32>, %b: vector<4xf32>, %x: f32, %y: f32) -> (f32, f32, f32) {
  %0 = vector.shuffle %a, %b [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  %2 = vector.from_elements %x, %y, %x, %y : vector<2x2xf32>
  %3 = vector.extract %2[1, 1] : f32 from vector<2x2xf32>
  %4 = vector.extract %0[2] : f32 from vector<4xf32>
  return %1, %3, %4 : f32, f32, f32
}

func.func @constants() -> (f32, vector<2xi32>, i32, vector<3xf32>) {
  %s = arith.constant dense<1.5> : vector<4x3xf32>
  %d = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %0 = vector.extract %s[1, 2] : f32 from vector<4x3xf32>
  %1 = vector.extract %d[2] : vector<2xi32> from vector<3x2xi32>
  %2 = vector.extract %d[1, 0] : i32 from vector<3x2xi32>
  %3 = vector.extract %s[3] : vector<3xf32> from vector<4x3xf32>
  return %0, %1, %2, %3 : f32, vector<2xi32>, i32, vector<3xf32>
}

// Strided slices taken back out of slices just inserted.
func.func @slices(%big: vector<8x16xf32>, %p: vector<4x4xf32>, %q: vector<2x8xf32>) -> (vector<2x2xf32>, vector<2x4xf32>, vector<4x4xf32>) {
  %0 = vector.insert_strided_slice %p, %big {offsets = [0, 4], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %1 = vector.insert_strided_slice %q, %0 {offsets = [6, 0], strides = [1, 1]} : vector<2x8xf32> into vector<8x16xf32>
  // Inside %p, under the insert of %q.
  %2 = vector.extract_strided_slice %1 {offsets = [1, 5], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
  // Inside %q.
  %3 = vector.extract_strided_slice %1 {offsets = [6, 2], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
  // Across %p's edge: stays.
  %4 = vector.extract_strided_slice %1 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  return %2, %3, %4 : vector<2x2xf32>, vector<2x4xf32>, vector<4x4xf32>
}

// Transfers through casts that only erase static sizes read and write the buffer or
// tensor itself, which then proves them in bounds.
func.func @transfers(%buf: memref<4x8xf32>, %t: tensor<4x8xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.cast %buf : memref<4x8xf32> to memref<?x?xf32>
  %v = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x8xf32>, memref<?x?xf32>
  %d = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %w = vector.transfer_read %d[%c0, %c0], %pad : tensor<?x8xf32>, vector<4xf32>
  return %v, %w : vector<4x8xf32>, vector<4xf32>
}

// An insert at a dynamic position hides only what it may overlap; a transpose of the
// dimensions an extract keeps stops the fold; shape_casts that prepend unit dimensions
// broadcast.
func.func @dyn_insert(%v: vector<4x4xf32>, %f: f32, %i: index) -> (f32, f32) {
  %0 = vector.insert %f, %v[0, %i] : f32 into vector<4x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<4x4xf32>
  %2 = vector.extract %0[0, 2] : f32 from vector<4x4xf32>
  return %1, %2 : f32, f32
}
func.func @internal_transpose(%v: vector<2x3x4xf32>, %r: vector<3x4xf32>) -> (vector<4x3xf32>, vector<3xf32>) {
  %0 = vector.insert %r, %v[1] : vector<3x4xf32> into vector<2x3x4xf32>
  %1 = vector.transpose %0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  %2 = vector.extract %1[1] : vector<4x3xf32> from vector<2x4x3xf32>
  %3 = vector.extract %1[1, 2] : vector<3xf32> from vector<2x4x3xf32>
  return %2, %3 : vector<4x3xf32>, vector<3xf32>
}
func.func @bcast_shape_cast(%r: vector<4xf32>, %s: vector<1xf32>) -> (vector<4xf32>, f32, vector<2x4xf32>) {
  %0 = vector.shape_cast %r : vector<4xf32> to vector<1x1x4xf32>
  %1 = vector.extract %0[0, 0] : vector<4xf32> from vector<1x1x4xf32>
  %2 = vector.broadcast %s : vector<1xf32> to vector<3x4xf32>
  %3 = vector.extract %2[2, 3] : f32 from vector<3x4xf32>
  %4 = vector.broadcast %s : vector<1xf32> to vector<3x2x4xf32>
  %5 = vector.extract %4[1] : vector<2x4xf32> from vector<3x2x4xf32>
  return %1, %3, %5 : vector<4xf32>, f32, vector<2x4xf32>
}
func.func @idx_vec() -> (index, vector<2xi1>) {
  %d = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %e = arith.constant dense<[7, 8]> : vector<2xindex>
  %0 = vector.extract %e[1] : index from vector<2xindex>
  %1 = vector.extract %d[1] : vector<2xi1> from vector<2x2xi1>
  return %0, %1 : index, vector<2xi1>
}

// Extracts from strided slices read the slice's source at the moved position.
func.func @extract_of_slices(%v: vector<8x16xf32>, %t: vector<4x8x2xf32>) -> (f32, vector<16xf32>, vector<2xf32>, f32, vector<8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2, 4], sizes = [2, 8], strides = [1, 1]} : vector<8x16xf32> to vector<2x8xf32>
  %1 = vector.extract %0[1, 3] : f32 from vector<2x8xf32>
  %2 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<8x16xf32> to vector<2x16xf32>
  %3 = vector.extract %2[1] : vector<16xf32> from vector<2x16xf32>
  %4 = vector.extract_strided_slice %t {offsets = [1, 2, 0], sizes = [2, 4, 2], strides = [1, 1, 1]} : vector<4x8x2xf32> to vector<2x4x2xf32>
  %5 = vector.extract %4[0, 1] : vector<2xf32> from vector<2x4x2xf32>
  // The extracted row is cut by the slice: only a scalar can be taken.
  %6 = vector.extract %0[0, 0] : f32 from vector<2x8xf32>
  %7 = vector.extract %0[1] : vector<8xf32> from vector<2x8xf32>
  return %1, %3, %5, %6, %7 : f32, vector<16xf32>, vector<2xf32>, f32, vector<8xf32>
}

// Extracts from vectors built by inserting slices read the inserted slice.
func.func @extract_of_inserted(%big: vector<4x8xf32>, %row: vector<8xf32>, %tile: vector<2x4xf32>, %t3: vector<4x8x16xf32>, %p: vector<8x16xf32>) -> (f32, vector<8xf32>, f32, f32, vector<8x16xf32>, vector<4xf32>) {
  %0 = vector.insert_strided_slice %row, %big {offsets = [2, 0], strides = [1]} : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert_strided_slice %tile, %0 {offsets = [0, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %e0 = vector.extract %1[2, 5] : f32 from vector<4x8xf32>
  %e1 = vector.extract %1[2] : vector<8xf32> from vector<4x8xf32>
  %e2 = vector.extract %1[1, 6] : f32 from vector<4x8xf32>
  // Outside both slices.
  %e3 = vector.extract %1[3, 1] : f32 from vector<4x8xf32>
  %2 = vector.insert_strided_slice %p, %t3 {offsets = [1, 0, 0], strides = [1, 1]} : vector<8x16xf32> into vector<4x8x16xf32>
  %e4 = vector.extract %2[1] : vector<8x16xf32> from vector<4x8x16xf32>
  // A row only partly inserted: stays.
  %e5 = vector.extract %1[0] : vector<8xf32> from vector<4x8xf32>
  %e6 = vector.extract_strided_slice %e5 {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  return %e0, %e1, %e2, %e3, %e4, %e6 : f32, vector<8xf32>, f32, f32, vector<8x16xf32>, vector<4xf32>
}
