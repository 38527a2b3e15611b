// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

// Transfers of memrefs whose elements are vectors, outer products and transfers written
// with too few operands or types, checked in MLIR's order and words (both RUN lines).

func.func @element_vector_of_higher_rank(%buf: memref<?x?xvector<4x3xf32>>, %i: index) -> vector<3xf32> {
  %f0 = arith.constant 0.0 : f32
  %pad = vector.broadcast %f0 : f32 to vector<4x3xf32>
  // expected-error@+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %v = vector.transfer_read %buf[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<3xf32>
  return %v : vector<3xf32>
}

// -----

func.func @element_vector_with_mask(%buf: memref<?xvector<3xf32>>, %i: index, %m: vector<2xi1>) -> vector<2x3xf32> {
  %f0 = arith.constant 0.0 : f32
  %pad = vector.broadcast %f0 : f32 to vector<3xf32>
  // expected-error@+1 {{does not support masks with vector element type}}
  %v = vector.transfer_read %buf[%i], %pad, %m : memref<?xvector<3xf32>>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}

// -----

func.func @read_with_one_type(%buf: memref<?x?xf32>, %i: index) {
  %pad = arith.constant 3.0 : f32
  // expected-error@+1 {{requires two types}}
  %v = vector.transfer_read %buf[%i, %i], %pad : memref<?x?xf32>
  return
}

// -----

func.func @outerproduct_of_one_operand(%a: f32) {
  // expected-error@+1 {{expected at least 2 operands}}
  %p = vector.outerproduct %a : f32, f32
  return
}

// -----

func.func @transpose_to_the_same_layout(%v: memref<?x?xf32, affine_map<(i, j)[off, m] -> (off + m * i + j)>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %t = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, m] -> (off + m * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, m] -> (off + m * i + j)>>
  return
}

// -----

func.func @successor_on_an_addition(%a: i32, %b: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %c = "arith.addi"(%a, %b)[^next] : (i32, i32) -> i32
^next:
  return
}

// -----

// expected-error@+1 {{expected list element}}
func.func private @memref_with_empty_layout(memref<2x4xi8, >)

// -----

// A tensor's encoding is optional after the comma.
func.func private @tensor_with_empty_encoding(tensor<4xf32, >)

// -----

func.func @read_more_dims_than_the_source(%buf: memref<?xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  // expected-error@+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %v = vector.transfer_read %buf[%i], %pad : memref<?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// -----

func.func @write_more_dims_than_the_source(%buf: memref<?xvector<2xf32>>, %v: vector<2x3x2xf32>, %i: index) {
  // expected-error@+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  vector.transfer_write %v, %buf[%i] : vector<2x3x2xf32>, memref<?xvector<2xf32>>
  return
}

// -----

func.func @bitcast_to_a_scalar_vector(%v: vector<1xf32>) -> vector<f32> {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %b = vector.bitcast %v : vector<1xf32> to vector<f32>
  return %b : vector<f32>
}

// -----

func.func @deinterleave_odd_width(%v: vector<1xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %a, %b = "vector.deinterleave"(%v) : (vector<1xf32>) -> (vector<1xf32>, vector<1xf32>)
  return
}

// -----

func.func @deinterleave_results_differ(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %a, %b = "vector.deinterleave"(%v) : (vector<4xf32>) -> (vector<4xf32>, vector<2xf32>)
  return
}

// -----

// A write lists the vector type first, so a wrong first type is reported as not a vector.
func.func @write_types_swapped(%rows: memref<8xvector<16xi8>>, %i: index) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %rows, %rows[%i] : memref<8xvector<16xi8>>, vector<16xi8>
  return
}

// -----

// A constant other than 0 is not a broadcast dim: the map is not a projected permutation.
func.func @write_to_fixed_column(%v: vector<8xf32>, %img: memref<16x16xf32>, %r: index) {
  // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %img[%r, %r] {permutation_map = affine_map<(y, x) -> (3)>} : vector<8xf32>, memref<16x16xf32>
  return
}

// -----

func.func @write_broadcast_row(%v: vector<8xf32>, %img: memref<16x16xf32>, %r: index) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %img[%r, %r] {permutation_map = affine_map<(y, x) -> (0)>} : vector<8xf32>, memref<16x16xf32>
  return
}
