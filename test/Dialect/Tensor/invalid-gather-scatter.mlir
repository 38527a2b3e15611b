// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @element_type(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x3x1x5x1xf32>' or its rank-reduced variant 'tensor<2x3x5xf32>' (got: 'tensor<2x3x5xf16>')}}
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x5xf16>
  return
}

// -----

func.func @dims_order(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %g = tensor.gather %src[%idx] gather_dims([2, 0]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @no_dims(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %g = tensor.gather %src[%idx] gather_dims([]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dim_too_large(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %g = tensor.gather %src[%idx] gather_dims([0, 3]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dims_vs_indices(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @negative_dim(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %g = tensor.gather %src[%idx] gather_dims([-1, 2]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @scatter_not_unique(%src: tensor<2x3x5xf32>, %d: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %s = tensor.scatter %src into %d[%idx] scatter_dims([0, 2]) : (tensor<2x3x5xf32>, tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source_type(%src: tensor<2x3x4xf32>, %d: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x3x1x5x1xf32>' or its rank-reduced variant 'tensor<2x3x5xf32>' (got: 'tensor<2x3x4xf32>')}}
  %s = tensor.scatter %src into %d[%idx] scatter_dims([0, 2]) unique : (tensor<2x3x4xf32>, tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @float_indices(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xf32>) {
  // expected-error@+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2x3x2xf32>'}}
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<2x3x2xf32>) -> tensor<2x3x5xf32>
  return
}
