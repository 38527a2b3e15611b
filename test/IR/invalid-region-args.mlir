// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt

// A region's named arguments (loop induction variables, iter_args, function and body
// arguments) may not reuse a name already defined or referenced in the enclosing scope,
// and take no result number; a bare integer type cannot start an operation. Both tools
// check the same expectations.

func.func @nested_loops_same_iv(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 { // expected-note {{previously referenced here}}
    // expected-error@+1 {{region entry argument '%i' is already in use}}
    scf.for %i = %c0 to %n step %c1 {
    }
  }
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
func.func @iv_shadows_parameter(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{region entry argument '%n' is already in use}}
  affine.for %n = 0 to 10 {
  }
  return
}

// -----

#quarter = affine_map<(d0) -> (d0 floordiv 4)>
func.func @bound_uses_its_own_iv() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = #quarter(%i) to 10 {
  }
  return
}

// -----

func.func @forall_iv_used_before(%t: tensor<4xf32>) {
  "test.use"(%x) : (index) -> () // expected-note {{previously referenced here}}
  // expected-error@+1 {{region entry argument '%x' is already in use}}
  scf.forall (%x) in (4) {
  }
  return
}

// -----

func.func @map_body_arg_shadows(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32 // expected-note {{previously referenced here}}
  %r = linalg.map ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>)
    // expected-error@+1 {{region entry argument '%c' is already in use}}
    (%c: f32) { linalg.yield %c : f32 }
  return %r : tensor<4xf32>
}

// -----

// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @duplicate_parameters(%a: i32, %a: i32) { // expected-note {{previously referenced here}}
  return
}

// -----

func.func @block_label_args_may_shadow_nothing(%n: index) { // expected-note {{previously defined here}}
  "test.region"() ({
  ^bb0(%n: index): // expected-error {{redefinition of SSA value '%n'}}
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @numbered_iv() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 7 {
  }
  return
}

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @numbered_parameter(%a#0: i32) {
  return
}

// -----

func.func @numbered_iter_arg(%n: index) {
  %c = arith.constant 0 : index
  // expected-error@+1 {{result number not allowed in argument list}}
  %r = scf.for %i = %c to %n step %n iter_args(%a#0 = %c) -> index {
    scf.yield %a : index
  }
  return
}

// -----

func.func @numbered_parallel_iv(%n: index) {
  %c = arith.constant 0 : index
  // expected-error@+1 {{result number not allowed in argument list}}
  scf.parallel (%i#0) = (%c) to (%n) step (%n) {
  }
  return
}

// -----

func.func @type_where_an_op_belongs() {
  // expected-error@+1 {{expected operation name in quotes}}
  %x = arith.constant 1
  i32
  return
}
