// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @apply_count_mismatch(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%n, %n)
  return
}

// -----

func.func @apply_symbol_count_mismatch(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%n)[%n]
  return
}

// -----

func.func @apply_generic_count(%n: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%n) {map = affine_map<(d0, d1) -> (d0)>} : (index) -> index
  return
}

// -----

func.func @apply_two_results(%n: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func.func @apply_iv_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %x = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}

// -----

func.func @min_no_result(%n: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = affine.min affine_map<(d0) -> ()>(%n)
  return
}

// -----

func.func @max_not_index(%n: i32) {
  // expected-error@+1 {{'affine.max' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.max"(%n) {map = affine_map<(d0) -> (d0)>} : (i32) -> index
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -2 {
  }
  return
}

// -----

func.func @for_bound_without_min(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 4)>(%n) {
  }
  return
}

// -----

func.func @for_bound_without_max(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 4)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_iv_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to 8 {
    }
  }
  return
}

// -----

func.func @for_missing_step_attr() {
  // expected-error@+1 {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @load_scf_iv(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%i] : memref<8xf32>
  }
  return
}

// -----

func.func @load_non_affine_index(%m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %k = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%k] : memref<8xf32>
  }
  return
}

// -----

func.func @load_rank(%m: memref<4x4xf32>, %n: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%n] : memref<4x4xf32>
  return
}

// -----

func.func @store_rank(%m: memref<4xf32>, %v: f32, %n: index) {
  // expected-error@+1 {{'affine.store' op affine map num results must equal memref rank}}
  affine.store %v, %m[%n, %n] : memref<4xf32>
  return
}

// -----

func.func @if_bad_condition(%n: index) {
  // expected-error@+1 {{'affine.if' op attribute 'condition' failed to satisfy constraint: IntegerSet attribute}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = 1 : i64} : (index) -> ()
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0, d1) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @if_results_without_else(%n: index) -> f32 {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return %0 : f32
}

// -----

func.func @if_iv_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    %c = arith.constant 1.0 : f32
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %c : f32
  }
  return
}

// -----

func.func @set_strict_inequality(%n: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(d0) : (d0 > 0)>(%n) {
  }
  return
}

// -----

func.func @set_missing_comma(%n: index) {
  // expected-error@+1 {{expected ')' in integer set constraint list}}
  affine.if affine_set<(d0) : (d0 >= 0 d0)>(%n) {
  }
  return
}

// -----

func.func @parallel_bad_reduction_name() {
  // expected-error@+1 {{invalid reduction value: "sub"}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("sub") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_reduction_type() {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_missing_reduction() {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @parallel_step_count() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_iv_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%j) = (0) to (symbol(%i)) {
    }
  }
  return
}

// -----

func.func @vector_load_element(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<16xf32>, vector<4xf64>
  return
}

// -----

func.func @vector_load_0d(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = affine.vector_load %m[%i] : memref<16xf32>, vector<f32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<16xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<1>, data : memref<16xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], write, locality<1>, cache : memref<16xf32>
  return
}

// -----

func.func @delinearize_count(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %i into (4) : index, index, index
  return
}

// -----

func.func @delinearize_zero_basis(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @linearize_count(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %i, %i] by (4) : index
  return
}

// -----

func.func @dma_operand_count(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%a, %i, %b, %i, %t, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @for_results_without_yield(%x: f32) {
  "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"() : () -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_iv_not_index(%x: f32) {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: f32, %a: f32):
    "affine.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_yield_type(%x: f32) {
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%i) : (index) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_result_type(%x: f32) {
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%a) : (f32) -> ()
  }) : (f32) -> i32
  return
}

// -----

func.func @for_loop_carried_count(%x: f32) {
  // expected-error@+1 {{'affine.for' op mismatch between the number of loop-carried values and results}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @subscript_missing_operand(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{missing right operand of binary operator}}
  %0 = affine.load %m[%i + ] : memref<4xf32>
  return
}

// -----

func.func @subscript_missing_comma(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %m[%i %i] : memref<4xf32>
  return
}

// -----

func.func @parallel_bound_missing_comma(%i: index) {
  // expected-error@+1 {{expected ')'}}
  affine.parallel (%j) = (0 %i) to (4) {
  }
  return
}

// -----

func.func @parallel_max_missing_comma(%i: index) {
  // expected-error@+1 {{expected ')' in affine map}}
  affine.parallel (%j) = (max(0 %i)) to (4) {
  }
  return
}

// -----

func.func @for_bound_dim_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%a, %a) to 10 {
  }
  return
}

// -----

func.func @for_bound_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0)>()[%a, %a] {
  }
  return
}

// -----

// `steps` is stored as an array: a scalar fails the property conversion, before verification.
func.func @parallel_steps_not_an_array() {
  // expected-error@+1 {{Invalid attribute `steps` in property conversion: 5 : i64}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>,
                        lowerBoundsMap = affine_map<() -> (0)>,
                        reductions = [],
                        steps = 5,
                        upperBoundsGroups = dense<1> : tensor<1xi32>,
                        upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
