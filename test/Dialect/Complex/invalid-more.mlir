// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in complex ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @angle_result(%z: complex<f32>) -> f64 {
  // expected-error@+1 {{'complex.angle' op failed to verify that complex element type matches result type}}
  %0 = "complex.angle"(%z) : (complex<f32>) -> f64
  return %0 : f64
}

// -----

func.func @atan2_real(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{custom op 'complex.atan2' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.atan2 %a, %b : f32
  return %0 : f32
}

// -----

func.func @conj_result(%z: complex<f64>) -> complex<f32> {
  // expected-error@+1 {{'complex.conj' op requires the same type for all operands and results}}
  %0 = "complex.conj"(%z) : (complex<f64>) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @cos_int_complex(%z: complex<i32>) -> complex<i32> {
  // expected-error@+1 {{'complex.cos' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.cos %z : complex<i32>
  return %0 : complex<i32>
}

// -----

func.func @div_mixed(%a: complex<f32>, %b: complex<f64>) -> complex<f32> {
  // expected-error@+1 {{'complex.div' op requires the same type for all operands and results}}
  %0 = "complex.div"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @exp_bad_fastmath(%z: complex<f32>) -> complex<f32> {
  // expected-error@+2 {{custom op 'complex.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'complex.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = complex.exp %z fastmath<slow> : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @expm1_real(%x: f32) -> f32 {
  // expected-error@+1 {{custom op 'complex.expm1' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.expm1 %x : f32
  return %0 : f32
}

// -----

func.func @im_result(%z: complex<f32>) -> f16 {
  // expected-error@+1 {{'complex.im' op failed to verify that complex element type matches result type}}
  %0 = "complex.im"(%z) : (complex<f32>) -> f16
  return %0 : f16
}

// -----

func.func @log_operands(%z: complex<f32>) -> complex<f32> {
  // expected-error@+1 {{'complex.log' op requires a single operand}}
  %0 = "complex.log"(%z, %z) : (complex<f32>, complex<f32>) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @log1p_vector(%v: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{custom op 'complex.log1p' invalid kind of type specified: expected builtin.complex, but found 'vector<2xf32>'}}
  %0 = complex.log1p %v : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @neq_mixed(%a: complex<f32>, %b: complex<f64>) -> i1 {
  // expected-error@+1 {{'complex.neq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.neq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return %0 : i1
}

// -----

func.func @pow_result(%a: complex<f32>, %b: complex<f32>) -> f32 {
  // expected-error@+1 {{'complex.pow' op result #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.pow"(%a, %b) : (complex<f32>, complex<f32>) -> f32
  return %0 : f32
}

// -----

func.func @rsqrt_int(%z: complex<i8>) -> complex<i8> {
  // expected-error@+1 {{'complex.rsqrt' op operand #0 must be complex type with floating-point elements, but got 'complex<i8>'}}
  %0 = "complex.rsqrt"(%z) : (complex<i8>) -> complex<i8>
  return %0 : complex<i8>
}

// -----

func.func @sign_real(%x: f64) -> f64 {
  // expected-error@+1 {{custom op 'complex.sign' invalid kind of type specified: expected builtin.complex, but found 'f64'}}
  %0 = complex.sign %x : f64
  return %0 : f64
}

// -----

func.func @sin_widths(%z: complex<f32>) -> complex<f64> {
  // expected-error@+1 {{'complex.sin' op requires the same type for all operands and results}}
  %0 = "complex.sin"(%z) : (complex<f32>) -> complex<f64>
  return %0 : complex<f64>
}

// -----

func.func @sqrt_missing_type(%z: complex<f32>) -> complex<f32> {
  // expected-error@+1 {{expected ':'}}
  %0 = complex.sqrt %z
  return %0 : complex<f32>
}

// -----

func.func @sub_real(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{custom op 'complex.sub' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.sub %a, %b : f32
  return %0 : f32
}

// -----

func.func @tan_no_result(%z: complex<f32>) {
  // expected-error@+1 {{'complex.tan' op requires one result}}
  "complex.tan"(%z) : (complex<f32>) -> ()
  return
}

// -----

func.func @tanh_tensor(%t: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error@+1 {{custom op 'complex.tanh' invalid kind of type specified: expected builtin.complex, but found 'tensor<4xcomplex<f32>>'}}
  %0 = complex.tanh %t : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @neq_result(%a: complex<f32>) -> i32 {
  // expected-error@+1 {{'complex.neq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.neq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return %0 : i32
}

// -----

func.func @angle_element(%a: complex<f16>) -> f32 {
  // expected-error@+1 {{'complex.angle' op failed to verify that complex element type matches result type}}
  %0 = "complex.angle"(%a) : (complex<f16>) -> f32
  return %0 : f32
}
