// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

func.func @e1(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %r = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @e2(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %r = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @e3(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %r = memref.atomic_rmw foo %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// A string naming no case: MLIR quotes the string as written, escapes decoded.
func.func @e_string(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "ad\d"}}
  %r = memref.atomic_rmw "ad\\d" %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
