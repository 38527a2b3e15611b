// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

// Parse and verification errors of the arith dialect, with MLIR 22's messages.

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_bad_predicate_string(%f: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpf "foo", %f, %f : f32
  return
}

// -----

func.func @cmpf_bad_predicate(%f: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %f, %f : f32
  return
}

// -----

func.func @bad_fastmath(%f: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %f, %f fastmath<foo> : f32
  return
}

// -----

func.func @bad_overflow(%a: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsw, foo> : i32
  return
}

// -----

func.func @empty_overflow(%a: i32) {
  // expected-error@+2 {{custom op 'arith.muli' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.muli' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.muli %a, %a overflow<> : i32
  return
}

// -----

func.func @missing_angle(%f: f32) {
  // expected-error@+1 {{expected '<'}}
  %0 = arith.addf %f, %f fastmath : f32
  return
}

// -----

func.func @generic_bad_fastmath(%f: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<fast, bad>}> : (f32, f32) -> f32
  return
}

// -----

func.func @unknown_arith_attr(%f: f32) {
  // expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
  %0 = arith.addf %f, %f {x = #arith.foo<nsw>} : f32
  return
}

// -----

func.func @cast_missing_to(%a: i32) {
  // expected-error@+1 {{custom op 'arith.extsi' expected 'to'}}
  %0 = arith.extsi %a : i32 i64
  return
}

// -----

func.func @select_operand_count(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a, %a, %a : i32
  return
}

// -----

func.func @constant_bad_attr() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1]
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "x"
  return
}

// -----

func.func @addi_float(%f: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_signed(%a: si32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @addi_memref(%m: memref<4xi32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = "arith.addi"(%m, %m) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  return
}

// -----

func.func @addi_result_type(%a: i32) {
  // expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @addi_mixed(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addi_shapes(%u: tensor<*xi32>, %d: tensor<?xi32>) {
  // expected-error@+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%u, %d) : (tensor<*xi32>, tensor<?xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @negf_int(%a: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @addi_one_operand(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @negf_two_operands(%f: f32) {
  // expected-error@+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_no_result(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @addi_region(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
  return
}

// -----

func.func @overflow_flags_attr(%a: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_attr(%f: f32) {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%f, %f) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  return
}

// -----

func.func @exact_attr(%a: i32) {
  // expected-error@+1 {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%a, %a) {isExact = 1} : (i32, i32) -> i32
  return
}

// -----

func.func @rounding_attr(%d: f64) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%d) {roundingmode = 7 : i32} : (f64) -> f32
  return
}

// -----

func.func @cmpi_no_predicate(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_range(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_predicate_type(%f: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%f, %f) {predicate = 1 : i32} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_operand_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpf_result_shape(%f: f32) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%f, %f) {predicate = 1 : i64} : (f32, f32) -> vector<4xi1>
  return
}

// -----

func.func @select_condition(%a: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @select_condition_shape(%c: vector<4xi1>, %t: tensor<?xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %t, %t) : (vector<4xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @select_base_type(%c: vector<4xi1>, %t: tensor<4xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %t, %t : vector<4xi1>, tensor<4xf32>
  return
}

// -----

func.func @select_encoding(%c: tensor<4xi1>, %t: tensor<4xf32, "enc">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<4xi1, "enc">', but got 'tensor<4xi1>'}}
  %0 = arith.select %c, %t, %t : tensor<4xi1>, tensor<4xf32, "enc">
  return
}

// -----

func.func @extsi_narrowing(%b: i64) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %b : i64 to i32
  return
}

// -----

func.func @extui_same(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @extsi_index(%i: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %i : index to i64
  return
}

// -----

func.func @extsi_result_float(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.extsi %a : i32 to f64
  return
}

// -----

func.func @trunci_widening(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extf_narrowing(%d: f64) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %d : f64 to f32
  return
}

// -----

func.func @truncf_same_width(%h: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.truncf %h : f16 to bf16
  return
}

// -----

func.func @extsi_shape(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to vector<8xi64>
  return
}

// -----

func.func @extsi_tensor_dims(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %v : vector<4xi32> to tensor<4xi64>
  return
}

// -----

func.func @index_cast_same(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_cast_float(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : i32 to f32
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @bitcast_index(%i: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %i : index to i64
  return
}

// -----

func.func @sitofp_float(%f: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %f : f32 to f32
  return
}

// -----

func.func @fptoui_result(%f: f32) {
  // expected-error@+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptoui %f : f32 to f32
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @constant_signed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @constant_untyped() {
  // expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = [1]} : () -> i32
  return
}

// -----

func.func @constant_no_value() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_operand(%a: i32) {
  // expected-error@+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return
}

// -----

func.func @addui_extended_types(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_overflow(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %sum, %overflow = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @addui_extended_scalar_operands(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %sum, %overflow = arith.addui_extended %a, %a : i32, vector<4xi1>
  return
}

// -----

func.func @addui_extended_scalar_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %sum, %overflow = arith.addui_extended %v, %v : vector<4xi32>, i1
  return
}

// -----

func.func @mulsi_extended_types(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mului_extended_results(%a: i32) {
  // expected-error@+1 {{'arith.mului_extended' op expected 2 results}}
  %0 = "arith.mului_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @scaling_extf_to_narrower(%x: f32, %s: f8E8M0FNU) -> f16 {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %e = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return %e : f16
}

// -----

func.func @cmpi_bad_predicate_escaped(%i: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "s\lt"}}
  %0 = arith.cmpi "s\\lt", %i, %i : i32
  return
}

// -----

// A typed string is a typed attribute, but not a constant value arith can hold.
func.func @string_constant() -> i8 {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %c = "arith.constant"() {value = "A" : i8} : () -> i8
  return %c : i8
}

// -----

func.func @string_constant_wrong_type() -> i8 {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = "A" : i16} : () -> i8
  return %c : i8
}

// -----

// In the custom form too, a string takes the type written after it.
func.func @string_constant_custom() -> i8 {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %c = arith.constant "A" : i8
  return %c : i8
}
