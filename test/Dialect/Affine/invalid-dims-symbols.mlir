// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

// Which values an affine op accepts as dims and symbols, as MLIR 22 decides: constants,
// pure arithmetic on symbols, sizes of buffers allocated with symbol sizes, and values that
// dominate the loop nest are symbols; loop induction variables are dims only. Also the
// order of affine.load/store checks, results without reductions, region arguments of
// affine.if and out-of-range bounds. Both tools check the same expectations.

func.func @symbols_accepted(%a: index, %b: index, %n: index, %m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    // A pure op of symbols, inside the loop, is a symbol.
    %s = arith.addi %a, %b : index
    %v = affine.load %m[%i + symbol(%s)] : memref<?xf32>
    // The size of a buffer allocated in the loop with a symbol size is a symbol.
    %buf = memref.alloc(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %buf, %c0 : memref<?xf32>
    %w = affine.load %m[symbol(%d)] : memref<?xf32>
    memref.dealloc %buf : memref<?xf32>
  }
  return
}

// -----

func.func @iv_arithmetic_is_no_symbol(%a: index, %m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %a : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %w = affine.load %m[symbol(%x)] : memref<?xf32>
  }
  return
}

// -----

#in_range = affine_set<(i)[n] : (i >= 0, n - i >= 0)>
func.func @dim_of_local_buffer(%p: index, %q: index) {
  affine.for %i = 0 to 7 {
    %buf = memref.alloc(%p, %q) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %rows = memref.dim %buf, %c0 : memref<?x?xf32>
    // %rows is a valid dim (its size is the symbol %p); the iv is no symbol.
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #in_range(%rows)[%i] {}
  }
  return
}

// -----

func.func @store_checks_type_before_map(%buf: memref<f32>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{value to store must have the same type as memref element type}}
  "affine.store"(%c0, %buf) <{map = affine_map<(i) -> (i)>}> : (i32, memref<f32>) -> ()
  return
}

// -----

func.func @results_need_reductions(%buf: memref<100x100xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) -> (f32) {
    %v = affine.load %buf[%i, %j] : memref<100x100xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @if_with_block_arguments(%n: index) {
  %c = arith.constant 200 : index
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(i)[n] : (i - 2 >= 0, 4 - i >= 0)>(%n)[%c] {
  ^bb0(%x: i32):
    affine.yield
  }
  return
}

// -----

func.func @bound_beyond_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}

// -----

func.func @step_beyond_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 10 step 18446744073709551616 {
  }
  return
}

// -----

func.func @lowest_bound_fits() {
  affine.for %i = -9223372036854775808 to 10 {
  }
  return
}
