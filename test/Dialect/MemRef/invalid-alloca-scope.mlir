// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @outside() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @mismatch() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1 : i32
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %c : i32
  }
  return
}

// -----

func.func @args() {
  // expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%x: i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @count() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = memref.alloca_scope -> (f32) {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}
