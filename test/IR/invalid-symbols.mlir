// RUN: tile-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Symbol tables and symbols: one error per split, MLIR 22's messages.

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// Any direct child with a string `sym_name` is a symbol, registered or not.
module {
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.sym"() {sym_name = "s"} : () -> ()
  "foo.other"() {sym_name = 3 : i32} : () -> ()
  // expected-error @+1 {{redefinition of symbol named 's'}}
  "foo.sym"() {sym_name = "s"} : () -> ()
}

// -----

// Nested symbol tables have their own names.
func.func @g() {
  return
}
module {
  func.func @g() {
    return
  }
}

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bad"}}
"func.func"() <{function_type = () -> (), sym_name = "bad_visibility", sym_visibility = "bad"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

func.func private @private_declaration()

// -----

func.func @outer() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}

// -----

// The Symbol trait is checked before the function's own rules (here its entry block).
func.func @outer() {
  // expected-error@+1 {{symbol's parent must have the SymbolTable trait}}
  "func.func"() ({
  ^bb0(%a: f32):
    "func.return"() : () -> ()
  }) {sym_name = "inner", function_type = (i32) -> ()} : () -> ()
  return
}
