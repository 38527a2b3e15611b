// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @e1(%t: tensor<4xi32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %r = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xf32>
  return
}

// -----

func.func @e2(%t: tensor<4xi32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %r = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<3x2xi32>
  return
}

// -----

func.func @e3(%t: tensor<4xi32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %r = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<3xindex>) -> tensor<2x2xi32>
  return
}

// -----

func.func @reshape_by_dynamic_shape(%t: tensor<*xf32>, %s: tensor<?xindex>) {
  // expected-error@+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %r = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @e4(%t: tensor<4xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<2xf32>
  return
}

// -----

func.func @e5(%t: tensor<4xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xf64>' are cast incompatible}}
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<4xf64>
  return
}

// -----

// A rank-1 slice may give one offset whatever the sizes say (MLIR's maxRanks[0] == 1 rule),
// so the size count is what fails.
func.func @slice_one_offset_rank1(%t: tensor<8xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{expected 1 size values, got 2}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>,
                                    static_offsets = array<i64: 0>,
                                    static_sizes = array<i64: 2, 2>,
                                    static_strides = array<i64: 1, 1>}>
      : (tensor<8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
