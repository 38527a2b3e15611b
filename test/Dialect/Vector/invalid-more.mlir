// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in vector ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @vscale_type() -> i64 {
  // expected-error@+1 {{'vector.vscale' op result #0 must be index, but got 'i64'}}
  %0 = "vector.vscale"() : () -> i64
  return %0 : i64
}

// -----

func.func @yield_not_last(%v: vector<8xf32>) {
  // expected-error@+1 {{'vector.yield' op must be the last operation in the parent block}}
  vector.yield %v : vector<8xf32>
  return
}

// -----

func.func @yield_missing_types(%m: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{expected ':'}}
  %0 = vector.mask %m { vector.yield %v } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @vscale_two_results() -> index {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "vector.vscale"() {foo} : () -> (index, index)
  return %0 : index
}

// -----

func.func @mask_yield_type_count(%m: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{custom op 'vector.yield' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = vector.mask %m { vector.yield %v, %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
