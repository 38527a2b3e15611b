// RUN: tile-opt %s -split-input-file -verify-diagnostics

// func.call_indirect takes its operand and result types from the callee's function type.
func.func @not_a_function(%f: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = func.call_indirect %f(%x) : i32
  return
}

// -----

func.func @too_many_args(%f: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call_indirect %f(%x, %x) : (i32) -> f32
  return
}

// -----

func.func @result_mismatch(%f: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %x) : ((i32) -> f32, i32) -> i32
  return
}

// -----

func.func @input_mismatch(%f: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %x, %x) : ((i32) -> f32, i32, i32) -> f32
  return
}

// -----

func.func @callee_not_function(%f: i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%f, %x) : (i32, i32) -> f32
  return
}
