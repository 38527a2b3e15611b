// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @dim_0_ranked(%arg : tensor<f32>, %arg1 : index) {
  tensor.dim %arg, %arg1 : tensor<f32> // expected-error {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  return
}

// -----

func.func @dim_memref(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %m, %i : memref<4xf32>
  return
}

// -----

func.func @cast_mismatching_constants(%arg0: tensor<1xf32>) {
  // expected-error@+1 {{operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %arg0 : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_element_type(%arg0: tensor<?xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<?xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %arg0 : tensor<?xf32> to tensor<4xi32>
  return
}

// -----

func.func @cast_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.cast"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @empty_wrong_number_of_operands(%sz : index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 2}}
  %out = tensor.empty(%sz) : tensor<2x?x?x5xf32>
  return
}

// -----

func.func @empty_memref() {
  // expected-error@+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.empty() : memref<4xf32>
  return
}

// -----

func.func @empty_non_index(%f: f32) {
  // expected-error@+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "tensor.empty"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @empty_unranked() {
  // expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @extract_too_many_indices(%arg0: tensor<?xf32>) {
  // expected-error@+1 {{incorrect number of indices for extract_element}}
  %0 = tensor.extract %arg0[] : tensor<?xf32>
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>) {
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[] : tensor<*xf32>
  return
}

// -----

func.func @extract_result_type(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @extract_index_type(%t: tensor<4xf32>, %f: f32) {
  // expected-error@+1 {{'tensor.extract' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "tensor.extract"(%t, %f) : (tensor<4xf32>, f32) -> f32
  return
}

// -----

func.func @insert_too_many_indices(%arg0: f32, %arg1: tensor<?xf32>) {
  // expected-error@+1 {{incorrect number of indices}}
  %0 = tensor.insert %arg0 into %arg1[] : tensor<?xf32>
  return
}

// -----

func.func @insert_scalar_type(%i: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%i, %t, %i) : (index, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @insert_result_type(%f: f32, %t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @generate_dynamic_extents(%m : index) -> tensor<?x3x?xf32> {
  %elem = "arith.constant"() <{value = 8.0 : f32}> : () -> f32
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %tnsr = tensor.generate %m {
    ^bb0(%i : index, %j : index, %k : index):
      tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}

// -----

func.func @generate_num_args(%m : index, %n : index) -> tensor<?x3x?xf32> {
  %elem = "arith.constant"() <{value = 8.0 : f32}> : () -> f32
  // expected-error @+1 {{must have one body argument per input dimension}}
  %tnsr = tensor.generate %m, %n {
    ^bb0(%i : index, %j : index):
      tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}

// -----

func.func @generate_arg_types(%m : index, %n : index) -> tensor<?x3x?xf32> {
  %elem = "arith.constant"() <{value = 8.0 : f32}> : () -> f32
  // expected-error @+1 {{all body arguments must be index}}
  %tnsr = tensor.generate %m, %n {
    ^bb0(%i : index, %j : index, %k : i64):
      tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m : index, %n : index) -> tensor<?x3x?xf32> {
  %elem = "arith.constant"() <{value = 8 : i32}> : () -> i32
  // expected-error @+1 {{body must be terminated with a `yield` operation of the tensor element type}}
  %tnsr = tensor.generate %m, %n {
    ^bb0(%i : index, %j : index, %k : index):
      tensor.yield %elem : i32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}

// -----

func.func @generate_unranked(%i: index) {
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %i : index
  // expected-error@+1 {{custom op 'tensor.generate' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xindex>'}}
  } : tensor<*xindex>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%f) : (f32) -> ()
}

// -----

func.func @extract_slice_wrong_result_rank(%t: tensor<?xf32>, %idx : index) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_wrong_element_type(%t: tensor<?xf32>, %idx : index) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_size_and_output_dim_mismatch_static_size(%t: tensor<16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1]
    : tensor<16xf32> to tensor<6xf32>
  return
}

// -----

func.func @extract_slice_size_and_output_dim_mismatch_dynamic_size(%t: tensor<?xf32>, %idx : index) {
  // expected-error @+1 {{expected type to be 'tensor<?xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][%idx][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_wrong_static_type(%t: tensor<8x16x4xf32>, %idx : index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0][%idx, 4, 4][1, 1, 1]
    : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_wrong_dynamic_type(%t: tensor<8x16x4xf32>, %idx : index) {
  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1]
    : tensor<8x16x4xf32> to tensor<?x4x4xf32>
  return
}

// -----

func.func @extract_slice_illegal_num_offsets(%arg0 : tensor<?x?x?xf32>, %arg1 : index, %arg2 : index) {
  // expected-error@+1 {{expected 3 offset values}}
  %0 = tensor.extract_slice %arg0[0, 0] [%arg1, %arg2] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @extract_slice_mixed_ranks(%t: tensor<16x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0][4][1] : tensor<16x4xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_negative_offset(%t: tensor<16xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1][4][1] : tensor<16xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<16x4xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[0, 0][4, -1][1, 1] : tensor<16x4xf32> to tensor<4x1xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<16xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 17 >= 16}}
  %0 = tensor.extract_slice %t[14][4][1] : tensor<16xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_offset_out_of_bounds(%t: tensor<16xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[16][1][1] : tensor<16xf32> to tensor<1xf32>
  return
}

// -----

func.func @extract_slice_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'tensor.extract_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.extract_slice %m[0][1][1] : memref<4xf32> to tensor<1xf32>
  return
}

// -----

func.func @extract_slice_segments(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @extract_slice_missing_attr(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op requires attribute 'static_offsets'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @extract_slice_dynamic_entries(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<1xf32>
  return
}

// -----

func.func @insert_slice_wrong_result_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>, %idx : index) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_wrong_element_type(%t1: tensor<4xi8>, %t2: tensor<?xf32>, %idx : index) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %t1 into %t2[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_wrong_static_type(%t1: tensor<4x4x4xf32>, %t2: tensor<8x16x4xf32>, %idx : index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t1 into %t2[0, 0, 0][%idx, 4, 4][1, 1, 1]
    : tensor<4x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_wrong_dynamic_type(%t1: tensor<?x4x4xf32>, %t2: tensor<8x16x4xf32>, %idx : index) {
  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t1 into %t2[0, 2, 0][4, 4, 4][1, 1, 1]
    : tensor<?x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_illegal_num_offsets(%arg0 : tensor<?x?xf32>, %arg1 : tensor<?x?x?xf32>,
    %arg2 : index, %arg3 : index) {
  // expected-error@+1 {{expected 3 offset values}}
  %0 = tensor.insert_slice %arg0 into %arg1[0, 0] [%arg2, %arg3] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @insert_slice_out_of_bounds(%t: tensor<16x4xf32>, %s: tensor<4x2xf32>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 5 >= 4}}
  %0 = tensor.insert_slice %s into %t[0, 2][4, 2][1, 3] : tensor<4x2xf32> into tensor<16x4xf32>
  return
}

// -----

func.func @illegal_expanding_reshape_static_tensor
    (%arg0: tensor<2x3x20xf32>) -> tensor<2x3x2x4x5xf32> {
  // expected-error @+1 {{expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %arg0 [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5]
      : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return %0 : tensor<2x3x2x4x5xf32>
}

// -----

func.func @illegal_collapsing_reshape_static_tensor
    (%arg0: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {
  // expected-error @+1 {{expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.collapse_shape %arg0 [[0], [1], [2, 3, 4]]
      : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return %0 : tensor<2x3x20xf32>
}

// -----

func.func @illegal_expanding_reshape_mixed_tensor(%arg0 : tensor<?x?xf32>, %sz0: index)
    -> tensor<?x4x5xf32> {
  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, 5]
      : tensor<?x?xf32> into tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

func.func @illegal_expanding_reshape_mixed_tensor_2(%arg0 : tensor<?x?xf32>, %sz0: index)
    -> tensor<?x4x5xf32> {
  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%sz0, 4, 5]
      : tensor<?x?xf32> into tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

func.func @expand_shape_illegal_output_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}

// -----

func.func @expand_shape_dynamic_mismatch(%arg0: tensor<?xf32>, %sz: index) {
  // expected-error @+1 {{mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "tensor.expand_shape"(%arg0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (tensor<?xf32>) -> tensor<2x?xf32>
  return
}

// -----

func.func @expand_shape_dynamic_collapsed(%arg0: tensor<?xf32>) {
  // expected-error @+1 {{expected dimension 0 of collapsed type to be static value of 4}}
  %0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [2, 2] : tensor<?xf32> into tensor<2x2xf32>
  return
}

// -----

func.func @illegal_collapsing_reshape_mixed_tensor(%arg0 : tensor<?x4x5xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]]
      : tensor<?x4x5xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @illegal_collapsing_reshape_mixed_tensor_2(%arg0 : tensor<?x4x5xf32>)
    -> tensor<?x?xf32> {
  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2]]
      : tensor<?x4x5xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @collapse_dynamic_expected(%arg0 : tensor<?x4xf32>) {
  // expected-error @+1 {{expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_rank_mismatch(%arg0 : tensor<2x4xf32>) {
  // expected-error @+1 {{expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %arg0 [[0], [1]] : tensor<2x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_higher_rank(%arg0 : tensor<8xf32>) {
  // expected-error @+1 {{expected the expanded type, 'tensor<8xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x4xf32>'.}}
  %0 = tensor.collapse_shape %arg0 [[0], [1]] : tensor<8xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%arg0 : tensor<2x3x4xf32>) {
  // expected-error @+1 {{expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %arg0 [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}

// -----

func.func @collapse_map_size(%arg0 : tensor<2x3x4xf32>) {
  // expected-error @+1 {{expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_bad_attr(%arg0 : tensor<4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [1]}> : (tensor<4xf32>) -> tensor<f32>
  return
}

// -----

// Reassociation indices are signless 64-bit integers (`I64Attr`): a signed one is rejected.
func.func @collapse_signed_index(%arg0 : tensor<2x2xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %arg0 [[0 : si64, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return
}

// -----

func.func @collapse_missing_attr(%arg0 : tensor<4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op requires attribute 'reassociation'}}
  %0 = "tensor.collapse_shape"(%arg0) : (tensor<4xf32>) -> tensor<f32>
  return
}

// -----

func.func @pad_result_type(%arg0: tensor<?x2x3x4xi32>, %arg1: index, %arg2: i32) -> tensor<?x?x?x8xf32> {
  // expected-error @+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>}}
  %0 = tensor.pad %arg0 low[1, %arg1, 2, 2] high[1, 2, %arg1, 3] {
  ^bb0(%arg3: index, %arg4: index):
    tensor.yield %arg2 : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_number_of_block_args(%arg0: tensor<?x4xi32>, %arg1: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {
  ^bb0(%arg2: index, %arg3: index, %arg4: index):
    tensor.yield %arg1 : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_args(%arg0: tensor<?x4xi32>, %arg1: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{op expected block argument 1 to be an index}}
  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {
  ^bb0(%arg2: i32, %arg3: i32):
    tensor.yield %arg1 : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%arg0: tensor<?x4xi32>, %arg1: i8) -> tensor<?x9xi32> {
  // expected-error @+1 {{op expected yield type to match shape element type}}
  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {
  ^bb0(%arg2: index, %arg3: index):
    tensor.yield %arg1 : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_rank_mismatch(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<5xf32>'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 0>}> ({
  ^bb0(%a: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @pad_memref(%m: memref<4xf32>, %f: f32) {
  %0 = tensor.pad %m low[0] high[0] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  // expected-error @+1 {{custom op 'tensor.pad' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  } : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @from_elements_wrong_count(%c0: index) {
  // expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @splat_wrong_sizes(%v: f32, %m: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 2}}
  %w = tensor.splat %v[%m] : tensor<?x8x?xf32>
  return
}

// -----

func.func @rank(%0: f32) {
  // expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values}}
  "tensor.rank"(%0): (f32)->index
  return
}

// -----

// ODS operand counts use MLIR's trait messages.
func.func @dim_operand_count(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.dim' op expected 2 operands, but found 1}}
  %0 = "tensor.dim"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @rank_operand_count(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.rank' op requires a single operand}}
  %0 = "tensor.rank"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> index
  return
}

// -----

// Both relations fail: MLIR checks the result type first.
func.func @insert_result_before_scalar(%t: tensor<4xf32>, %i: index, %x: i32) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%x, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

// An absent segment property counts as all zeros (MLIR's default-initialized property).
func.func @pad_without_segments(%t: tensor<8xf32>) {
  // expected-error@+1 {{'tensor.pad' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.pad"(%t) <{static_low = array<i64: 0>, static_high = array<i64: 0>}> ({
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @collapse_element_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<4xf32>', but got 'tensor<4xi32>'}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0]]}> : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @insert_slice_result_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @cast_expects_to(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'tensor.cast' expected 'to'}}
  %0 = tensor.cast %t : tensor<4xf32> into tensor<?xf32>
  return
}

// -----

func.func @from_elements_dynamic(%x: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %x : tensor<?xf32>
  return
}

// -----

func.func @from_elements_unranked(%x: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.from_elements %x : tensor<*xf32>
  return
}

// -----

func.func @collapse_to_unranked(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<*xf32>'.}}
  %0 = tensor.collapse_shape %t [[0]] : tensor<4xf32> into tensor<*xf32>
  return
}

// -----

func.func @expand_from_unranked(%u: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<2x2xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<*xf32>'.}}
  %0 = tensor.expand_shape %u [[0, 1]] output_shape [2, 2] : tensor<*xf32> into tensor<2x2xf32>
  return
}
