// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: tile-opt %s --split-input-file --verify-diagnostics=only-expected
// RUN: tile-opt %s -split-input-file -verify-diagnostics -cse -canonicalize

// Every form of expected-* designator, matched by real parser and verifier diagnostics.

func.func @same_line(%x: i32) -> i32 {
  %0 = arith.addi %x, %y : i32 // expected-error {{use of undeclared SSA value name}}
  return %0 : i32
}

// -----

func.func @plus(%x: i32) -> i32 {
  // expected-error@+1 {{undeclared SSA value}}
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----

func.func @minus(%x: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  // expected-error@-1 {{undeclared SSA value}}
  return %0 : i32
}

// -----

func.func @below() -> i32 {
  // expected-error@below {{'func.return' op has 0 operands, but enclosing function (@below) returns 1}}
  return
}

// -----

func.func @above() -> i32 {
  return
  // expected-error@above {{enclosing function (@above) returns 1}}
}

// -----

// Regular expressions in {{...}} blocks of -re designators.
func.func @regex(%x: i32) -> i32 {
  // expected-error-re@+1 {{use of {{[a-z]+}} SSA value {{name|identifier}}}}
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----

// Notes, attached to the error they explain.
// expected-note@+1 {{see existing symbol definition here}}
func.func @foo() { return }
// expected-error@+1 {{redefinition of symbol named 'foo'}}
func.func @foo() { return }
