// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// memref.prefetch and affine.prefetch share `read, locality<N>, data`: the same tokens,
// the same messages and places as mlir-opt-22.

func.func @a(%m: memref<8xf32>) {
  // expected-error @+1 {{expected ','}}
  affine.prefetch %m[0], read locality<3>, data : memref<8xf32>
  return
}

// -----

func.func @b(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %m[%i], read, local<3>, data : memref<8xf32>
  return
}

// -----

func.func @c(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %m[0], read, local<3>, data : memref<8xf32>
  return
}

// -----

func.func @d(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{expected '<'}}
  memref.prefetch %m[%i], read, locality 3, data : memref<8xf32>
  return
}

// -----

func.func @e(%m: memref<8xf32>) {
  // expected-error @+1 {{expected '>'}}
  affine.prefetch %m[0], read, locality<3 data : memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{expected ':'}}
  memref.prefetch %m[%i], read, locality<3>, data memref<8xf32>
  return
}
