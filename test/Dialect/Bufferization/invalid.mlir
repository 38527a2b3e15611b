// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @to_buffer_not_memref(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %b = bufferization.to_buffer %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_memref_removed(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_memref' is unknown}}
  %b = bufferization.to_memref %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @alloc_tensor_dynamic_sizes() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %b = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_sizes(%n: index, %t: tensor<?xf32>) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %b = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_memref() {
  // expected-error@+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %b = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @dealloc_tensor_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}

// -----

func.func @materialize_memref_not_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor_writable(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_tensor_no_result(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_element_type(%t: tensor<4xf32>, %m: memref<4xf16>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf16>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %m: memref<5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @materialize_not_function_type(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.materialize_in_destination' invalid kind of type specified: expected builtin.function, but found 'tensor<4xf32>'}}
  bufferization.materialize_in_destination %t in writable %m : tensor<4xf32>
  return
}

// -----

func.func @materialize_two_results(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<*xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<*xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @to_buffer_not_tensor_like(%x: f32) {
  // expected-error@+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'f32'}}
  %0 = "bufferization.to_buffer"(%x) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @clone_not_memref(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @materialize_vector_dest(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @materialize_scalar_dest(%t: tensor<4xf32>, %x: f32) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #1 must be shaped of any type values, but got 'f32'}}
  "bufferization.materialize_in_destination"(%t, %x) : (tensor<4xf32>, f32) -> ()
  return
}

// -----

func.func @materialize_expects_in(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.materialize_in_destination' expected 'in'}}
  bufferization.materialize_in_destination %t %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_type_count(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>) -> ()
  return
}
