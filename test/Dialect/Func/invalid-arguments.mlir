// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Argument names of a func.func declare its body's entry block: a name used twice is an
// error only when there is a body (a declaration's names are unused, as in MLIR).
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @declaration(%a: i32, %a: i32)

// -----

// expected-note@+2 {{previously referenced here}}
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @definition(%a: i32, %a: i32) {
  return
}
