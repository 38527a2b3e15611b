// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// scf.reduce and scf.index_switch are declared ops: their structural checks (parent, region
// counts and sizes, the `cases` property, the index operand) and their custom syntax come
// from the spec, with MLIR's messages.

func.func @reduce_outside_parallel(%x: f32) {
  scf.execute_region {
    // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_missing_region(%lb: index, %ub: index, %st: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%x : f32)
  }
  return
}

// -----

func.func @reduce_two_blocks(%lb: index, %ub: index, %st: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      cf.br ^bb1
    ^bb1:
      scf.reduce.return %a : f32
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @switch_no_regions(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%i) <{cases = array<i64>}> : (index) -> ()
  return
}

// -----

func.func @switch_i32_cases(%i: index) {
  // expected-error @+1 {{invalid properties {cases = array<i32: 1>} for op scf.index_switch: Invalid attribute `cases` in property conversion: array<i32: 1>}}
  "scf.index_switch"(%i) <{cases = array<i32: 1>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_no_cases_attr(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_on_i32(%i: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    scf.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @switch_case_not_integer(%i: index) {
  scf.index_switch %i
  // expected-error @+1 {{custom op 'scf.index_switch' expected integer value}}
  case two {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_missing_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @switch_case_too_large(%i: index) {
  scf.index_switch %i
  // expected-error @+1 {{custom op 'scf.index_switch' integer value too large}}
  case 9223372036854775808 {
    scf.yield
  }
  default {
  }
  return
}
