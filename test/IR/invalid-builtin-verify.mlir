// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Programs MLIR 22 rejects for their builtin types, attributes, functions and module
// structure (each passes under mlir-opt-22 -verify-diagnostics too).

func.func private @callee(i32) -> f32

func.func @call_result_mismatch(%x: i32) -> i32 {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i32'}}
  // expected-note @+1 {{function result types: 'f32'}}
  %0 = func.call @callee(%x) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @callee(i32) -> f32

func.func @call_operand_mismatch(%x: f32) -> f32 {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = func.call @callee(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @call_result_count() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @call_result_count() : () -> i32
  return
}

// -----

func.func @call_operand_count(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @call_operand_count() : () -> ()
  return
}

// -----

func.func @call_unknown(%x: f32) -> f32 {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @constant_unknown() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> ()
  return
}

// -----

func.func private @callee(i32) -> f32

func.func @constant_mismatch() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @callee : () -> ()
  return
}

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func private @layout_rank(memref<4x4xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
func.func private @stride_count(memref<4xf32, strided<[1, 1]>>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @array_space(memref<4xf32, [1]>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @type_space(memref<*xf32, f32>)

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
func.func private @space_first(memref<4xf32, 1, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
func.func private @unranked_layout(memref<*xf32, strided<[1]>>)

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
func.func private @two_spaces(memref<4xf32, affine_map<(d0) -> (d0)>, 1, 2>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @tuple_memref(memref<4xtuple<i32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func private @tuple_tensor(tensor<4xtuple<i32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @complex_vector(vector<4xcomplex<f32>>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 2, 0}}
func.func private @empty_vector(vector<2x0xf32>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func private @complex_of_vector(complex<vector<4xf32>>)

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i7>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'complex<f32>'}}
"test.op"() {a = array<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
func.func @escape_on_function() attributes {bufferization.escape = 5} {
  return
}

// -----

// expected-error @+1 {{'func.func' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
func.func @manual_deallocation() attributes {bufferization.manual_deallocation} {
  return
}

// -----

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_int(%a: tensor<4xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(tensor<4xf32> {bufferization.writable = true})

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func @access_value(%a: tensor<4xf32> {bufferization.access = "foo"}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_int(%a: tensor<4xf32> {bufferization.buffer_layout = 1}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @plain_arg_attr(%a: i32 {foo}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "h", arg_attrs = [{a.b}, {}]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred() attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
module {
^bb0(%a: i32):
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo} {
}

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
  "test.op"() : () -> ()
}, {
}) : () -> ()

// -----

func.func @module_in_function() {
  // expected-error @+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

func.func @no_default_dialect() {
  scf.execute_region {
    // expected-note @+2 {{Available dialects: }}
    // expected-error @+1 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    return
  }
  return
}

// -----

func.func @named_without_results() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = func.call @named_without_results() : () -> ()
  return
}

// -----

builtin.module {
  builtin.unrealized_conversion_cast
// expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
}

// -----

#dict = {a = 1}
// expected-error @+1 {{expected '{' in attribute dictionary}}
func.func @dictionary_alias() attributes #dict {
  return
}

// -----

func.func @indirect_result(%f: (i32) -> f32, %x: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %x) : ((i32) -> f32, i32) -> i32
  return
}

// -----

func.func @indirect_not_function(%f: i32, %x: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%f, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> (i1, i1)
  return
}
