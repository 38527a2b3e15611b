// RUN: tile-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// SSA dominance: one error per split, MLIR 22's messages and notes.
// Unregistered ops use the `foo` prefix (mlir-opt registers a `test` dialect).

func.func @use_before_def_in_block() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "foo.def"() : () -> i32
  return
}

// -----

func.func @use_in_a_block_not_dominated(%cond: i1) {
  "foo.cond_br"(%cond)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument_not_dominating(%cond: i1) {
  "foo.cond_br"(%cond)[^bb1, ^bb2] : (i1) -> ()
^bb1(%x: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @use_in_nested_region_before_def() {
  "foo.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%0) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = "foo.def"() : () -> i32
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in a parent region)}}
func.func @block_argument_of_a_later_block() {
  "foo.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  "foo.br"()[^bb1] : () -> ()
^bb1(%x: i32):
  return
}

// -----

// Multi-block regions of unregistered ops are SSA regions.
"foo.region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.terminator"() : () -> ()
}) : () -> ()

// -----

// Unreachable blocks are not checked; an op nested in one is compared at its ancestor.
func.func @unreachable() {
  return
^bb1:
  "foo.region"() ({
    // expected-error @+1 {{operand #1 does not dominate this use}}
    "foo.use"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %1 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb2:
  "foo.use"(%2) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
  %2 = "foo.def"() : () -> i32
  return
}

// -----

// Graph regions (the module) and single-block regions of unregistered ops are not checked.
"foo.use"(%0) : (i32) -> ()
%0 = "foo.def"() : () -> i32
"foo.region"() ({
  "foo.use"(%1) : (i32) -> ()
  %1 = "foo.def"() : () -> i32
}) : () -> ()
