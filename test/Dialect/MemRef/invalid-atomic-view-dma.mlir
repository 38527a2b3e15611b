// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @two_block_args(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32, %other: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @block_arg_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @side_effect(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<10xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @index_elements(%m: memref<10xindex>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<10xindex>'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xindex> {
  ^bb0(%cur: index):
    memref.atomic_yield %cur : index
  }
  return
}

// -----

func.func @yield_outside(%c: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %c : f32
}

// -----

func.func @not_a_permutation(%t: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %tr = memref.transpose %t (i, j) -> (j, j) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @permutation_rank(%t: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %tr = memref.transpose %t (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transposed_layout(%t: memref<3x4xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4x3xf32, strided<[4, 1]>>' is not equivalent to the canonical transposed input type 'memref<4x3xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'}}
  %tr = memref.transpose %t (i, j) -> (j, i) : memref<3x4xf32> to memref<4x3xf32, strided<[4, 1]>>
  return
}

// -----

func.func @dynamic_transposed_layout(%t: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %tr = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @view_sizes(%b: memref<2048xi8>, %n: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %v = memref.view %b[%n][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_memory_space(%b: memref<2048xi8, 1>, %n: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<4xf32>'}}
  %v = memref.view %b[%n][] : memref<2048xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @view_result_layout(%b: memref<2048xi8>, %n: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %v = memref.view %b[%n][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_base_layout(%b: memref<2048xi8, strided<[2]>>, %n: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %v = memref.view %b[%n][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_of_i16(%b: memref<2048xi16>, %n: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'}}
  %v = memref.view %b[%n][] : memref<2048xi16> to memref<4xf32>
  return
}

// -----

func.func @distinct_types(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %d = "memref.distinct_objects"(%a) : (memref<4xf32>) -> memref<5xf32>
  return
}

// -----

func.func @distinct_nothing() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @dma_wait_rank(%tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %tag[%i, %i], %n : memref<1xi32>
  return
}

// -----

func.func @dma_one_stride(%m: memref<10xf32>, %d: memref<10xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %d[%i], %n, %tag[%i], %n : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_two_types(%m: memref<10xf32>, %d: memref<10xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %d[%i], %n, %tag[%i] : memref<10xf32>, memref<10xf32, 1>
  return
}

// -----

func.func @dma_extra_index(%m: memref<10xf32>, %d: memref<10xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op expected destination to be of memref type}}
  memref.dma_start %m[%i, %i], %d[%i], %n, %tag[%i] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_missing_tag_index(%m: memref<10xf32>, %d: memref<10xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 7 operands}}
  memref.dma_start %m[%i], %d[%i], %n, %tag[] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_scalar_source(%m: f32, %d: memref<10xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  memref.dma_start %m[%i], %d[%i], %n, %tag[%i] : f32, memref<10xf32, 1>, memref<1xi32>
  return
}

// -----

// The custom form needs at least one type after the colon (MLIR's `parseTypeList`).
func.func @distinct_no_types() {
  // expected-error@+1 {{expected non-function type}}
  memref.distinct_objects :
  return
}
