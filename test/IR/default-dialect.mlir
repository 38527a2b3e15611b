// RUN: not tile-opt %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not tile-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// The default dialect is the enclosing op's own, not inherited: inside `scf.for` in a
// function, `func.call` keeps its prefix (as mlir-opt prints it) while `return` directly in
// the function does not.

// CHECK-LABEL: func.func @f(
// CHECK: scf.for
// CHECK-NEXT: func.call @g() : () -> ()
// CHECK: return
func.func @g() {
  return
}
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @g() : () -> ()
  }
  return
}

// -----

// ERR: error: Dialect `' not found for custom op 'call'
func.func @h(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    call @h(%n) : (index) -> ()
  }
  return
}
