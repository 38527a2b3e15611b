// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in affine ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @vector_store_element(%m: memref<100xf32>, %v: vector<8xf64>, %i: index) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<100xf32>, vector<8xf64>
  return
}

// -----

func.func @vector_store_scalar(%m: memref<100xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %f, %m[%i] : memref<100xf32>, f32
  return
}

// -----

func.func @vector_store_index_count(%m: memref<100xf32>, %v: vector<8xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_store' op affine map num results must equal memref rank}}
  affine.vector_store %v, %m[%i, %i] : memref<100xf32>, vector<8xf32>
  return
}

// -----

func.func @vector_store_symbol(%m: memref<100xf32>, %v: vector<8xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  affine.vector_store %v, %m[%i + symbol(%i) * 2 + %i * %i] : memref<100xf32>, vector<8xf32>
  return
}

// -----

func.func @vector_store_mod(%m: memref<100x100xf32>, %v: vector<8xf32>, %i: index) {
  affine.vector_store %v, %m[%i, %i floordiv 4] : memref<100x100xf32>, vector<8xf32>
  // expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
  affine.vector_store %v, %m[%i, %i mod %i] : memref<100x100xf32>, vector<8xf32>
  return
}
