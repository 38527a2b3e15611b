// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @index_out_of_shape() {
  // expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[1, 4], and type='tensor<4x4xf64>'}}
  %0 = arith.constant sparse<[[0, 0], [1, 4]], [1.0, 5.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @negative_index() {
  // expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[18446744073709551615, 2], and type='tensor<4x4xf64>'}}
  %0 = arith.constant sparse<[[0, 0], [-1, 2]], [1.0, 2.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @splat_index_out_of_shape() {
  // expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5, 5], and type='tensor<4x4xf64>'}}
  %0 = arith.constant sparse<5, [1.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @too_few_values() {
  // expected-error @+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @index_rank_mismatch() {
  // expected-error @+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2, 3]); inferred shape of values literal ([2])}}
  %0 = arith.constant sparse<[[0, 0, 1], [1, 2, 1]], [1.0, 2.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @flat_indices_of_matrix() {
  // expected-error @+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
  %0 = arith.constant sparse<[1, 3], [1, 2]> : tensor<4x4xi32>
  return
}

// -----

func.func @empty_lists() {
  // expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([0]); inferred shape of values literal ([0])}}
  %0 = arith.constant sparse<[], []> : tensor<2x2xf32>
  return
}

// -----

func.func @nested_values() {
  // expected-error @+1 {{expected 1-d tensor for sparse element values}}
  %0 = arith.constant sparse<[[0, 0], [1, 1]], [[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2x2xf32>
  return
}

// -----

func.func @dynamic_type() {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<?x4xf64>
  return
}

// -----

func.func @unranked_type() {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = arith.constant sparse<> : tensor<*xf32>
  return
}

// -----

func.func @not_shaped() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : f32
  return
}

// -----

func.func @float_index() {
  // expected-error @+1 {{expected integer elements, but parsed floating-point}}
  %0 = arith.constant sparse<[[0.5, 0], [1, 2]], [1.0, 2.0]> : tensor<4x4xf64>
  return
}

// -----

func.func @float_value_of_integer_tensor() {
  // expected-error @+1 {{expected integer elements, but parsed floating-point}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 2.0]> : tensor<4x4xi32>
  return
}

// -----

func.func @missing_comma() {
  // expected-error @+1 {{expected ','}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]] [1.0, 2.0]> : tensor<4x4xf64>
  return
}
