// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Verifier and parser errors of named structured ops, with MLIR 22's messages and locations
// (this file passes mlir-opt-22 -split-input-file -verify-diagnostics too).

func.func @conv_rank(%i: tensor<1x4x4xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x4x4xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @conv_strides_shape(%i: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %k : tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @conv_dilations_type(%i: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi32>} ins(%i, %k : tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @conv_strides_array(%i: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = [1, 1]} ins(%i, %k : tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @conv_too_small(%i: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 5, but found 4}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @matvec_shape(%a: memref<3x4xf32>, %x: memref<5xf32>, %y: memref<3xf32>) {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  linalg.matvec ins(%a, %x : memref<3x4xf32>, memref<5xf32>) outs(%y : memref<3xf32>)
  return
}

// -----

func.func @pooling_args(%i: tensor<1x4x4x1xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.pooling_nhwc_max ins(%i : tensor<1x4x4x1xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  // expected-error @+1 {{custom op 'linalg.pooling_nhwc_max' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @exp_on_integers(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  %0 = linalg.exp ins(%a : tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mixed_add(%a: tensor<4xi32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i32' and 'f32'}}
  %0 = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @elementwise_kind(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected ElementwiseKind attribute}}
  %0 = linalg.elementwise kind=#linalg.type_fn<cast_signed> ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @contract_no_maps(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @contract_map_count(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @batch_matmul_maps(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_output_rank(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'linalg.dot' op expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  %0 = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @c1(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k + 1)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @c2(%a: tensor<4xf32>, %b: f32, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{affine_map specifies shaped access while operand has non-shaped type}}
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<4xf32>, f32) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @c3(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{iteration spaces of provided affine_maps differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k, j) -> (k)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @c4(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{iteration space dim at index 1 not used to access any operand}}
  %0 = linalg.contract indexing_maps = [affine_map<(k, j) -> (k)>, affine_map<(k, j) -> (k)>, affine_map<(k, j) -> ()>] ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @c5(%a: tensor<4xf32>, %b: tensor<5xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(k, j) -> (k)>, affine_map<(k, j) -> (j)>, affine_map<(k, j) -> ()>] ins(%a, %b : tensor<4xf32>, tensor<5xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @c6(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>] ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @b1(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @b2(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, n)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @b3(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @b4(%a: tensor<3x4x2xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, k, b)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<3x4x2xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @b5(%a: tensor<4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @b6(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @e1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0) -> (d0)>] ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @copy_cast_not_type_fn(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.copy' 'linalg.copy' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1}}
  %0 = linalg.copy {cast = 3 : i32} ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_cast_not_type_fn(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{custom op 'linalg.matmul' 'linalg.matmul' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1}}
  %0 = linalg.matmul {cast = "unsigned"} ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @elementwise_map_not_a_map(%x: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{custom op 'linalg.elementwise' expected affine map attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp>
         indexing_maps = [affine_map<(d0) -> (d0)>, 2]
         ins(%x : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @elementwise_map_count(%x: tensor<2x3x4xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (2) to be equal to the number of input/output operands (3)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#id, #id]
         ins(%x, %x : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%o : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// MLIR reports both errors at the token after the op (the next line).
func.func @elementwise_arity(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+3 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error @+2 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A zero stride drops the output loop from the input map: not a convolution any more.
func.func @conv_zero_stride(%x: tensor<1x4x1xf32>, %k: tensor<2x1x1xf32>, %o: tensor<1x3x1xf32>) -> tensor<1x3x1xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %0 = linalg.conv_1d_nwc_wcf {strides = dense<0> : tensor<1xi64>} ins(%x, %k : tensor<1x4x1xf32>, tensor<2x1x1xf32>) outs(%o : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// -----

func.func @pooling_zero_dilation(%x: tensor<1x4x1xf32>, %w: tensor<2xf32>, %o: tensor<1x3x1xf32>) -> tensor<1x3x1xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %0 = linalg.pooling_nwc_sum {dilations = dense<0> : tensor<1xi64>} ins(%x, %w : tensor<1x4x1xf32>, tensor<2xf32>) outs(%o : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// -----

func.func @conv_input_map(%x: tensor<1x4x1xf32>, %k: tensor<2x1x1xf32>, %o: tensor<1x3x1xf32>) -> tensor<1x3x1xf32> {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  %0 = linalg.conv_1d_nwc_wcf {strides = dense<0> : tensor<1xi64>, dilations = dense<-1> : tensor<1xi64>} ins(%x, %k : tensor<1x4x1xf32>, tensor<2x1x1xf32>) outs(%o : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// -----

// In `<{...}>` form the properties are converted after parsing: a float stride is not a
// dense integer attribute at all.
func.func @pool_float_strides(%img: memref<1x32x32x8xf32>, %win: memref<2x2xf32>, %out: memref<1x16x16x8xf32>) {
  // expected-error@+1 {{invalid properties {dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2.000000e+00> : tensor<2xf32>} for op linalg.pooling_nhwc_max: Invalid attribute `strides` in property conversion: dense<2.000000e+00> : tensor<2xf32>}}
  linalg.pooling_nhwc_max <{dilations = dense<1> : tensor<2xi64>, strides = dense<2.0> : tensor<2xf32>}>
    ins(%img, %win : memref<1x32x32x8xf32>, memref<2x2xf32>) outs(%out : memref<1x16x16x8xf32>)
  return
}

// -----

// A dense integer attribute of the wrong shape converts; the verifier rejects it.
func.func @pool_three_strides(%img: memref<1x32x32x8xf32>, %win: memref<2x2xf32>, %out: memref<1x16x16x8xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.pooling_nhwc_max <{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<3xi64>}>
    ins(%img, %win : memref<1x32x32x8xf32>, memref<2x2xf32>) outs(%out : memref<1x16x16x8xf32>)
  return
}

// -----

// The generic form may carry the op's cached maps; they are the maps the op is checked with.
#img = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh * 3, ow + kw, c)>
#ker = affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>
#res = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>
func.func @conv_cached_maps_skip_filter_rows(%i: tensor<1x9x9x2xf32>, %k: tensor<3x3x2x4xf32>, %o: tensor<1x3x7x4xf32>) -> tensor<1x3x7x4xf32> {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %k, %o) ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
    }) {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, linalg.memoized_indexing_maps = [#img, #ker, #res]} : (tensor<1x9x9x2xf32>, tensor<3x3x2x4xf32>, tensor<1x3x7x4xf32>) -> tensor<1x3x7x4xf32>
  return %0 : tensor<1x3x7x4xf32>
}
