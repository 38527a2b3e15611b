// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @br_too_many_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @br_type_mismatch(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: f32):
  return
}

// -----

func.func @br_two_successors() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_type_mismatch(%c: i1, %x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%y: f32):
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @cond_br_not_i1(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i32: 1>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_zero_weights(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_operands(%x: i32, %y: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [
    default: ^bb1,
    42: ^bb2(%y : f32)
  ]
^bb1:
  return
^bb2(%z: i32):
  return
}

// -----

func.func @assert_not_i1(%x: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) {msg = "x"} : (i32) -> ()
  return
}

// -----

func.func @assert_no_msg(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}
