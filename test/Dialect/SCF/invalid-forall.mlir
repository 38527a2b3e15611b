// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @shared_outs_without_types(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (2) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @too_many_result_types(%n: index) {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %e) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @missing_step(%n: index) {
  // expected-error@+1 {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%i) = (0) to (4) {
  }
  return
}

// -----

func.func @memref_shared_out(%m: memref<4xf32>) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (2) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @too_few_bounds(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}

// -----

func.func @static_bound_with_operand(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>,
                     staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                     staticUpperBound = array<i64: 5>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @extra_block_argument(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>,
                     staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                     staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @non_index_iv(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>,
                          staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                          staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @out_arg_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>,
                          staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                          staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @more_results_than_outs(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>,
                            staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                            staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @result_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>,
                          staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                          staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @mapping_rank(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @mapping_kind(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1]}
  return
}

// -----

func.func @wrong_terminator(%n: index) {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>,
                   staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                   staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @yield_in_forall(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}

// -----

func.func @in_parallel_outside() {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {}
  return
}

// -----

func.func @in_parallel_other_op(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}
