// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Parse and verification errors of the math dialect, with MLIR 22's messages.

func.func @sqrt_int(%a: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%a) : (i32) -> i32
  return
}

// -----

func.func @sqrt_result(%f: f32) {
  // expected-error@+1 {{'math.sqrt' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%f) : (f32) -> i32
  return
}

// -----

func.func @exp_types(%f: f32) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%f) : (f32) -> f64
  return
}

// -----

func.func @powf_types(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_types(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%f, %f, %g) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @fma_operands(%f: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @absf_two_operands(%f: f32) {
  // expected-error@+1 {{'math.absf' op requires a single operand}}
  %0 = "math.absf"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ctlz_float(%f: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}

// -----

func.func @absi_signed(%a: si32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.absi"(%a) : (si32) -> si32
  return
}

// -----

func.func @ipowi_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @isnan_int(%a: i32) {
  // expected-error@+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (i32) -> i1
  return
}

// -----

func.func @isnan_result(%f: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%f) : (f32) -> f32
  return
}

// -----

func.func @isinf_shape(%v: vector<4xf32>) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @fpowi_float_power(%f: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%f: f32, %a: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %a) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_shape(%v: vector<4xf32>, %a: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %a) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @sincos_types(%f: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f64, f64)
  return
}

// -----

func.func @sincos_results(%f: f32) {
  // expected-error@+1 {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%f) : (f32) -> f32
  return
}

// -----

func.func @fastmath_attr(%f: f32) {
  // expected-error@+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sqrt"(%f) {fastmath = #arith.overflow<nsw>} : (f32) -> f32
  return
}

// -----

func.func @bad_fastmath(%f: f32) {
  // expected-error@+2 {{custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.exp %f fastmath<slow> : f32
  return
}

// -----

func.func @isnan_custom_fastmath(%f: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = math.isnan %f fastmath<nnan> : f32
  return
}

// -----

func.func @clampf_missing_to(%f: f32) {
  // expected-error@+1 {{custom op 'math.clampf' expected 'to'}}
  %0 = math.clampf %f [%f, %f] : f32
  return
}

// -----

func.func @tensor_shapes(%a: tensor<*xf32>, %b: tensor<?xf32>) {
  // expected-error@+1 {{'math.atan2' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.atan2"(%a, %b) : (tensor<*xf32>, tensor<?xf32>) -> tensor<*xf32>
  return
}
