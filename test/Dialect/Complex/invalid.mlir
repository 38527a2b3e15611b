// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @add_not_complex(%a: f32) -> f32 {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.add"(%a, %a) : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @add_mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @integer_complex(%a: complex<i32>) {
  // expected-error@+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neg"(%a) : (complex<i32>) -> complex<i32>
  return
}

// -----

func.func @re_wrong_width(%a: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @abs_integer_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> i32
  return
}

// -----

func.func @bad_fastmath(%a: complex<f32>) {
  // expected-error@+1 {{'complex.mul' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "complex.mul"(%a, %a) {fastmath = 1 : i32} : (complex<f32>, complex<f32>) -> complex<f32>
  return
}

// -----

func.func @powi_float_exponent(%a: complex<f32>, %n: f32) {
  // expected-error@+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%a, %n) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @eq_mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @create_mixed(%a: f32, %b: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_wrong_element(%a: f32, %b: f32) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f32, f32) -> complex<f64>
  return
}

// -----

func.func @constant_one_part() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_wrong_parts() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @constant_untyped_ints() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1, 2] : complex<f32>
  return
}

// -----

func.func @constant_string_parts() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", "b"] : complex<f32>
  return
}

// -----

func.func @constant_not_complex() {
  // expected-error@+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
  %0 = "complex.constant"() {value = [1.0 : f32, 2.0 : f32]} : () -> f32
  return
}

// -----

func.func @bitcast_width(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @bitcast_no_complex(%a: i64) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @bitcast_both_complex(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : complex<f32> to complex<i32>
  return
}

// -----

func.func @bitcast_index(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to index
  return
}

// -----

func.func @missing_type(%a: complex<f32>) {
  // expected-error@+1 {{expected ':'}}
  %0 = complex.add %a, %a
  return
}

// -----

func.func @number_of_ints() attributes {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  n = #complex.number<:i32 1, 2>
} {
  return
}
