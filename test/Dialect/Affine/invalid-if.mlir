// RUN: tile-opt %s -split-input-file -verify-diagnostics

// affine.if's condition is an integer set applied to `(dims)[symbols]`, counts checked
// while parsing (at the op name, as MLIR).
func.func @not_a_set(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if 3 (%i) {
  }
  return
}

// -----

func.func @dims(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}

// -----

func.func @symbols(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%i) {
  }
  return
}
