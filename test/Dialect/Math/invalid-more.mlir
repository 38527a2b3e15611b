// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in math ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @acos_int(%a: i32) -> i32 {
  // expected-error@+1 {{'math.acos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.acos %a : i32
  return %0 : i32
}

// -----

func.func @acosh_result(%a: f32) -> f64 {
  // expected-error@+1 {{'math.acosh' op requires the same type for all operands and results}}
  %0 = "math.acosh"(%a) : (f32) -> f64
  return %0 : f64
}

// -----

func.func @asin_bad_fastmath(%a: f32) -> f32 {
  // expected-error@+2 {{custom op 'math.asin' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.asin' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.asin %a fastmath<quick> : f32
  return %0 : f32
}

// -----

func.func @asinh_index(%a: index) -> index {
  // expected-error@+1 {{'math.asinh' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = math.asinh %a : index
  return %0 : index
}

// -----

func.func @atan_two_operands(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{'math.atan' op requires a single operand}}
  %0 = "math.atan"(%a, %b) : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @atanh_vector_shapes(%a: vector<4xf32>) -> vector<8xf32> {
  // expected-error@+1 {{'math.atanh' op requires the same type for all operands and results}}
  %0 = "math.atanh"(%a) : (vector<4xf32>) -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @cbrt_int_tensor(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'math.cbrt' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = math.cbrt %a : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ceil_no_result(%a: f32) {
  // expected-error@+1 {{'math.ceil' op requires one result}}
  "math.ceil"(%a) : (f32) -> ()
  return
}

// -----

func.func @copysign_int(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'math.copysign' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.copysign %a, %b : i32
  return %0 : i32
}

// -----

func.func @cos_memref(%a: memref<4xf32>) -> memref<4xf32> {
  // expected-error@+1 {{'math.cos' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "math.cos"(%a) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @cosh_missing_type(%a: f32) -> f32 {
  // expected-error@+1 {{expected ':'}}
  %0 = math.cosh %a
  return %0 : f32
}

// -----

func.func @ctpop_float(%a: f32) -> f32 {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctpop %a : f32
  return %0 : f32
}

// -----

func.func @cttz_widths(%a: i32) -> i64 {
  // expected-error@+1 {{'math.cttz' op requires the same type for all operands and results}}
  %0 = "math.cttz"(%a) : (i32) -> i64
  return %0 : i64
}

// -----

func.func @erf_f32_to_f16(%a: f32) -> f16 {
  // expected-error@+1 {{'math.erf' op requires the same type for all operands and results}}
  %0 = "math.erf"(%a) : (f32) -> f16
  return %0 : f16
}

// -----

func.func @erfc_int_vector(%a: vector<2xi8>) -> vector<2xi8> {
  // expected-error@+1 {{'math.erfc' op operand #0 must be floating-point-like, but got 'vector<2xi8>'}}
  %0 = math.erfc %a : vector<2xi8>
  return %0 : vector<2xi8>
}

// -----

func.func @exp2_complex(%a: complex<f32>) -> complex<f32> {
  // expected-error@+1 {{'math.exp2' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  %0 = math.exp2 %a : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @expm1_operands(%a: f64) -> f64 {
  // expected-error@+1 {{'math.expm1' op requires a single operand}}
  %0 = "math.expm1"() : () -> f64
  return %0 : f64
}

// -----

func.func @floor_i1(%a: i1) -> i1 {
  // expected-error@+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'i1'}}
  %0 = math.floor %a : i1
  return %0 : i1
}

// -----

func.func @isfinite_shape(%a: vector<4xf32>) -> vector<2xi1> {
  // expected-error@+1 {{'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isfinite"(%a) : (vector<4xf32>) -> vector<2xi1>
  return %0 : vector<2xi1>
}

// -----

func.func @isnormal_result(%a: f32) -> i32 {
  // expected-error@+1 {{'math.isnormal' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnormal"(%a) : (f32) -> i32
  return %0 : i32
}

// -----

func.func @log_tensor_shapes(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'math.log' op requires the same type for all operands and results}}
  %0 = "math.log"(%a) : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @log10_int(%a: i64) -> i64 {
  // expected-error@+1 {{'math.log10' op operand #0 must be floating-point-like, but got 'i64'}}
  %0 = math.log10 %a : i64
  return %0 : i64
}

// -----

func.func @log1p_bad_fastmath(%a: f16) -> f16 {
  // expected-error@+2 {{custom op 'math.log1p' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.log1p' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.log1p %a fastmath<nnan,fast2> : f16
  return %0 : f16
}

// -----

func.func @log2_two_results(%a: f32) {
  // expected-error@+1 {{'math.log2' op requires one result}}
  %0:2 = "math.log2"(%a) : (f32) -> (f32, f32)
  return
}

// -----

func.func @round_index_vector(%a: vector<4xindex>) -> vector<4xindex> {
  // expected-error@+1 {{'math.round' op operand #0 must be floating-point-like, but got 'vector<4xindex>'}}
  %0 = math.round %a : vector<4xindex>
  return %0 : vector<4xindex>
}

// -----

func.func @roundeven_widths(%a: f64) -> f32 {
  // expected-error@+1 {{'math.roundeven' op requires the same type for all operands and results}}
  %0 = "math.roundeven"(%a) : (f64) -> f32
  return %0 : f32
}

// -----

func.func @rsqrt_int(%a: i16) -> i16 {
  // expected-error@+1 {{'math.rsqrt' op operand #0 must be floating-point-like, but got 'i16'}}
  %0 = math.rsqrt %a : i16
  return %0 : i16
}

// -----

func.func @sin_undefined_value() -> f32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = math.sin %x : f32
  return %0 : f32
}

// -----

func.func @sinh_int(%a: i32) -> i32 {
  // expected-error@+1 {{'math.sinh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sinh"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @tan_int_tensor(%a: tensor<?xi32>) -> tensor<?xi32> {
  // expected-error@+1 {{'math.tan' op operand #0 must be floating-point-like, but got 'tensor<?xi32>'}}
  %0 = math.tan %a : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @tanh_vector_element(%a: vector<4xf32>) -> vector<4xf16> {
  // expected-error@+1 {{'math.tanh' op requires the same type for all operands and results}}
  %0 = "math.tanh"(%a) : (vector<4xf32>) -> vector<4xf16>
  return %0 : vector<4xf16>
}

// -----

func.func @trunc_int(%a: i8) -> i8 {
  // expected-error@+1 {{'math.trunc' op operand #0 must be floating-point-like, but got 'i8'}}
  %0 = math.trunc %a : i8
  return %0 : i8
}

// -----

func.func @isfinite_int(%a: i32) -> i1 {
  // expected-error@+1 {{custom op 'math.isfinite' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isfinite %a : i32
  return %0 : i1
}

// -----

func.func @isinf_int_vector(%a: vector<4xi32>) -> vector<4xi1> {
  // expected-error@+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = math.isinf %a : vector<4xi32>
  return %0 : vector<4xi1>
}

// -----

func.func @copysign_types(%a: f32, %b: f64) -> f32 {
  // expected-error@+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%a, %b) : (f32, f64) -> f32
  return %0 : f32
}

// -----

func.func @cttz_scalable_shape(%a: vector<[4]xi32>) -> vector<4xi32> {
  // expected-error@+1 {{'math.cttz' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.cttz"(%a) : (vector<[4]xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
