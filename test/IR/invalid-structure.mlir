// RUN: tile-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Structural rules of the verifier (MLIR's Verifier.cpp and the trait verifiers): each
// split holds one error, with MLIR 22's message. Unregistered ops use the `foo` prefix
// (mlir-opt registers a `test` dialect).

func.func @terminator_not_last() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "foo.op"() : () -> ()
}

// -----

func.func @no_terminator() {
  // expected-error @+1 {{block with no terminator, has "func.call"() <{callee = @no_terminator}> : () -> ()}}
  func.call @no_terminator() : () -> ()
}

// -----

func.func @no_terminator_in_nested_block(%arg0: i32) {
  "foo.region"() ({
  ^bb0:
    // expected-error @+1 {{block with no terminator, has "func.call"}}
    func.call @no_terminator_in_nested_block(%arg0) : (i32) -> ()
  ^bb1:
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A single block of an unregistered op needs no terminator; an unregistered last op may be one.
func.func @unregistered_may_terminate() {
  "foo.region"() ({
    builtin.module {
    }
  }) : () -> ()
  "foo.terminator"() : () -> ()
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.region"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

func.func @successor_not_last() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @entry_block_predecessor() {
^bb0:
  "foo.br"()[^bb0] : () -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module {
^bb0:
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}

// -----

// expected-error @+1 {{unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow unknown operations}}
"func.frobnicate"() : () -> ()
