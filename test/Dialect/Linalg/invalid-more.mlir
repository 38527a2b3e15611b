// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in linalg ops the other invalid files leave out (one per named op, then linalg.unpack and linalg.pack's tiling checks); messages and locations are mlir-opt-22's.

func.func @abs_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.abs' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.abs ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @batch_matvec_in_rank(%a0: memref<3x4xf32>, %a1: memref<2x4xf32>, %a2: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.batch_matvec' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.batch_matvec ins(%a0, %a1 : memref<3x4xf32>, memref<2x4xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

// -----

func.func @batch_mmt4d_in2_shape(%a0: memref<2x3x5x3x2xf32>, %a1: memref<2x4x5x2x3xf32>, %a2: memref<2x3x4x3x2xf32>) {
  // expected-error@+1 {{'linalg.batch_mmt4d' op inferred input/output operand #1 has shape's dimension #4 to be 2, but found 3}}
  linalg.batch_mmt4d ins(%a0, %a1 : memref<2x3x5x3x2xf32>, memref<2x4x5x2x3xf32>) outs(%a2 : memref<2x3x4x3x2xf32>)
  return
}

// -----

func.func @batch_vecmat_out_shape(%a0: memref<2x4xf32>, %a1: memref<2x4x3xf32>, %a2: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.batch_vecmat' op inferred input/output operand #2 has shape's dimension #1 to be 3, but found 4}}
  linalg.batch_vecmat ins(%a0, %a1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%a2 : memref<2x4xf32>)
  return
}

// -----

func.func @ceil_in_rank(%a0: memref<3xf32>, %a1: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.ceil' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.ceil ins(%a0 : memref<3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

// -----

func.func @conv_1d_too_few_ins(%a0: memref<4xf32>, %a1: memref<3xf32>, %a2: memref<2xf32>) {
  linalg.conv_1d ins(%a0 : memref<4xf32>) outs(%a2 : memref<2xf32>)
  // expected-error@+1 {{custom op 'linalg.conv_1d' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @conv_1d_ncw_fcw_no_outs(%a0: memref<2x5x11xf32>, %a1: memref<3x5x3xf32>, %a2: memref<2x3x4xf32>) {
  linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x5x11xf32>, memref<3x5x3xf32>)
  // expected-error@+1 {{custom op 'linalg.conv_1d_ncw_fcw' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @conv_2d_out_shape(%a0: memref<5x7xf32>, %a1: memref<4x5xf32>, %a2: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.conv_2d' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 8, but found 7}}
  linalg.conv_2d ins(%a0, %a1 : memref<5x7xf32>, memref<4x5xf32>) outs(%a2 : memref<2x4xf32>)
  return
}

// -----

func.func @conv_2d_nchw_fchw_in_rank(%a0: memref<3x9x11xf32>, %a1: memref<3x3x2x2xf32>, %a2: memref<2x3x4x5xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nchw_fchw' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<3x9x11xf32>, memref<3x3x2x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

// -----

func.func @conv_2d_nchw_fchw_q_in2_shape(%a0: memref<2x3x9x11xi8>, %a1: memref<3x3x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nchw_fchw_q' op inferred input/output operand #0 has shape's dimension #3 to be greater than or equal to 13, but found 11}}
  linalg.conv_2d_nchw_fchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x3x9x11xi8>, memref<3x3x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

// -----

func.func @conv_2d_ngchw_fgchw_out_shape(%a0: memref<2x3x2x11x9xf32>, %a1: memref<4x3x2x2x3xf32>, %a2: memref<2x3x4x5x4xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_ngchw_fgchw' op inferred input/output operand #0 has shape's dimension #4 to be greater than or equal to 11, but found 9}}
  linalg.conv_2d_ngchw_fgchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x4xf32>)
  return
}

// -----

func.func @conv_2d_ngchw_gfchw_in_rank(%a0: memref<3x2x11x9xf32>, %a1: memref<3x4x2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_ngchw_gfchw' op expected operand #0 rank (4) to match the result rank of indexing_map (5)}}
  linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<3x2x11x9xf32>, memref<3x4x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

// -----

func.func @conv_2d_ngchw_gfchw_q_too_few_ins(%a0: memref<2x3x2x11x9xi8>, %a1: memref<3x4x2x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  linalg.conv_2d_ngchw_gfchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2 : memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  // expected-error@+1 {{custom op 'linalg.conv_2d_ngchw_gfchw_q' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  return
}

// -----

func.func @conv_2d_nhwc_fhwc_no_outs(%a0: memref<2x9x9x2xf32>, %a1: memref<5x3x2x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x2xf32>, memref<5x3x2x2xf32>)
  // expected-error@+1 {{custom op 'linalg.conv_2d_nhwc_fhwc' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @conv_2d_nhwc_fhwc_q_out_shape(%a0: memref<2x9x9x2xi8>, %a1: memref<5x3x2x2xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x6xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_fhwc_q' op inferred input/output operand #4 has shape's dimension #3 to be 5, but found 6}}
  linalg.conv_2d_nhwc_fhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32) outs(%a4 : memref<2x3x4x6xi32>)
  return
}

// -----

func.func @conv_2d_nhwc_hwcf_q_in_rank(%a0: memref<9x9x2xi8>, %a1: memref<3x2x2x5xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf_q' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

// -----

func.func @conv_2d_nhwgc_gfhwc_in2_shape(%a0: memref<2x7x9x5x3xf32>, %a1: memref<5x3x2x2x4xf32>, %a2: memref<2x3x4x5x3xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwgc_gfhwc' op inferred input/output operand #1 has shape's dimension #4 to be 3, but found 4}}
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x7x9x5x3xf32>, memref<5x3x2x2x4xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

// -----

func.func @conv_2d_nhwgc_gfhwc_q_out_shape(%a0: memref<2x7x9x5x3xi8>, %a1: memref<5x3x2x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x4xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwgc_gfhwc_q' op inferred input/output operand #4 has shape's dimension #4 to be 3, but found 4}}
  linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x4xi32>)
  return
}

// -----

func.func @conv_3d_in_rank(%a0: memref<5x5xf32>, %a1: memref<5x3x2xf32>, %a2: memref<2x3x4xf32>) {
  // expected-error@+1 {{'linalg.conv_3d' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.conv_3d ins(%a0, %a1 : memref<5x5xf32>, memref<5x3x2xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

// -----

func.func @conv_3d_ncdhw_fcdhw_too_few_ins(%a0: memref<2x2x9x13x7xf32>, %a1: memref<3x2x2x3x2xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0 : memref<2x2x9x13x7xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  // expected-error@+1 {{custom op 'linalg.conv_3d_ncdhw_fcdhw' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @conv_3d_ndhwc_dhwcf_no_outs(%a0: memref<2x7x9x13x2xf32>, %a1: memref<2x2x3x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.conv_3d_ndhwc_dhwcf' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @conv_3d_ndhwc_dhwcf_q_out_shape(%a0: memref<2x7x9x13x2xi8>, %a1: memref<2x2x3x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x4xi32>) {
  // expected-error@+1 {{'linalg.conv_3d_ndhwc_dhwcf_q' op inferred input/output operand #4 has shape's dimension #4 to be 3, but found 4}}
  linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x4xi32>)
  return
}

// -----

func.func @depthwise_conv_1d_ncw_cw_in_rank(%a0: memref<4x13xf32>, %a1: memref<4x5xf32>, %a2: memref<2x4x3xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_ncw_cw' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.depthwise_conv_1d_ncw_cw {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<4x13xf32>, memref<4x5xf32>) outs(%a2 : memref<2x4x3xf32>)
  return
}

// -----

func.func @depthwise_conv_1d_nwc_wc_in2_shape(%a0: memref<2x13x4xf32>, %a1: memref<5x5xf32>, %a2: memref<2x3x4xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_nwc_wc' op inferred input/output operand #1 has shape's dimension #1 to be 4, but found 5}}
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5x5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

// -----

func.func @depthwise_conv_1d_nwc_wcm_out_shape(%a0: memref<2x9x4xf32>, %a1: memref<3x4x5xf32>, %a2: memref<2x3x4x6xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_nwc_wcm' op inferred input/output operand #2 has shape's dimension #3 to be 5, but found 6}}
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x9x4xf32>, memref<3x4x5xf32>) outs(%a2 : memref<2x3x4x6xf32>)
  return
}

// -----

func.func @depthwise_conv_2d_nchw_chw_in_rank(%a0: memref<5x9x9xf32>, %a1: memref<5x3x2xf32>, %a2: memref<2x5x3x4xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nchw_chw' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<5x9x9xf32>, memref<5x3x2xf32>) outs(%a2 : memref<2x5x3x4xf32>)
  return
}

// -----

func.func @depthwise_conv_2d_nhwc_hwc_too_few_ins(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2x5xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0 : memref<2x9x9x5xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  // expected-error@+1 {{custom op 'linalg.depthwise_conv_2d_nhwc_hwc' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @depthwise_conv_2d_nhwc_hwc_q_no_outs(%a0: memref<2x9x9x5xi8>, %a1: memref<3x2x5xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32)
  // expected-error@+1 {{custom op 'linalg.depthwise_conv_2d_nhwc_hwc_q' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  return
}

// -----

func.func @depthwise_conv_2d_nhwc_hwcm_out_shape(%a0: memref<2x7x9x5xf32>, %a1: memref<2x2x5x3xf32>, %a2: memref<2x3x4x5x4xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwcm' op inferred input/output operand #2 has shape's dimension #4 to be 3, but found 4}}
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x7x9x5xf32>, memref<2x2x5x3xf32>) outs(%a2 : memref<2x3x4x5x4xf32>)
  return
}

// -----

func.func @depthwise_conv_2d_nhwc_hwcm_q_in_rank(%a0: memref<7x9x5xi8>, %a1: memref<2x2x5x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwcm_q' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  return
}

// -----

func.func @depthwise_conv_3d_ncdhw_cdhw_in2_shape(%a0: memref<2x3x9x9x11xf32>, %a1: memref<3x3x2x3xf32>, %a2: memref<2x3x3x4x5xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ncdhw_cdhw' op inferred input/output operand #0 has shape's dimension #4 to be greater than or equal to 13, but found 11}}
  linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x3x9x9x11xf32>, memref<3x3x2x3xf32>) outs(%a2 : memref<2x3x3x4x5xf32>)
  return
}

// -----

func.func @depthwise_conv_3d_ndhwc_dhwc_out_shape(%a0: memref<2x9x9x11x3xf32>, %a1: memref<3x2x2x3xf32>, %a2: memref<2x3x4x5x4xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ndhwc_dhwc' op inferred input/output operand #2 has shape's dimension #4 to be 3, but found 4}}
  linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x4xf32>)
  return
}

// -----

func.func @depthwise_conv_3d_ndhwc_dhwcm_in_rank(%a0: memref<7x9x13x2xf32>, %a1: memref<2x2x3x2x3xf32>, %a2: memref<2x3x4x5x2x3xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ndhwc_dhwcm' op expected operand #0 rank (4) to match the result rank of indexing_map (5)}}
  linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%a2 : memref<2x3x4x5x2x3xf32>)
  return
}

// -----

func.func @div_too_few_ins(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.div ins(%a0 : memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.div' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @div_unsigned_no_outs(%a0: memref<2x3xi32>, %a1: memref<2x3xi32>, %a2: memref<2x3xi32>) {
  linalg.div_unsigned ins(%a0, %a1 : memref<2x3xi32>, memref<2x3xi32>)
  // expected-error@+1 {{custom op 'linalg.div_unsigned' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @erf_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.erf' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.erf ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @fill_rng_2d_too_few_ins(%a0: f64, %a1: f64, %a2: i32, %a3: memref<2x3xf32>) {
  linalg.fill_rng_2d ins(%a0, %a1 : f64, f64) outs(%a3 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.fill_rng_2d' [parseNamedStructuredOpRegion] ods-gen generated region expects 4 args, got 3}}
  return
}

// -----

func.func @floor_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.floor' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.floor ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @log_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.log' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.log ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @max_in_rank(%a0: memref<3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.max' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.max ins(%a0, %a1 : memref<3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

// -----

func.func @min_too_few_ins(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.min ins(%a0 : memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.min' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @mmt4d_no_outs(%a0: memref<2x4x5x2xf32>, %a1: memref<3x4x3x2xf32>, %a2: memref<2x3x5x3xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<2x4x5x2xf32>, memref<3x4x3x2xf32>)
  // expected-error@+1 {{custom op 'linalg.mmt4d' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @mul_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.mul' op inferred input/output operand #2 has shape's dimension #1 to be 3, but found 4}}
  linalg.mul ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x4xf32>)
  return
}

// -----

func.func @negf_in_rank(%a0: memref<3xf32>, %a1: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.negf' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.negf ins(%a0 : memref<3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

// -----

func.func @pooling_nchw_max_in2_shape(%a0: memref<2x3x11x11xf32>, %a1: memref<3x3xf32>, %a2: memref<2x3x4x5xf32>) {
  // expected-error@+1 {{'linalg.pooling_nchw_max' op inferred input/output operand #0 has shape's dimension #3 to be greater than or equal to 13, but found 11}}
  linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x11x11xf32>, memref<3x3xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

// -----

func.func @pooling_nchw_sum_out_shape(%a0: memref<2x3x11x11xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x6xf32>) {
  // expected-error@+1 {{'linalg.pooling_nchw_sum' op inferred input/output operand #0 has shape's dimension #3 to be greater than or equal to 13, but found 11}}
  linalg.pooling_nchw_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x6xf32>)
  return
}

// -----

func.func @pooling_ncw_max_in_rank(%a0: memref<3x15xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  // expected-error@+1 {{'linalg.pooling_ncw_max' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x15xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

// -----

func.func @pooling_ncw_sum_too_few_ins(%a0: memref<2x3x15xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0 : memref<2x3x15xf32>) outs(%a2 : memref<2x3x4xf32>)
  // expected-error@+1 {{custom op 'linalg.pooling_ncw_sum' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @pooling_ndhwc_max_no_outs(%a0: memref<2x7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.pooling_ndhwc_max {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.pooling_ndhwc_max' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @pooling_ndhwc_min_out_shape(%a0: memref<2x7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x4xf32>) {
  // expected-error@+1 {{'linalg.pooling_ndhwc_min' op inferred input/output operand #2 has shape's dimension #4 to be 3, but found 4}}
  linalg.pooling_ndhwc_min {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%a2 : memref<2x3x4x5x4xf32>)
  return
}

// -----

func.func @pooling_ndhwc_sum_in_rank(%a0: memref<7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  // expected-error@+1 {{'linalg.pooling_ndhwc_sum' op expected operand #0 rank (4) to match the result rank of indexing_map (5)}}
  linalg.pooling_ndhwc_sum {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<7x9x13x3xf32>, memref<2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

// -----

func.func @pooling_nhwc_max_unsigned_in2_shape(%a0: memref<2x9x9x5xi32>, %a1: memref<3x3xi32>, %a2: memref<2x3x4x5xi32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max_unsigned' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 11, but found 9}}
  linalg.pooling_nhwc_max_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xi32>, memref<3x3xi32>) outs(%a2 : memref<2x3x4x5xi32>)
  return
}

// -----

func.func @pooling_nhwc_min_out_shape(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x6xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_min' op inferred input/output operand #2 has shape's dimension #3 to be 5, but found 6}}
  linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x6xf32>)
  return
}

// -----

func.func @pooling_nhwc_min_unsigned_in_rank(%a0: memref<9x9x5xi32>, %a1: memref<3x2xi32>, %a2: memref<2x3x4x5xi32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_min_unsigned' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<9x9x5xi32>, memref<3x2xi32>) outs(%a2 : memref<2x3x4x5xi32>)
  return
}

// -----

func.func @pooling_nhwc_sum_too_few_ins(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nhwc_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0 : memref<2x9x9x5xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  // expected-error@+1 {{custom op 'linalg.pooling_nhwc_sum' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @pooling_nwc_max_no_outs(%a0: memref<2x13x4xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5xf32>)
  // expected-error@+1 {{custom op 'linalg.pooling_nwc_max' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @pooling_nwc_max_unsigned_out_shape(%a0: memref<2x13x4xi32>, %a1: memref<5xi32>, %a2: memref<2x3x5xi32>) {
  // expected-error@+1 {{'linalg.pooling_nwc_max_unsigned' op inferred input/output operand #2 has shape's dimension #2 to be 4, but found 5}}
  linalg.pooling_nwc_max_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xi32>, memref<5xi32>) outs(%a2 : memref<2x3x5xi32>)
  return
}

// -----

func.func @pooling_nwc_min_in_rank(%a0: memref<13x4xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  // expected-error@+1 {{'linalg.pooling_nwc_min' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<13x4xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

// -----

func.func @pooling_nwc_min_unsigned_in2_shape(%a0: memref<2x13x4xi32>, %a1: memref<6xi32>, %a2: memref<2x3x4xi32>) {
  // expected-error@+1 {{'linalg.pooling_nwc_min_unsigned' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 15, but found 13}}
  linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xi32>, memref<6xi32>) outs(%a2 : memref<2x3x4xi32>)
  return
}

// -----

func.func @powf_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.powf' op inferred input/output operand #2 has shape's dimension #1 to be 3, but found 4}}
  linalg.powf ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x4xf32>)
  return
}

// -----

func.func @quantized_batch_matmul_in_rank(%a0: memref<3x5xi8>, %a1: memref<2x5x4xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4xi32>) {
  // expected-error@+1 {{'linalg.quantized_batch_matmul' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%a4 : memref<2x3x4xi32>)
  return
}

// -----

func.func @quantized_matmul_too_few_ins(%a0: memref<2x4xi8>, %a1: memref<4x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3xi32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2 : memref<2x4xi8>, memref<4x3xi8>, i32) outs(%a4 : memref<2x3xi32>)
  // expected-error@+1 {{custom op 'linalg.quantized_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  return
}

// -----

func.func @reciprocal_no_outs(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.reciprocal ins(%a0 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.reciprocal' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1}}
  return
}

// -----

func.func @round_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.round' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.round ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @rsqrt_in_rank(%a0: memref<3xf32>, %a1: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.rsqrt' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.rsqrt ins(%a0 : memref<3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

// -----

func.func @select_in2_shape(%a0: memref<2x3xi1>, %a1: memref<2x4xf32>, %a2: memref<2x3xf32>, %a3: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.select' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.select ins(%a0, %a1, %a2 : memref<2x3xi1>, memref<2x4xf32>, memref<2x3xf32>) outs(%a3 : memref<2x3xf32>)
  return
}

// -----

func.func @sqrt_out_shape(%a0: memref<2x3xf32>, %a1: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.sqrt' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 4}}
  linalg.sqrt ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x4xf32>)
  return
}

// -----

func.func @square_in_rank(%a0: memref<3xf32>, %a1: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.square' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.square ins(%a0 : memref<3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

// -----

func.func @sub_too_few_ins(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.sub ins(%a0 : memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.sub' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @tanh_no_outs(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.tanh ins(%a0 : memref<2x3xf32>)
  // expected-error@+1 {{custom op 'linalg.tanh' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1}}
  return
}

// -----

func.func @vecmat_out_shape(%a0: memref<3xf32>, %a1: memref<3x2xf32>, %a2: memref<3xf32>) {
  // expected-error@+1 {{'linalg.vecmat' op inferred input/output operand #2 has shape's dimension #0 to be 2, but found 3}}
  linalg.vecmat ins(%a0, %a1 : memref<3xf32>, memref<3x2xf32>) outs(%a2 : memref<3xf32>)
  return
}

// -----

func.func @unpack_zero_tile(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [0, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_dims_pos_range(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 2] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_dims_pos_repeated(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %src inner_dims_pos = [1, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_outer_perm_range(%src: tensor<8x16x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.unpack %src outer_dims_perm = [2, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_outer_perm_short(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.unpack %src outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_too_many_tiles(%src: tensor<16x8x8x32x1xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32, 1] into %dest : tensor<16x8x8x32x1xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_tiles_count(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_tile_shape(%src: tensor<16x8x8x16xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x16xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_outer_shape(%src: tensor<16x9x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{expected 'tensor<16x8x8x32xf32>' for the packed domain value, got 'tensor<16x9x8x32xf32>'}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x9x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_outer_perm_shape(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{expected 'tensor<8x16x8x32xf32>' for the packed domain value, got 'tensor<16x8x8x32xf32>'}}
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_dynamic_tile(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>, %t: index) -> tensor<128x256xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @pack_dims_pos_range(%src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %src inner_dims_pos = [0, 5] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_outer_shape(%src: tensor<128x256xf32>, %dest: tensor<16x7x8x32xf32>) -> tensor<16x7x8x32xf32> {
  // expected-error@+1 {{expected 'tensor<16x8x8x32xf32>' for the packed domain value, got 'tensor<16x7x8x32xf32>'}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x7x8x32xf32>
  return %0 : tensor<16x7x8x32xf32>
}

// -----

func.func @pack_padding_type(%src: tensor<13x256xf32>, %dest: tensor<2x8x8x32xf32>, %p: f16) -> tensor<2x8x8x32xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %src padding_value(%p : f16) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<13x256xf32> -> tensor<2x8x8x32xf32>
  return %0 : tensor<2x8x8x32xf32>
}

// -----

func.func @mmt4d_tensor_no_result(%a: tensor<2x4x5x2xf32>, %b: tensor<3x4x3x2xf32>, %c: tensor<2x3x5x3xf32>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>) outs(%c : tensor<2x3x5x3xf32>)
  return
}

// -----

func.func @sub_tensor_result_type(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'linalg.sub' op expected type of operand #2 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %0 = linalg.sub ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @pack_memref(%s: memref<128x256xf32>, %d: memref<16x8x8x32xf32>) {
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<128x256xf32>'}}
  linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : memref<128x256xf32> -> memref<16x8x8x32xf32>
  return
}

// -----

func.func @unpack_generic_memref(%s: memref<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error@+1 {{'linalg.unpack' op operand #0 must be ranked tensor of any type values, but got 'memref<16x8x8x32xf32>'}}
  %0 = "linalg.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (memref<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
