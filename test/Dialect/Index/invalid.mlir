// RUN: tile-opt %s -split-input-file -verify-diagnostics
// Errors mlir-opt-22 gives for malformed index ops, with its messages.

func.func @unknown_predicate(%a: index, %b: index) -> i1 {
  // expected-error@+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %b)
  return %0 : i1
}

// -----

func.func @missing_predicate(%a: index, %b: index) -> i1 {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp (%a, %b)
  return %0 : i1
}

// -----

func.func @unknown_predicate_generic(%a: index, %b: index) -> i1 {
  // expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate less>} : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @unknown_attribute(%a: index, %b: index) -> i1 {
  // expected-error@+1 {{unknown attribute `predicate` in dialect `index`}}
  %0 = "index.cmp"(%a, %b) {pred = #index<predicate slt>} : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @integer_predicate(%a: index, %b: index) -> i1 {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %b) {pred = 2 : i64} : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @integer_predicate_property(%a: index, %b: index) -> i1 {
  // expected-error@+1 {{invalid properties {pred = 2 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 2 : i64}}
  %0 = "index.cmp"(%a, %b) <{pred = 2 : i64}> : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @no_predicate(%a: index, %b: index) -> i1 {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @cmp_wide_result(%a: index, %b: index) -> i8 {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate eq>} : (index, index) -> i8
  return %0 : i8
}

// -----

func.func @add_of_i64(%a: i64, %b: index) -> index {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %b) : (i64, index) -> index
  return %0 : index
}

// -----

func.func @add_custom_of_i64(%a: i64, %b: index) -> index {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i64'}}
  %0 = index.add %a, %b
  return %0 : index
}

// -----

func.func @mul_to_i32(%a: index, %b: index) -> i32 {
  // expected-error@+1 {{'index.mul' op result #0 must be index, but got 'i32'}}
  %0 = "index.mul"(%a, %b) : (index, index) -> i32
  return %0 : i32
}

// -----

func.func @binary_with_type(%a: index, %b: index) -> index {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = index.sub %a, %b : index
  return %0 : index
}

// -----

func.func @casts_between_integers(%a: i32) -> i64 {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return %0 : i64
}

// -----

func.func @castu_index_to_index(%a: index) -> index {
  // expected-error@+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return %0 : index
}

// -----

func.func @casts_of_float(%a: f32) -> index {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return %0 : index
}

// -----

func.func @constant_of_i64() -> index {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i64} : () -> index
  return %0 : index
}

// -----

func.func @constant_of_bool() -> index {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = index.constant true
  return %0 : index
}

// -----

func.func @constant_of_string() -> index {
  // expected-error@+1 {{invalid properties {value = "three"} for op index.constant: Invalid attribute `value` in property conversion: "three"}}
  %0 = "index.constant"() <{value = "three"}> : () -> index
  return %0 : index
}

// -----

func.func @constant_as_i64() -> i64 {
  // expected-error@+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() {value = 3 : index} : () -> i64
  return %0 : i64
}

// -----

func.func @constant_too_big() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.constant 18446744073709551616
  return %0 : index
}

// -----

func.func @constant_float() -> index {
  %0 = index.constant 1.5
  // MLIR reports it at the token after the number.
  // expected-error@+1 {{floating point value not valid for specified type}}
  return %0 : index
}

// -----

func.func @constant_without_value() -> index {
  // expected-error@+1 {{expected attribute value}}
  %0 = index.constant
  return %0 : index
}

// -----

func.func @bool_constant_two() -> i1 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return %0 : i1
}

// -----

func.func @bool_constant_string() -> i1 {
  // expected-error@+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant "true"
  return %0 : i1
}

// -----

func.func @bool_constant_of_i64() -> i1 {
  // expected-error@+1 {{invalid properties {value = 1 : i64} for op index.bool.constant: Invalid attribute `value` in property conversion: 1 : i64}}
  %0 = "index.bool.constant"() <{value = 1 : i64}> : () -> i1
  return %0 : i1
}

// -----

func.func @sizeof_as_i64() -> i64 {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return %0 : i64
}
