// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @label_with_named_args(%a: f32) -> f32 {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%x: f32):
  return %x : f32
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @no_entry_args(f32) -> f32 {
  %x = arith.constant 1.0 : f32
  return %x : f32
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 0 arguments to match function signature}}
func.func @extra_entry_args() {
^bb0(%x: f32):
  return
}

// -----

func.func @duplicate_block_arg() {
  "test.op"() ({
    // expected-note @+2 {{previously defined here}}
    // expected-error @+1 {{redefinition of SSA value '%x'}}
    ^bb0(%x: f32, %x: f32):
      "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @duplicate_result() {
  // expected-note @+1 {{previously defined here}}
  %x = arith.constant 1 : i32
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 2 : i32
  return
}

// -----

func.func @duplicate_label() {
^bb0:
  cf.br ^bb0
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  return
}

// -----

func.func @empty_region_block() {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  "test.op"() ({
    "test.yield"() : () -> ()
  ^bb1:
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @unnamed_after_named(%a: i32, f32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @named_after_unnamed(f32, %a: i32) {
  return
}

// -----

// expected-note @+2 {{previously referenced here}}
// expected-error @+1 {{region entry argument '%a' is already in use}}
func.func @same_argument_twice(%a: i32, %a: i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func "quoted"() {
  return
}
