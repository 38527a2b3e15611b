// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @alloc_missing_dynamic_size() {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_extra_dynamic_size(%n: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %a = memref.alloc(%n, %n) : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %a = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloca_missing_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloca() : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  return
}

// -----

func.func @alloc_tensor_type() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %a = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %t : tensor<4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %n: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %a = memref.load %m[%n] : memref<4x4xf32>
  return
}

// -----

func.func @load_result_type(%m: memref<4x4xf32>, %n: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %n, %n) : (memref<4x4xf32>, index, index) -> f16
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %n: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%n] : memref<4x4xf32>
  return
}

// -----

func.func @dim_index_type(%m: memref<4x4xf32>, %v: f32) {
  // expected-error@+1 {{'memref.dim' op operand #1 must be index, but got 'f32'}}
  %d = "memref.dim"(%m, %v) : (memref<4x4xf32>, f32) -> index
  return
}

// -----

func.func @cast_shape(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func.func @cast_element_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf16>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf16>
  return
}

// -----

func.func @copy_element_type(%m: memref<4x4xf32>, %n: memref<4x4xf16>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4x4xf32> to memref<4x4xf16>
  return
}

// -----

func.func @subview_layout(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_offsets_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %d = memref.subview %m[0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_strides_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %d = memref.subview %m[0, 0] [4, 4] [1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_source_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 3}}
  %d = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_dynamic_offset(%m: memref<4x4xf32>, %n: index) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[4, 1]>>'}}
  %d = memref.subview %m[%n, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3x2xf32, strided<[4, 1]>>'}}
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<3x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<2x2xf16, strided<[4, 1]>>'}}
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf16, strided<[4, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x2xf32, strided<[4, 1, 1]>>'}}
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2x2xf32, strided<[4, 1, 1]>>
  return
}

// -----

func.func @subview_memory_space(%m: memref<4x4xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<4x4xf32>' and subview memref type 'memref<2x2xf32, strided<[4, 1]>, 1>'}}
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 1>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<4x4xf32>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 4 >= 4}}
  %e = memref.subview %m[0, 1] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %e = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type with stride = 8 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_cast_element_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<4x4xf32>' and result memref type 'memref<4x4xf16>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf16>
  return
}

// -----

func.func @collapse_groups(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (15) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<15xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @expand_size(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (20)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x5xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 3] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>
