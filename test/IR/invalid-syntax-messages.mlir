// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt

// Syntax errors name the construct being read, in mlir-opt-22's words (both RUN lines
// check the same expectations).

func.func @block_arg_without_type(%n: index) {
  cf.br ^loop(%n : index)
^loop(%i): // expected-error {{expected ':' and type for SSA operand}}
  return
}

// -----

func.func @block_label_without_colon() {
  cf.br ^exit
^exit // expected-error {{expected ':' after block name}}
  return
}

// -----

func.func @result_count_missing() {
  // expected-error@+1 {{expected integer number of results}}
  %pair: = "test.two"() : () -> (i32, i32)
  return
}

// -----

func.func @result_without_equal() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %pair:2 "test.two"() : () -> (i32, i32)
  return
}

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!my.vec = vector<4xf32>

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#my.map = affine_map<(d0) -> (d0)>

// -----

!row_t vector<4xf32> // expected-error {{expected '=' in type alias definition}}

// -----

#row_map affine_map<(d0) -> (d0)> // expected-error {{expected '=' in attribute alias definition}}

// -----

func.func private @pair(tuple i32, f32>) // expected-error {{expected '<' in tuple type}}

// -----

func.func private @cplx(complex f32>) // expected-error {{expected '<' in complex type}}

// -----

func.func private @t(tensor 4xf32>) // expected-error {{expected '<' in tensor type}}

// -----

func.func private @m(memref 4xf32>) // expected-error {{expected '<' in memref type}}

// -----

func.func private @v(vector 4xf32>) // expected-error {{expected '<' in vector type}}

// -----

// expected-error@+1 {{expected '<' after 'strided'}}
func.func private @s(memref<4x4xf32, strided>)

// -----

func.func private @wide(i99999999999) // expected-error {{invalid integer width}}

// -----

func.func @regions() {
  // expected-error@+1 {{expected ')' to end region list}}
  "test.three_regions"() ({}, {}, {} : () -> ()
  return
}

// -----

// A malformed affine map is reported where the map goes wrong, wherever it stands.
// expected-error@+1 {{expected affine expression}}
func.func @map_in_attribute_dict() attributes {m = affine_map<(i, j) -> (->, j)>} {
  return
}

// -----

// expected-error@+1 {{expected '(' in affine map range}}
func.func @map_range_without_parens(%m: memref<4x4xf32, affine_map<(i, j) -> i, j)>>) {
  return
}

// -----

// expected-error@+1 {{expected ')'}}
#unclosed = affine_map<(i, j)[s0] -> ((s0 + i, j)>

// -----

// expected-error@+1 {{expected '>' in affine map}}
#trailing = affine_map<(i, j) -> (i, j) j>

// -----

func.func @complex_literal_one_part() attributes {
  c = dense<[(1)]> : tensor<1xcomplex<i64>> // expected-error {{expected ',' between complex elements}}
} {
  return
}

// -----

func.func @complex_literal_not_closed() attributes {
  c = dense<[(1, 2]> : tensor<1xcomplex<i64>> // expected-error {{expected ')' after complex elements}}
} {
  return
}

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi64>') expected at least 1}}
#empty = dense<> : tensor<2xi64>

// -----

// expected-error@+1 {{expected '<' after 'array'}}
#no_angle = array

// -----

// expected-error@+1 {{expected '<' after 'dense_resource'}}
#no_blob = dense_resource>

// -----

// A minus with nothing after it: MLIR reports what went wrong inside, then the negation.
// expected-error @+2 {{no expression inside parentheses}}
// expected-error @+1 {{missing operand of negation}}
#shifted = affine_map<(i, j) -> (i, -())>

// -----

func.func @negated_index(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    // expected-error @+2 {{missing right operand of binary operator}}
    // expected-error @+1 {{missing operand of negation}}
    %v = affine.load %m[%i - -] : memref<8xf32>
  }
  return
}
