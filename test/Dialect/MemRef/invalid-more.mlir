// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @bad_space_cast(%s: memref<4xf32, 1>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<8xf32>' are cast incompatible}}
  %c = memref.memory_space_cast %s : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----

func.func @bad_rank(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %r = memref.rank %t : tensor<4xf32>
  return
}

// -----

func.func @bad_pointer_type(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %p = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i64
  return
}

// -----

// expected-error @+2 {{'memref.global' op initial value element expected to be of type 'f16', but was of type 'f32'}}
// (The custom form derives the value's type from the memref's; the generic form can differ.)
"memref.global"() <{constant, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>, sym_name = "half_table", sym_visibility = "private", type = memref<2xf16>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 1, 2 but was 2, 2}}
"memref.global"() <{constant, initial_value = dense<1.0> : tensor<2x2xf16>, sym_name = "row", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()

// -----

func.func @reshape_to_ranked_by_dynamic_shape(%buf: memref<*xf32>, %shape: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %r = memref.reshape %buf(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>
  return
}

// -----

func.func @realloc_alignment_not_power_of_two(%src: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %src {alignment = 24} : memref<4xf32> to memref<8xf32>
  return
}

// -----

#tiles = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
func.func @realloc_tiled_source(%src: memref<256xf32, #tiles>) -> memref<?xf32> {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<256xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>'}}
  %0 = memref.realloc %src : memref<256xf32, #tiles> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @realloc_across_memory_spaces(%src: memref<4xf32, 1>) -> memref<8xf32> {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32, 1>' and result memref type 'memref<8xf32>'}}
  %0 = memref.realloc %src : memref<4xf32, 1> to memref<8xf32>
  return %0 : memref<8xf32>
}
