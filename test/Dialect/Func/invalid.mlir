// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

func.func private @g(i32) -> f32
func.func @call_counts(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call @g(%a, %a) : (i32) -> f32
  return
}

// -----

func.func @return_counts(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
  return
}
