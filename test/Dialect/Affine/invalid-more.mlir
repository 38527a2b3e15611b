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
