// Declared ops (src/ods): MLIR's parse and verify messages, checked against mlir-opt-22 too.
// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

func.func private @g(i32) -> f32
func.func @call_counts(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call @g(%a, %a) : (i32) -> f32
  return
}

// -----

func.func @return_counts(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
  return
}

// -----

func.func @assert_number(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  return
}

// -----

func.func @assert_symbol(%c: i1) {
  // expected-error@+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, @x
  return
}

// -----

func.func @call_number() {
  // expected-error@+1 {{integer literal not valid for specified type}}
  func.call 3() : () -> ()
  return
}

// -----

// expected-error@+1 {{'memref.global' op requires attribute 'sym_name'}}
"memref.global"() : () -> ()

// -----

func.func @collapse_not_indices(%t: tensor<2x2xf32>) {
  // The format parses an array; its contents fail the constraint when the op is verified.
  // expected-error@+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [[0.5]] : tensor<2x2xf32> into tensor<4xf32>
  return
}
