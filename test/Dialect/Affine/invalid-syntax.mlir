// RUN: tile-opt %s -split-input-file -verify-diagnostics

// The affine ops' hand-written syntax reports missing punctuation as mlir-opt-22 does.
func.func @apply_no_paren(%i: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)> %i
  return
}

// -----

func.func @apply_unclosed_dims(%i: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i
  return
}

// -----

func.func @apply_unclosed_symbols(%i: index) {
  // expected-error@+1 {{expected ']' in operand list}}
  %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i
  return
}

// -----

func.func @symbol_without_paren(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected '(' at start of SSA symbol}}
  %0 = affine.load %m[symbol %i] : memref<4xf32>
  return
}

// -----

func.func @symbol_unclosed(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %m[symbol(%i] : memref<4xf32>
  return
}

// -----

func.func @for_no_equal(%i: index) {
  // expected-error@+1 {{expected '='}}
  affine.for %j 0 to 10 {
  }
  return
}

// -----

func.func @for_iter_args_no_arrow(%i: index) {
  // expected-error@+1 {{expected '->'}}
  affine.for %j = 0 to 10 iter_args(%a = %i) index {
  }
  return
}

// -----

func.func @dma_start_no_comma(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected ','}}
  affine.dma_start %m[%i] %m[%i], %t[0], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_wait_no_colon(%t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected ':'}}
  affine.dma_wait %t[0], %i memref<1xi32>
  return
}

// -----

func.func @subscripts_no_bracket(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %m %i : memref<4xf32>
  return
}

// -----

func.func @parallel_bound_no_paren(%i: index) {
  // expected-error@+1 {{expected '('}}
  affine.parallel (%j) = 0 to 10 {
  }
  return
}

// -----

func.func @for_to_misspelled() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 1 too 10 {
  }
  return
}

// -----

func.func @for_step_not_constant(%s: index) {
  // The step is an attribute: an SSA value is reported after `step`.
  // expected-error@+1 {{expected attribute value}}
  affine.for %i = 1 to 10 step %s {
  }
  return
}

// -----

func.func @for_step_double_minus() {
  // expected-error@+1 {{expected constant integer or floating point value}}
  affine.for %i = 1 to 100 step -- 1 {
  }
  return
}
