// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Bytes that are not UTF-8 are fine in comments (ÿş) and strings, and an
// "unexpected character" where the lexer meets them, at their byte column.

func.func @in_string() attributes {s = "aÿb"} {
  return
}

// -----

func.func @after_constant() {
  // expected-error @+1 {{unexpected character}}
  %0 = arith.constant 1 : i32 ÿ
  return
}

// -----

// expected-error @+1 {{unexpected character}}
func.func @fÃ©() {
  return
}

// -----

func.func @truncated_sequence() {
  // expected-error @+1 {{unexpected character}}
  "test.op"() {a = â‚} : () -> ()
  return
}
