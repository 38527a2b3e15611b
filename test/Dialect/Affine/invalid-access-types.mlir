// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: not tile-opt %s -split-input-file 2>&1 | FileCheck %s

// The accesses' `: memref-type` is MLIR's `parseColonType`: a wrong kind of type is reported
// at the colon (the columns below are mlir-opt-22's); a scalar access takes its value type
// from the memref.
// CHECK: invalid-access-types.mlir:14:27: error: custom op 'affine.load' invalid kind
// CHECK: invalid-access-types.mlir:22:27: error: custom op 'affine.store' invalid kind
// CHECK: invalid-access-types.mlir:30:51: error: custom op 'affine.vector_load' invalid kind
// CHECK: invalid-access-types.mlir:38:51: error: custom op 'affine.prefetch' invalid kind
// CHECK: invalid-access-types.mlir:46:51: error: custom op 'memref.prefetch' invalid kind
func.func @load_not_memref(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = affine.load %m[%i] : f32
  return
}

// -----

func.func @store_not_memref(%m: memref<8xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'affine.store' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  affine.store %v, %m[%i] : f32
  return
}

// -----

func.func @vector_load_not_vector(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = affine.vector_load %m[%i] : memref<8xf32>, f32
  return
}

// -----

func.func @prefetch_not_memref(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  affine.prefetch %m[%i], read, locality<3>, data : f32
  return
}

// -----

func.func @memref_prefetch_not_memref(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  memref.prefetch %m[%i], read, locality<3>, data : f32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @store_value_type(%m: memref<8xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  affine.store %v, %m[%i] : memref<8xf32>
  return
}

// -----

func.func @generic_load_type(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> i32
  return
}

// -----

func.func @generic_store_type(%m: memref<8xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<8xf32>, index) -> ()
  return
}
