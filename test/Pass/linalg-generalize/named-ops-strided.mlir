// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s

// Every named structured op of MLIR 22 on memrefs, convolutions and poolings with strides 2 and dilations 2, rewritten into linalg.generic.
// The CHECK lines are mlir-opt-22 --linalg-generalize-named-ops' output for this file.

func.func @matmul(%a0: memref<2x4xf32>, %a1: memref<4x3xf32>, %a2: memref<2x3xf32>) {
  linalg.matmul ins(%a0, %a1 : memref<2x4xf32>, memref<4x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @batch_matmul(%a0: memref<2x3x5xf32>, %a1: memref<2x5x4xf32>, %a2: memref<2x3x4xf32>) {
  linalg.batch_matmul ins(%a0, %a1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @batch_reduce_matmul(%a0: memref<2x3x5xf32>, %a1: memref<2x5x4xf32>, %a2: memref<3x4xf32>) {
  linalg.batch_reduce_matmul ins(%a0, %a1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%a2 : memref<3x4xf32>)
  return
}

func.func @copy(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.copy ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @exp(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.exp ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @log(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.log ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @abs(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.abs ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @ceil(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.ceil ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @floor(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.floor ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @negf(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.negf ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @reciprocal(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.reciprocal ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @round(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.round ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @sqrt(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.sqrt ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @rsqrt(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.rsqrt ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @square(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.square ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @tanh(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.tanh ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @erf(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>) {
  linalg.erf ins(%a0 : memref<2x3xf32>) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @add(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.add ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @sub(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.sub ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @mul(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.mul ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @div(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.div ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @div_unsigned(%a0: memref<2x3xi32>, %a1: memref<2x3xi32>, %a2: memref<2x3xi32>) {
  linalg.div_unsigned ins(%a0, %a1 : memref<2x3xi32>, memref<2x3xi32>) outs(%a2 : memref<2x3xi32>)
  return
}

func.func @max(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.max ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @min(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.min ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @powf(%a0: memref<2x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>) {
  linalg.powf ins(%a0, %a1 : memref<2x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @select(%a0: memref<2x3xi1>, %a1: memref<2x3xf32>, %a2: memref<2x3xf32>, %a3: memref<2x3xf32>) {
  linalg.select ins(%a0, %a1, %a2 : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%a3 : memref<2x3xf32>)
  return
}

func.func @quantized_matmul(%a0: memref<2x4xi8>, %a1: memref<4x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3xi32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%a4 : memref<2x3xi32>)
  return
}

func.func @mmt4d(%a0: memref<2x4x5x2xf32>, %a1: memref<3x4x3x2xf32>, %a2: memref<2x3x5x3xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<2x4x5x2xf32>, memref<3x4x3x2xf32>) outs(%a2 : memref<2x3x5x3xf32>)
  return
}

func.func @batch_mmt4d(%a0: memref<2x3x5x3x2xf32>, %a1: memref<2x4x5x2x2xf32>, %a2: memref<2x3x4x3x2xf32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<2x3x5x3x2xf32>, memref<2x4x5x2x2xf32>) outs(%a2 : memref<2x3x4x3x2xf32>)
  return
}

func.func @quantized_batch_matmul(%a0: memref<2x3x5xi8>, %a1: memref<2x5x4xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4xi32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%a4 : memref<2x3x4xi32>)
  return
}

func.func @matvec(%a0: memref<2x3xf32>, %a1: memref<3xf32>, %a2: memref<2xf32>) {
  linalg.matvec ins(%a0, %a1 : memref<2x3xf32>, memref<3xf32>) outs(%a2 : memref<2xf32>)
  return
}

func.func @vecmat(%a0: memref<3xf32>, %a1: memref<3x2xf32>, %a2: memref<2xf32>) {
  linalg.vecmat ins(%a0, %a1 : memref<3xf32>, memref<3x2xf32>) outs(%a2 : memref<2xf32>)
  return
}

func.func @batch_matvec(%a0: memref<2x3x4xf32>, %a1: memref<2x4xf32>, %a2: memref<2x3xf32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @batch_vecmat(%a0: memref<2x4xf32>, %a1: memref<2x4x3xf32>, %a2: memref<2x3xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @dot(%a0: memref<2xf32>, %a1: memref<2xf32>, %a2: memref<f32>) {
  linalg.dot ins(%a0, %a1 : memref<2xf32>, memref<2xf32>) outs(%a2 : memref<f32>)
  return
}

func.func @conv_1d(%a0: memref<4xf32>, %a1: memref<3xf32>, %a2: memref<2xf32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<4xf32>, memref<3xf32>) outs(%a2 : memref<2xf32>)
  return
}

func.func @conv_2d(%a0: memref<5x7xf32>, %a1: memref<4x5xf32>, %a2: memref<2x3xf32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<5x7xf32>, memref<4x5xf32>) outs(%a2 : memref<2x3xf32>)
  return
}

func.func @conv_3d(%a0: memref<6x5x5xf32>, %a1: memref<5x3x2xf32>, %a2: memref<2x3x4xf32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<6x5x5xf32>, memref<5x3x2xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @conv_1d_nwc_wcf(%a0: memref<2x13x3xf32>, %a1: memref<5x3x4xf32>, %a2: memref<2x3x4xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x3xf32>, memref<5x3x4xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @conv_1d_ncw_fcw(%a0: memref<2x5x11xf32>, %a1: memref<3x5x3xf32>, %a2: memref<2x3x4xf32>) {
  linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x5x11xf32>, memref<3x5x3xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @conv_2d_nhwc_hwcf(%a0: memref<2x9x9x2xf32>, %a1: memref<3x2x2x5xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x2xf32>, memref<3x2x2x5xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @conv_2d_nhwc_fhwc(%a0: memref<2x9x9x2xf32>, %a1: memref<5x3x2x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x2xf32>, memref<5x3x2x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @conv_2d_nhwc_hwcf_q(%a0: memref<2x9x9x2xi8>, %a1: memref<3x2x2x5xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

func.func @conv_2d_nhwc_fhwc_q(%a0: memref<2x9x9x2xi8>, %a1: memref<5x3x2x2xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  linalg.conv_2d_nhwc_fhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

func.func @conv_2d_nchw_fchw_q(%a0: memref<2x3x9x11xi8>, %a1: memref<3x3x2x2xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  linalg.conv_2d_nchw_fchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x3x9x11xi8>, memref<3x3x2x2xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

func.func @conv_2d_nchw_fchw(%a0: memref<2x3x9x11xf32>, %a1: memref<3x3x2x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x9x11xf32>, memref<3x3x2x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @conv_2d_ngchw_fgchw(%a0: memref<2x3x2x11x9xf32>, %a1: memref<4x3x2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_2d_ngchw_fgchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @conv_2d_ngchw_gfchw(%a0: memref<2x3x2x11x9xf32>, %a1: memref<3x4x2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x2x11x9xf32>, memref<3x4x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @conv_2d_nhwgc_gfhwc(%a0: memref<2x7x9x5x3xf32>, %a1: memref<5x3x2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x7x9x5x3xf32>, memref<5x3x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @conv_2d_nhwgc_gfhwc_q(%a0: memref<2x7x9x5x3xi8>, %a1: memref<5x3x2x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  return
}

func.func @conv_2d_ngchw_gfchw_q(%a0: memref<2x3x2x11x9xi8>, %a1: memref<3x4x2x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  linalg.conv_2d_ngchw_gfchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  return
}

func.func @conv_3d_ndhwc_dhwcf(%a0: memref<2x7x9x13x2xf32>, %a1: memref<2x2x3x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @conv_3d_ndhwc_dhwcf_q(%a0: memref<2x7x9x13x2xi8>, %a1: memref<2x2x3x2x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  return
}

func.func @conv_3d_ncdhw_fcdhw(%a0: memref<2x2x9x13x7xf32>, %a1: memref<3x2x2x3x2xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x2x9x13x7xf32>, memref<3x2x2x3x2xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_1d_nwc_wc(%a0: memref<2x13x4xf32>, %a1: memref<5x4xf32>, %a2: memref<2x3x4xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5x4xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @depthwise_conv_1d_ncw_cw(%a0: memref<2x4x13xf32>, %a1: memref<4x5xf32>, %a2: memref<2x4x3xf32>) {
  linalg.depthwise_conv_1d_ncw_cw {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x4x13xf32>, memref<4x5xf32>) outs(%a2 : memref<2x4x3xf32>)
  return
}

func.func @depthwise_conv_1d_nwc_wcm(%a0: memref<2x9x4xf32>, %a1: memref<3x4x5xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x9x4xf32>, memref<3x4x5xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwc(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2x5xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xf32>, memref<3x2x5xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @depthwise_conv_2d_nchw_chw(%a0: memref<2x5x9x9xf32>, %a1: memref<5x3x2xf32>, %a2: memref<2x5x3x4xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x5x9x9xf32>, memref<5x3x2xf32>) outs(%a2 : memref<2x5x3x4xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwc_q(%a0: memref<2x9x9x5xi8>, %a1: memref<3x2x5xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32) outs(%a4 : memref<2x3x4x5xi32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwcm(%a0: memref<2x7x9x5xf32>, %a1: memref<2x2x5x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x7x9x5xf32>, memref<2x2x5x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwcm_q(%a0: memref<2x7x9x5xi8>, %a1: memref<2x2x5x3xi8>, %a2: i32, %a3: i32, %a4: memref<2x3x4x5x3xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32) outs(%a4 : memref<2x3x4x5x3xi32>)
  return
}

func.func @depthwise_conv_3d_ndhwc_dhwc(%a0: memref<2x9x9x11x3xf32>, %a1: memref<3x2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_3d_ncdhw_cdhw(%a0: memref<2x3x9x9x11xf32>, %a1: memref<3x3x2x2xf32>, %a2: memref<2x3x3x4x5xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x3x9x9x11xf32>, memref<3x3x2x2xf32>) outs(%a2 : memref<2x3x3x4x5xf32>)
  return
}

func.func @depthwise_conv_3d_ndhwc_dhwcm(%a0: memref<2x7x9x13x2xf32>, %a1: memref<2x2x3x2x3xf32>, %a2: memref<2x3x4x5x2x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%a2 : memref<2x3x4x5x2x3xf32>)
  return
}

func.func @pooling_nhwc_sum(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nhwc_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @pooling_nchw_sum(%a0: memref<2x3x11x11xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nchw_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @pooling_nhwc_max(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @pooling_nhwc_max_unsigned(%a0: memref<2x9x9x5xi32>, %a1: memref<3x2xi32>, %a2: memref<2x3x4x5xi32>) {
  linalg.pooling_nhwc_max_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%a2 : memref<2x3x4x5xi32>)
  return
}

func.func @pooling_nchw_max(%a0: memref<2x3x11x11xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @pooling_nhwc_min(%a0: memref<2x9x9x5xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x4x5xf32>) {
  linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x4x5xf32>)
  return
}

func.func @pooling_nhwc_min_unsigned(%a0: memref<2x9x9x5xi32>, %a1: memref<3x2xi32>, %a2: memref<2x3x4x5xi32>) {
  linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%a2 : memref<2x3x4x5xi32>)
  return
}

func.func @pooling_nwc_sum(%a0: memref<2x13x4xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @pooling_ncw_sum(%a0: memref<2x3x15xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x3x15xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @pooling_nwc_max(%a0: memref<2x13x4xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @pooling_nwc_max_unsigned(%a0: memref<2x13x4xi32>, %a1: memref<5xi32>, %a2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_max_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xi32>, memref<5xi32>) outs(%a2 : memref<2x3x4xi32>)
  return
}

func.func @pooling_ncw_max(%a0: memref<2x3x15xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x3x15xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @pooling_nwc_min(%a0: memref<2x13x4xf32>, %a1: memref<5xf32>, %a2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xf32>, memref<5xf32>) outs(%a2 : memref<2x3x4xf32>)
  return
}

func.func @pooling_nwc_min_unsigned(%a0: memref<2x13x4xi32>, %a1: memref<5xi32>, %a2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x13x4xi32>, memref<5xi32>) outs(%a2 : memref<2x3x4xi32>)
  return
}

func.func @pooling_ndhwc_sum(%a0: memref<2x7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.pooling_ndhwc_sum {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @pooling_ndhwc_max(%a0: memref<2x7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.pooling_ndhwc_max {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @pooling_ndhwc_min(%a0: memref<2x7x9x13x3xf32>, %a1: memref<2x2x3xf32>, %a2: memref<2x3x4x5x3xf32>) {
  linalg.pooling_ndhwc_min {dilations = dense<2> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%a2 : memref<2x3x4x5x3xf32>)
  return
}

func.func @fill(%a0: f32, %a1: memref<2x3xf32>) {
  linalg.fill ins(%a0 : f32) outs(%a1 : memref<2x3xf32>)
  return
}

func.func @fill_rng_2d(%a0: f64, %a1: f64, %a2: i32, %a3: memref<2x3xf32>) {
  linalg.fill_rng_2d ins(%a0, %a1, %a2 : f64, f64, i32) outs(%a3 : memref<2x3xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-NEXT: #map16 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map18 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map19 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map20 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-NEXT: #map21 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map22 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map23 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map24 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// CHECK-NEXT: #map25 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-NEXT: #map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// CHECK-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 2, d4)>
// CHECK-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4 * 2)>
// CHECK-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CHECK-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d6)>
// CHECK-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// CHECK-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2)>
// CHECK-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 2, d4 * 2 + d7 * 2)>
// CHECK-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// CHECK-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3, d7)>
// CHECK-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// CHECK-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// CHECK-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d8)>
// CHECK-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// CHECK-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// CHECK-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d4 * 2 + d8 * 2)>
// CHECK-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// CHECK-NEXT: #map55 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3 * 2, d2)>
// CHECK-NEXT: #map56 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map57 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 2)>
// CHECK-NEXT: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// CHECK-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4 * 2, d2)>
// CHECK-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// CHECK-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3)>
// CHECK-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// CHECK-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2)>
// CHECK-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// CHECK-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// CHECK-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3)>
// CHECK-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2, d7)>
// CHECK-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2)>
// CHECK-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// CHECK-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// CHECK-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-NEXT: #map79 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 2, d3 * 2 + d5 * 2)>
// CHECK-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT: #map81 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3 * 2)>
// CHECK-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d4)>
// CHECK-NEXT: #map83 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// CHECK-NEXT: #map84 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: memref<2x3x5xf32>, %arg1: memref<2x5x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_reduce_matmul(%arg0: memref<2x3x5xf32>, %arg1: memref<2x5x4xf32>, %arg2: memref<3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map6], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%arg2 : memref<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @log(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.log %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @abs(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.absf %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceil(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.ceil %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floor(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.floor %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reciprocal(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.divf %cst, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.round %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sqrt(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.sqrt %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rsqrt(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.rsqrt %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @square(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tanh(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.tanh %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @erf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.erf %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.subf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.divf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div_unsigned(%arg0: memref<2x3xi32>, %arg1: memref<2x3xi32>, %arg2: memref<2x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xi32>, memref<2x3xi32>) outs(%arg2 : memref<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.divui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.minimumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @powf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = math.powf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: memref<2x3xi1>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>, %arg3: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%arg3 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %0 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_matmul(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map8, #map8, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt4d(%arg0: memref<2x4x5x2xf32>, %arg1: memref<3x4x3x2xf32>, %arg2: memref<2x3x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x5x2xf32>, memref<3x4x3x2xf32>) outs(%arg2 : memref<2x3x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_mmt4d(%arg0: memref<2x3x5x3x2xf32>, %arg1: memref<2x4x5x2x2xf32>, %arg2: memref<2x3x4x3x2xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map12, #map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x5x3x2xf32>, memref<2x4x5x2x2xf32>) outs(%arg2 : memref<2x3x4x3x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_batch_matmul(%arg0: memref<2x3x5xi8>, %arg1: memref<2x5x4xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map15, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%arg4 : memref<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: memref<2x3xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map7, #map16, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(%arg0: memref<3xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map16, #map18, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<3xf32>, memref<3x2xf32>) outs(%arg2 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matvec(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map19, #map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_vecmat(%arg0: memref<2x4xf32>, %arg1: memref<2x4x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map20, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<f32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map21, #map21, #map22], iterator_types = ["reduction"]} ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d(%arg0: memref<4xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map23, #map16, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: memref<5x7xf32>, %arg1: memref<4x5xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<5x7xf32>, memref<4x5xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d(%arg0: memref<6x5x5xf32>, %arg1: memref<5x3x2xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<6x5x5xf32>, memref<5x3x2xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_nwc_wcf(%arg0: memref<2x13x3xf32>, %arg1: memref<5x3x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map30, #map31, #map32], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x13x3xf32>, memref<5x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_ncw_fcw(%arg0: memref<2x5x11xf32>, %arg1: memref<3x5x3xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map33, #map34, #map32], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x5x11xf32>, memref<3x5x3xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: memref<2x9x9x2xf32>, %arg1: memref<3x2x2x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map35, #map36, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x2xf32>, memref<3x2x2x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(%arg0: memref<2x9x9x2xf32>, %arg1: memref<5x3x2x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map35, #map38, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x2xf32>, memref<5x3x2x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: memref<2x9x9x2xi8>, %arg1: memref<3x2x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map35, #map36, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: memref<2x9x9x2xi8>, %arg1: memref<5x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map35, #map38, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: memref<2x3x9x11xi8>, %arg1: memref<3x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map40, #map41, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x9x11xi8>, memref<3x3x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: memref<2x3x9x11xf32>, %arg1: memref<3x3x2x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map40, #map41, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x9x11xf32>, memref<3x3x2x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: memref<2x3x2x11x9xf32>, %arg1: memref<4x3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map42, #map43, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: memref<2x3x2x11x9xf32>, %arg1: memref<3x4x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map42, #map45, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x2x11x9xf32>, memref<3x4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: memref<2x7x9x5x3xf32>, %arg1: memref<5x3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map46, #map47, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x5x3xf32>, memref<5x3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: memref<2x7x9x5x3xi8>, %arg1: memref<5x3x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map46, #map47, #map48, #map48, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: memref<2x3x2x11x9xi8>, %arg1: memref<3x4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map42, #map45, #map48, #map48, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(%arg0: memref<2x7x9x13x2xf32>, %arg1: memref<2x2x3x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map49, #map50, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: memref<2x7x9x13x2xi8>, %arg1: memref<2x2x3x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map49, #map50, #map52, #map52, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: memref<2x2x9x13x7xf32>, %arg1: memref<3x2x2x3x2xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map53, #map54, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x2x9x13x7xf32>, memref<3x2x2x3x2xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(%arg0: memref<2x13x4xf32>, %arg1: memref<5x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map56, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5x4xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: memref<2x4x13xf32>, %arg1: memref<4x5xf32>, %arg2: memref<2x4x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map57, #map25, #map58], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x13xf32>, memref<4x5xf32>) outs(%arg2 : memref<2x4x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: memref<2x9x4xf32>, %arg1: memref<3x4x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map59, #map60, #map61], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x9x4xf32>, memref<3x4x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map63, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(%arg0: memref<2x5x9x9xf32>, %arg1: memref<5x3x2xf32>, %arg2: memref<2x5x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map65, #map28, #map66], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x5x9x9xf32>, memref<5x3x2xf32>) outs(%arg2 : memref<2x5x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: memref<2x9x9x5xi8>, %arg1: memref<3x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map63, #map67, #map67, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: memref<2x7x9x5xf32>, %arg1: memref<2x2x5x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map68, #map69, #map70], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x5xf32>, memref<2x2x5x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: memref<2x7x9x5xi8>, %arg1: memref<2x2x5x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map68, #map69, #map39, #map39, #map70], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: memref<2x9x9x11x3xf32>, %arg1: memref<3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map71, #map72, #map73], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: memref<2x3x9x9x11xf32>, %arg1: memref<3x3x2x2xf32>, %arg2: memref<2x3x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map74, #map75, #map76], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<2x3x9x9x11xf32>, memref<3x3x2x2xf32>) outs(%arg2 : memref<2x3x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: memref<2x7x9x13x2xf32>, %arg1: memref<2x2x3x2x3xf32>, %arg2: memref<2x3x4x5x2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map49, #map50, #map77], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%arg2 : memref<2x3x4x5x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_sum(%arg0: memref<2x3x11x11xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map79, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned(%arg0: memref<2x9x9x5xi32>, %arg1: memref<3x2xi32>, %arg2: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%arg2 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.maxui %out, %in : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_max(%arg0: memref<2x3x11x11xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map79, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned(%arg0: memref<2x9x9x5xi32>, %arg1: memref<3x2xi32>, %arg2: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%arg2 : memref<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.minui %out, %in : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_sum(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_sum(%arg0: memref<2x3x15xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map81, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x15xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: memref<2x13x4xi32>, %arg1: memref<5xi32>, %arg2: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xi32>, memref<5xi32>) outs(%arg2 : memref<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.maxui %out, %in : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_max(%arg0: memref<2x3x15xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map81, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x15xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: memref<2x13x4xi32>, %arg1: memref<5xi32>, %arg2: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x13x4xi32>, memref<5xi32>) outs(%arg2 : memref<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.minui %out, %in : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_sum(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_max(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_min(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map84, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf32>) {
// CHECK-NEXT: %c12345_i32 = arith.constant 12345 : i32
// CHECK-NEXT: %c1103515245_i32 = arith.constant 1103515245 : i32
// CHECK-NEXT: %cst = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: linalg.generic {indexing_maps = [#map84, #map84, #map84, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %4, %c1103515245_i32 : i32
// CHECK-NEXT: %6 = arith.addi %5, %c12345_i32 : i32
// CHECK-NEXT: %7 = arith.addi %1, %6 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c1103515245_i32 : i32
// CHECK-NEXT: %9 = arith.addi %8, %c12345_i32 : i32
// CHECK-NEXT: %10 = arith.sitofp %9 : i32 to f64
// CHECK-NEXT: %11 = arith.addf %10, %cst : f64
// CHECK-NEXT: %12 = arith.subf %in_1, %in : f64
// CHECK-NEXT: %13 = arith.mulf %12, %cst_0 : f64
// CHECK-NEXT: %14 = arith.mulf %11, %13 : f64
// CHECK-NEXT: %15 = arith.addf %14, %in : f64
// CHECK-NEXT: %16 = arith.truncf %15 : f64 to f32
// CHECK-NEXT: linalg.yield %16 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
