// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every named structured op of MLIR 22 on memrefs, strides 2 and dilations 2 on every convolution and pooling.
// The pretty form prints no body; the generic form shows the region the op builds and the
// maps MLIR memoizes in linalg.memoized_indexing_maps. Checks are mlir-opt-22's output.

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

// CHECK: module {
// CHECK-LABEL: func.func @matmul(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: memref<2x3x5xf32>, %arg1: memref<2x5x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_reduce_matmul(%arg0: memref<2x3x5xf32>, %arg1: memref<2x5x4xf32>, %arg2: memref<3x4xf32>) {
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%arg2 : memref<3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @log(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.log ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @abs(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.abs ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceil(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.ceil ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floor(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.floor ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.negf ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reciprocal(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.reciprocal ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.round ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sqrt(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.sqrt ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rsqrt(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.rsqrt ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @square(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.square ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tanh(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.tanh ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @erf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.erf ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.add ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.sub ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.mul ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.div ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div_unsigned(%arg0: memref<2x3xi32>, %arg1: memref<2x3xi32>, %arg2: memref<2x3xi32>) {
// CHECK-NEXT: linalg.div_unsigned ins(%arg0, %arg1 : memref<2x3xi32>, memref<2x3xi32>) outs(%arg2 : memref<2x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.max ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.min ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @powf(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.powf ins(%arg0, %arg1 : memref<2x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: memref<2x3xi1>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>, %arg3: memref<2x3xf32>) {
// CHECK-NEXT: linalg.select ins(%arg0, %arg1, %arg2 : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%arg3 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_matmul(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3xi32>) {
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt4d(%arg0: memref<2x4x5x2xf32>, %arg1: memref<3x4x3x2xf32>, %arg2: memref<2x3x5x3xf32>) {
// CHECK-NEXT: linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x5x2xf32>, memref<3x4x3x2xf32>) outs(%arg2 : memref<2x3x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_mmt4d(%arg0: memref<2x3x5x3x2xf32>, %arg1: memref<2x4x5x2x2xf32>, %arg2: memref<2x3x4x3x2xf32>) {
// CHECK-NEXT: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x3x5x3x2xf32>, memref<2x4x5x2x2xf32>) outs(%arg2 : memref<2x3x4x3x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_batch_matmul(%arg0: memref<2x3x5xi8>, %arg1: memref<2x5x4xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%arg4 : memref<2x3x4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: memref<2x3xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.matvec ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(%arg0: memref<3xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.vecmat ins(%arg0, %arg1 : memref<3xf32>, memref<3x2xf32>) outs(%arg2 : memref<2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matvec(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_vecmat(%arg0: memref<2x4xf32>, %arg1: memref<2x4x3xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<f32>) {
// CHECK-NEXT: linalg.dot ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d(%arg0: memref<4xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: linalg.conv_1d ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: memref<5x7xf32>, %arg1: memref<4x5xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.conv_2d ins(%arg0, %arg1 : memref<5x7xf32>, memref<4x5xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d(%arg0: memref<6x5x5xf32>, %arg1: memref<5x3x2xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.conv_3d ins(%arg0, %arg1 : memref<6x5x5xf32>, memref<5x3x2xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_nwc_wcf(%arg0: memref<2x13x3xf32>, %arg1: memref<5x3x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x3xf32>, memref<5x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_ncw_fcw(%arg0: memref<2x5x11xf32>, %arg1: memref<3x5x3xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x5x11xf32>, memref<3x5x3xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: memref<2x9x9x2xf32>, %arg1: memref<3x2x2x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x2xf32>, memref<3x2x2x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(%arg0: memref<2x9x9x2xf32>, %arg1: memref<5x3x2x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x2xf32>, memref<5x3x2x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: memref<2x9x9x2xi8>, %arg1: memref<3x2x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: memref<2x9x9x2xi8>, %arg1: memref<5x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: memref<2x3x9x11xi8>, %arg1: memref<3x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.conv_2d_nchw_fchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x9x11xi8>, memref<3x3x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: memref<2x3x9x11xf32>, %arg1: memref<3x3x2x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x9x11xf32>, memref<3x3x2x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: memref<2x3x2x11x9xf32>, %arg1: memref<4x3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_fgchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: memref<2x3x2x11x9xf32>, %arg1: memref<3x4x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x2x11x9xf32>, memref<3x4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: memref<2x7x9x5x3xf32>, %arg1: memref<5x3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwgc_gfhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x7x9x5x3xf32>, memref<5x3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: memref<2x7x9x5x3xi8>, %arg1: memref<5x3x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: memref<2x3x2x11x9xi8>, %arg1: memref<3x4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(%arg0: memref<2x7x9x13x2xf32>, %arg1: memref<2x2x3x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: memref<2x7x9x13x2xi8>, %arg1: memref<2x2x3x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: memref<2x2x9x13x7xf32>, %arg1: memref<3x2x2x3x2xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x2x9x13x7xf32>, memref<3x2x2x3x2xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(%arg0: memref<2x13x4xf32>, %arg1: memref<5x4xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: memref<2x4x13xf32>, %arg1: memref<4x5xf32>, %arg2: memref<2x4x3xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_ncw_cw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x4x13xf32>, memref<4x5xf32>) outs(%arg2 : memref<2x4x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: memref<2x9x4xf32>, %arg1: memref<3x4x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x9x4xf32>, memref<3x4x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2x5xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2x5xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(%arg0: memref<2x5x9x9xf32>, %arg1: memref<5x3x2xf32>, %arg2: memref<2x5x3x4xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x5x9x9xf32>, memref<5x3x2xf32>) outs(%arg2 : memref<2x5x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: memref<2x9x9x5xi8>, %arg1: memref<3x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: memref<2x7x9x5xf32>, %arg1: memref<2x2x5x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x7x9x5xf32>, memref<2x2x5x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: memref<2x7x9x5xi8>, %arg1: memref<2x2x5x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x5x3xi32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x5x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: memref<2x9x9x11x3xf32>, %arg1: memref<3x2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: memref<2x3x9x9x11xf32>, %arg1: memref<3x3x2x2xf32>, %arg2: memref<2x3x3x4x5xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x3x9x9x11xf32>, memref<3x3x2x2xf32>) outs(%arg2 : memref<2x3x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: memref<2x7x9x13x2xf32>, %arg1: memref<2x2x3x2x3xf32>, %arg2: memref<2x3x4x5x2x3xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>) outs(%arg2 : memref<2x3x4x5x2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.pooling_nhwc_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_sum(%arg0: memref<2x3x11x11xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.pooling_nchw_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned(%arg0: memref<2x9x9x5xi32>, %arg1: memref<3x2xi32>, %arg2: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_max_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%arg2 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_max(%arg0: memref<2x3x11x11xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x11x11xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min(%arg0: memref<2x9x9x5xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x4x5xf32>) {
// CHECK-NEXT: linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x4x5xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned(%arg0: memref<2x9x9x5xi32>, %arg1: memref<3x2xi32>, %arg2: memref<2x3x4x5xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x9x9x5xi32>, memref<3x2xi32>) outs(%arg2 : memref<2x3x4x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_sum(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_sum(%arg0: memref<2x3x15xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x15xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: memref<2x13x4xi32>, %arg1: memref<5xi32>, %arg2: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.pooling_nwc_max_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xi32>, memref<5xi32>) outs(%arg2 : memref<2x3x4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_max(%arg0: memref<2x3x15xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x15xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min(%arg0: memref<2x13x4xf32>, %arg1: memref<5xf32>, %arg2: memref<2x3x4xf32>) {
// CHECK-NEXT: linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xf32>, memref<5xf32>) outs(%arg2 : memref<2x3x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: memref<2x13x4xi32>, %arg1: memref<5xi32>, %arg2: memref<2x3x4xi32>) {
// CHECK-NEXT: linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x13x4xi32>, memref<5xi32>) outs(%arg2 : memref<2x3x4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_sum(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_sum {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_max(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_max {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_min(%arg0: memref<2x7x9x13x3xf32>, %arg1: memref<2x2x3xf32>, %arg2: memref<2x3x4x5x3xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_min {dilations = dense<2> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x7x9x13x3xf32>, memref<2x2x3xf32>) outs(%arg2 : memref<2x3x4x5x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf32>) {
// CHECK-NEXT: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2) -> ()>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GENERIC-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1, d2, d3) -> ()>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map19 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC-NEXT: #map20 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GENERIC-NEXT: #map21 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map22 = affine_map<(d0) -> ()>
// GENERIC-NEXT: #map23 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map24 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GENERIC-NEXT: #map25 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC-NEXT: #map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GENERIC-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// GENERIC-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GENERIC-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// GENERIC-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 2, d4)>
// GENERIC-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4 * 2)>
// GENERIC-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GENERIC-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d6)>
// GENERIC-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GENERIC-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2)>
// GENERIC-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 2, d4 * 2 + d7 * 2)>
// GENERIC-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GENERIC-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3, d7)>
// GENERIC-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GENERIC-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GENERIC-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d8)>
// GENERIC-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GENERIC-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d4 * 2 + d8 * 2)>
// GENERIC-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GENERIC-NEXT: #map55 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3 * 2, d2)>
// GENERIC-NEXT: #map56 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GENERIC-NEXT: #map57 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 2)>
// GENERIC-NEXT: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GENERIC-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4 * 2, d2)>
// GENERIC-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GENERIC-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3)>
// GENERIC-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2)>
// GENERIC-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GENERIC-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GENERIC-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3)>
// GENERIC-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GENERIC-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2, d7)>
// GENERIC-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GENERIC-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GENERIC-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3 * 2 + d6 * 2)>
// GENERIC-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GENERIC-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GENERIC-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GENERIC-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: #map79 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 2, d3 * 2 + d5 * 2)>
// GENERIC-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GENERIC-NEXT: #map81 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3 * 2)>
// GENERIC-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 2, d2 * 2 + d6 * 2, d3 * 2 + d7 * 2, d4)>
// GENERIC-NEXT: #map83 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GENERIC-NEXT: #map84 = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4xf32>, memref<4x3xf32>, memref<2x3xf32>) -> (), sym_name = "matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg512: memref<2x4xf32>, %arg513: memref<4x3xf32>, %arg514: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.matmul"(%arg512, %arg513, %arg514) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg515: f32, %arg516: f32, %arg517: f32):
// GENERIC-NEXT: %190 = "arith.mulf"(%arg515, %arg516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %191 = "arith.addf"(%arg517, %190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%191) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x4xf32>, memref<4x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x5xf32>, memref<2x5x4xf32>, memref<2x3x4xf32>) -> (), sym_name = "batch_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg506: memref<2x3x5xf32>, %arg507: memref<2x5x4xf32>, %arg508: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.batch_matmul"(%arg506, %arg507, %arg508) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
// GENERIC-NEXT: %188 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %189 = "arith.addf"(%arg511, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%189) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3x5xf32>, memref<2x5x4xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x5xf32>, memref<2x5x4xf32>, memref<3x4xf32>) -> (), sym_name = "batch_reduce_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg500: memref<2x3x5xf32>, %arg501: memref<2x5x4xf32>, %arg502: memref<3x4xf32>):
// GENERIC-NEXT: "linalg.batch_reduce_matmul"(%arg500, %arg501, %arg502) <{indexing_maps = [#map3, #map4, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg503: f32, %arg504: f32, %arg505: f32):
// GENERIC-NEXT: %186 = "arith.mulf"(%arg503, %arg504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %187 = "arith.addf"(%arg505, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%187) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3x5xf32>, memref<2x5x4xf32>, memref<3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "copy"}> ({
// GENERIC-NEXT: ^bb0(%arg496: memref<2x3xf32>, %arg497: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.copy"(%arg496, %arg497) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg498: f32, %arg499: f32):
// GENERIC-NEXT: "linalg.yield"(%arg498) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "exp"}> ({
// GENERIC-NEXT: ^bb0(%arg492: memref<2x3xf32>, %arg493: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.exp"(%arg492, %arg493) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg494: f32, %arg495: f32):
// GENERIC-NEXT: %185 = "math.exp"(%arg494) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%185) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "log"}> ({
// GENERIC-NEXT: ^bb0(%arg488: memref<2x3xf32>, %arg489: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.log"(%arg488, %arg489) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg490: f32, %arg491: f32):
// GENERIC-NEXT: %184 = "math.log"(%arg490) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%184) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "abs"}> ({
// GENERIC-NEXT: ^bb0(%arg484: memref<2x3xf32>, %arg485: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.abs"(%arg484, %arg485) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg486: f32, %arg487: f32):
// GENERIC-NEXT: %183 = "math.absf"(%arg486) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%183) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "ceil"}> ({
// GENERIC-NEXT: ^bb0(%arg480: memref<2x3xf32>, %arg481: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.ceil"(%arg480, %arg481) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg482: f32, %arg483: f32):
// GENERIC-NEXT: %182 = "math.ceil"(%arg482) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%182) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "floor"}> ({
// GENERIC-NEXT: ^bb0(%arg476: memref<2x3xf32>, %arg477: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.floor"(%arg476, %arg477) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg478: f32, %arg479: f32):
// GENERIC-NEXT: %181 = "math.floor"(%arg478) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%181) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "negf"}> ({
// GENERIC-NEXT: ^bb0(%arg472: memref<2x3xf32>, %arg473: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.negf"(%arg472, %arg473) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg474: f32, %arg475: f32):
// GENERIC-NEXT: %180 = "arith.negf"(%arg474) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%180) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "reciprocal"}> ({
// GENERIC-NEXT: ^bb0(%arg468: memref<2x3xf32>, %arg469: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.reciprocal"(%arg468, %arg469) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg470: f32, %arg471: f32):
// GENERIC-NEXT: %178 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %179 = "arith.divf"(%178, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%179) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "round"}> ({
// GENERIC-NEXT: ^bb0(%arg464: memref<2x3xf32>, %arg465: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.round"(%arg464, %arg465) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg466: f32, %arg467: f32):
// GENERIC-NEXT: %177 = "math.round"(%arg466) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%177) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "sqrt"}> ({
// GENERIC-NEXT: ^bb0(%arg460: memref<2x3xf32>, %arg461: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.sqrt"(%arg460, %arg461) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg462: f32, %arg463: f32):
// GENERIC-NEXT: %176 = "math.sqrt"(%arg462) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%176) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "rsqrt"}> ({
// GENERIC-NEXT: ^bb0(%arg456: memref<2x3xf32>, %arg457: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.rsqrt"(%arg456, %arg457) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg458: f32, %arg459: f32):
// GENERIC-NEXT: %175 = "math.rsqrt"(%arg458) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%175) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "square"}> ({
// GENERIC-NEXT: ^bb0(%arg452: memref<2x3xf32>, %arg453: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.square"(%arg452, %arg453) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg454: f32, %arg455: f32):
// GENERIC-NEXT: %174 = "arith.mulf"(%arg454, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%174) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "tanh"}> ({
// GENERIC-NEXT: ^bb0(%arg448: memref<2x3xf32>, %arg449: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.tanh"(%arg448, %arg449) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg450: f32, %arg451: f32):
// GENERIC-NEXT: %173 = "math.tanh"(%arg450) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%173) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "erf"}> ({
// GENERIC-NEXT: ^bb0(%arg444: memref<2x3xf32>, %arg445: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.erf"(%arg444, %arg445) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg446: f32, %arg447: f32):
// GENERIC-NEXT: %172 = "math.erf"(%arg446) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%172) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "add"}> ({
// GENERIC-NEXT: ^bb0(%arg438: memref<2x3xf32>, %arg439: memref<2x3xf32>, %arg440: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.add"(%arg438, %arg439, %arg440) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
// GENERIC-NEXT: %171 = "arith.addf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%171) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "sub"}> ({
// GENERIC-NEXT: ^bb0(%arg432: memref<2x3xf32>, %arg433: memref<2x3xf32>, %arg434: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.sub"(%arg432, %arg433, %arg434) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg435: f32, %arg436: f32, %arg437: f32):
// GENERIC-NEXT: %170 = "arith.subf"(%arg435, %arg436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%170) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "mul"}> ({
// GENERIC-NEXT: ^bb0(%arg426: memref<2x3xf32>, %arg427: memref<2x3xf32>, %arg428: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.mul"(%arg426, %arg427, %arg428) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
// GENERIC-NEXT: %169 = "arith.mulf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%169) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "div"}> ({
// GENERIC-NEXT: ^bb0(%arg420: memref<2x3xf32>, %arg421: memref<2x3xf32>, %arg422: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.div"(%arg420, %arg421, %arg422) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg423: f32, %arg424: f32, %arg425: f32):
// GENERIC-NEXT: %168 = "arith.divf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%168) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xi32>, memref<2x3xi32>, memref<2x3xi32>) -> (), sym_name = "div_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg414: memref<2x3xi32>, %arg415: memref<2x3xi32>, %arg416: memref<2x3xi32>):
// GENERIC-NEXT: "linalg.div_unsigned"(%arg414, %arg415, %arg416) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg417: i32, %arg418: i32, %arg419: i32):
// GENERIC-NEXT: %167 = "arith.divui"(%arg417, %arg418) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%167) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xi32>, memref<2x3xi32>, memref<2x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "max"}> ({
// GENERIC-NEXT: ^bb0(%arg408: memref<2x3xf32>, %arg409: memref<2x3xf32>, %arg410: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.max"(%arg408, %arg409, %arg410) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg411: f32, %arg412: f32, %arg413: f32):
// GENERIC-NEXT: %166 = "arith.maximumf"(%arg411, %arg412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%166) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "min"}> ({
// GENERIC-NEXT: ^bb0(%arg402: memref<2x3xf32>, %arg403: memref<2x3xf32>, %arg404: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.min"(%arg402, %arg403, %arg404) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg405: f32, %arg406: f32, %arg407: f32):
// GENERIC-NEXT: %165 = "arith.minimumf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%165) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "powf"}> ({
// GENERIC-NEXT: ^bb0(%arg396: memref<2x3xf32>, %arg397: memref<2x3xf32>, %arg398: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.powf"(%arg396, %arg397, %arg398) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
// GENERIC-NEXT: %164 = "math.powf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%164) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> (), sym_name = "select"}> ({
// GENERIC-NEXT: ^bb0(%arg388: memref<2x3xi1>, %arg389: memref<2x3xf32>, %arg390: memref<2x3xf32>, %arg391: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.select"(%arg388, %arg389, %arg390, %arg391) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg392: i1, %arg393: f32, %arg394: f32, %arg395: f32):
// GENERIC-NEXT: %163 = "arith.select"(%arg392, %arg393, %arg394) : (i1, f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%163) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4xi8>, memref<4x3xi8>, i32, i32, memref<2x3xi32>) -> (), sym_name = "quantized_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg378: memref<2x4xi8>, %arg379: memref<4x3xi8>, %arg380: i32, %arg381: i32, %arg382: memref<2x3xi32>):
// GENERIC-NEXT: "linalg.quantized_matmul"(%arg378, %arg379, %arg380, %arg381, %arg382) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg383: i8, %arg384: i8, %arg385: i32, %arg386: i32, %arg387: i32):
// GENERIC-NEXT: %157 = "arith.extsi"(%arg383) : (i8) -> i32
// GENERIC-NEXT: %158 = "arith.subi"(%157, %arg385) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %159 = "arith.extsi"(%arg384) : (i8) -> i32
// GENERIC-NEXT: %160 = "arith.subi"(%159, %arg386) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %161 = "arith.muli"(%158, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %162 = "arith.addi"(%arg387, %161) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%162) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map7, #map7, #map2]} : (memref<2x4xi8>, memref<4x3xi8>, i32, i32, memref<2x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4x5x2xf32>, memref<3x4x3x2xf32>, memref<2x3x5x3xf32>) -> (), sym_name = "mmt4d"}> ({
// GENERIC-NEXT: ^bb0(%arg372: memref<2x4x5x2xf32>, %arg373: memref<3x4x3x2xf32>, %arg374: memref<2x3x5x3xf32>):
// GENERIC-NEXT: "linalg.mmt4d"(%arg372, %arg373, %arg374) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg375: f32, %arg376: f32, %arg377: f32):
// GENERIC-NEXT: %155 = "arith.mulf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %156 = "arith.addf"(%arg377, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%156) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (memref<2x4x5x2xf32>, memref<3x4x3x2xf32>, memref<2x3x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x5x3x2xf32>, memref<2x4x5x2x2xf32>, memref<2x3x4x3x2xf32>) -> (), sym_name = "batch_mmt4d"}> ({
// GENERIC-NEXT: ^bb0(%arg366: memref<2x3x5x3x2xf32>, %arg367: memref<2x4x5x2x2xf32>, %arg368: memref<2x3x4x3x2xf32>):
// GENERIC-NEXT: "linalg.batch_mmt4d"(%arg366, %arg367, %arg368) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
// GENERIC-NEXT: %153 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %154 = "arith.addf"(%arg371, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%154) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (memref<2x3x5x3x2xf32>, memref<2x4x5x2x2xf32>, memref<2x3x4x3x2xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32, memref<2x3x4xi32>) -> (), sym_name = "quantized_batch_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg356: memref<2x3x5xi8>, %arg357: memref<2x5x4xi8>, %arg358: i32, %arg359: i32, %arg360: memref<2x3x4xi32>):
// GENERIC-NEXT: "linalg.quantized_batch_matmul"(%arg356, %arg357, %arg358, %arg359, %arg360) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg361: i8, %arg362: i8, %arg363: i32, %arg364: i32, %arg365: i32):
// GENERIC-NEXT: %147 = "arith.extsi"(%arg361) : (i8) -> i32
// GENERIC-NEXT: %148 = "arith.subi"(%147, %arg363) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %149 = "arith.extsi"(%arg362) : (i8) -> i32
// GENERIC-NEXT: %150 = "arith.subi"(%149, %arg364) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %151 = "arith.muli"(%148, %150) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %152 = "arith.addi"(%arg365, %151) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%152) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map4, #map14, #map14, #map5]} : (memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32, memref<2x3x4xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3xf32>, memref<3xf32>, memref<2xf32>) -> (), sym_name = "matvec"}> ({
// GENERIC-NEXT: ^bb0(%arg350: memref<2x3xf32>, %arg351: memref<3xf32>, %arg352: memref<2xf32>):
// GENERIC-NEXT: "linalg.matvec"(%arg350, %arg351, %arg352) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
// GENERIC-NEXT: %145 = "arith.mulf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %146 = "arith.addf"(%arg355, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%146) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map15, #map16, #map17]} : (memref<2x3xf32>, memref<3xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<3xf32>, memref<3x2xf32>, memref<2xf32>) -> (), sym_name = "vecmat"}> ({
// GENERIC-NEXT: ^bb0(%arg344: memref<3xf32>, %arg345: memref<3x2xf32>, %arg346: memref<2xf32>):
// GENERIC-NEXT: "linalg.vecmat"(%arg344, %arg345, %arg346) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg347: f32, %arg348: f32, %arg349: f32):
// GENERIC-NEXT: %143 = "arith.mulf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %144 = "arith.addf"(%arg349, %143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%144) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map16, #map18, #map17]} : (memref<3xf32>, memref<3x2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x4xf32>, memref<2x4xf32>, memref<2x3xf32>) -> (), sym_name = "batch_matvec"}> ({
// GENERIC-NEXT: ^bb0(%arg338: memref<2x3x4xf32>, %arg339: memref<2x4xf32>, %arg340: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.batch_matvec"(%arg338, %arg339, %arg340) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
// GENERIC-NEXT: %141 = "arith.mulf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %142 = "arith.addf"(%arg343, %141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%142) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map19, #map, #map2]} : (memref<2x3x4xf32>, memref<2x4xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4xf32>, memref<2x4x3xf32>, memref<2x3xf32>) -> (), sym_name = "batch_vecmat"}> ({
// GENERIC-NEXT: ^bb0(%arg332: memref<2x4xf32>, %arg333: memref<2x4x3xf32>, %arg334: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.batch_vecmat"(%arg332, %arg333, %arg334) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg335: f32, %arg336: f32, %arg337: f32):
// GENERIC-NEXT: %139 = "arith.mulf"(%arg335, %arg336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %140 = "arith.addf"(%arg337, %139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%140) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map20, #map2]} : (memref<2x4xf32>, memref<2x4x3xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2xf32>, memref<2xf32>, memref<f32>) -> (), sym_name = "dot"}> ({
// GENERIC-NEXT: ^bb0(%arg326: memref<2xf32>, %arg327: memref<2xf32>, %arg328: memref<f32>):
// GENERIC-NEXT: "linalg.dot"(%arg326, %arg327, %arg328) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg329: f32, %arg330: f32, %arg331: f32):
// GENERIC-NEXT: %137 = "arith.mulf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %138 = "arith.addf"(%arg331, %137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%138) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map21, #map22]} : (memref<2xf32>, memref<2xf32>, memref<f32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<3xf32>, memref<2xf32>) -> (), sym_name = "conv_1d"}> ({
// GENERIC-NEXT: ^bb0(%arg320: memref<4xf32>, %arg321: memref<3xf32>, %arg322: memref<2xf32>):
// GENERIC-NEXT: "linalg.conv_1d"(%arg320, %arg321, %arg322) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg323: f32, %arg324: f32, %arg325: f32):
// GENERIC-NEXT: %135 = "arith.mulf"(%arg323, %arg324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %136 = "arith.addf"(%arg325, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%136) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map23, #map16, #map17]} : (memref<4xf32>, memref<3xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<5x7xf32>, memref<4x5xf32>, memref<2x3xf32>) -> (), sym_name = "conv_2d"}> ({
// GENERIC-NEXT: ^bb0(%arg314: memref<5x7xf32>, %arg315: memref<4x5xf32>, %arg316: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.conv_2d"(%arg314, %arg315, %arg316) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg317: f32, %arg318: f32, %arg319: f32):
// GENERIC-NEXT: %133 = "arith.mulf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %134 = "arith.addf"(%arg319, %133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%134) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (memref<5x7xf32>, memref<4x5xf32>, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<6x5x5xf32>, memref<5x3x2xf32>, memref<2x3x4xf32>) -> (), sym_name = "conv_3d"}> ({
// GENERIC-NEXT: ^bb0(%arg308: memref<6x5x5xf32>, %arg309: memref<5x3x2xf32>, %arg310: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.conv_3d"(%arg308, %arg309, %arg310) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg311: f32, %arg312: f32, %arg313: f32):
// GENERIC-NEXT: %131 = "arith.mulf"(%arg311, %arg312) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %132 = "arith.addf"(%arg313, %131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%132) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map27, #map28, #map29]} : (memref<6x5x5xf32>, memref<5x3x2xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x3xf32>, memref<5x3x4xf32>, memref<2x3x4xf32>) -> (), sym_name = "conv_1d_nwc_wcf"}> ({
// GENERIC-NEXT: ^bb0(%arg302: memref<2x13x3xf32>, %arg303: memref<5x3x4xf32>, %arg304: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.conv_1d_nwc_wcf"(%arg302, %arg303, %arg304) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg305: f32, %arg306: f32, %arg307: f32):
// GENERIC-NEXT: %129 = "arith.mulf"(%arg305, %arg306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %130 = "arith.addf"(%arg307, %129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%130) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map30, #map31, #map32]} : (memref<2x13x3xf32>, memref<5x3x4xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x5x11xf32>, memref<3x5x3xf32>, memref<2x3x4xf32>) -> (), sym_name = "conv_1d_ncw_fcw"}> ({
// GENERIC-NEXT: ^bb0(%arg296: memref<2x5x11xf32>, %arg297: memref<3x5x3xf32>, %arg298: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.conv_1d_ncw_fcw"(%arg296, %arg297, %arg298) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg299: f32, %arg300: f32, %arg301: f32):
// GENERIC-NEXT: %127 = "arith.mulf"(%arg299, %arg300) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %128 = "arith.addf"(%arg301, %127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%128) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map33, #map34, #map32]} : (memref<2x5x11xf32>, memref<3x5x3xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x2xf32>, memref<3x2x2x5xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "conv_2d_nhwc_hwcf"}> ({
// GENERIC-NEXT: ^bb0(%arg290: memref<2x9x9x2xf32>, %arg291: memref<3x2x2x5xf32>, %arg292: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwc_hwcf"(%arg290, %arg291, %arg292) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
// GENERIC-NEXT: %125 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %126 = "arith.addf"(%arg295, %125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%126) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map36, #map37]} : (memref<2x9x9x2xf32>, memref<3x2x2x5xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x2xf32>, memref<5x3x2x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "conv_2d_nhwc_fhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg284: memref<2x9x9x2xf32>, %arg285: memref<5x3x2x2xf32>, %arg286: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwc_fhwc"(%arg284, %arg285, %arg286) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
// GENERIC-NEXT: %123 = "arith.mulf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %124 = "arith.addf"(%arg289, %123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%124) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map38, #map37]} : (memref<2x9x9x2xf32>, memref<5x3x2x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32, memref<2x3x4x5xi32>) -> (), sym_name = "conv_2d_nhwc_hwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg274: memref<2x9x9x2xi8>, %arg275: memref<3x2x2x5xi8>, %arg276: i32, %arg277: i32, %arg278: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwc_hwcf_q"(%arg274, %arg275, %arg276, %arg277, %arg278) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg279: i8, %arg280: i8, %arg281: i32, %arg282: i32, %arg283: i32):
// GENERIC-NEXT: %117 = "arith.extsi"(%arg279) : (i8) -> i32
// GENERIC-NEXT: %118 = "arith.subi"(%117, %arg281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %119 = "arith.extsi"(%arg280) : (i8) -> i32
// GENERIC-NEXT: %120 = "arith.subi"(%119, %arg282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %121 = "arith.muli"(%118, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %122 = "arith.addi"(%arg283, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%122) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map36, #map39, #map39, #map37]} : (memref<2x9x9x2xi8>, memref<3x2x2x5xi8>, i32, i32, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32, memref<2x3x4x5xi32>) -> (), sym_name = "conv_2d_nhwc_fhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg264: memref<2x9x9x2xi8>, %arg265: memref<5x3x2x2xi8>, %arg266: i32, %arg267: i32, %arg268: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwc_fhwc_q"(%arg264, %arg265, %arg266, %arg267, %arg268) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg269: i8, %arg270: i8, %arg271: i32, %arg272: i32, %arg273: i32):
// GENERIC-NEXT: %111 = "arith.extsi"(%arg269) : (i8) -> i32
// GENERIC-NEXT: %112 = "arith.subi"(%111, %arg271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %113 = "arith.extsi"(%arg270) : (i8) -> i32
// GENERIC-NEXT: %114 = "arith.subi"(%113, %arg272) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %115 = "arith.muli"(%112, %114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %116 = "arith.addi"(%arg273, %115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%116) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map38, #map39, #map39, #map37]} : (memref<2x9x9x2xi8>, memref<5x3x2x2xi8>, i32, i32, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x9x11xi8>, memref<3x3x2x2xi8>, i32, i32, memref<2x3x4x5xi32>) -> (), sym_name = "conv_2d_nchw_fchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg254: memref<2x3x9x11xi8>, %arg255: memref<3x3x2x2xi8>, %arg256: i32, %arg257: i32, %arg258: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.conv_2d_nchw_fchw_q"(%arg254, %arg255, %arg256, %arg257, %arg258) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg259: i8, %arg260: i8, %arg261: i32, %arg262: i32, %arg263: i32):
// GENERIC-NEXT: %105 = "arith.extsi"(%arg259) : (i8) -> i32
// GENERIC-NEXT: %106 = "arith.subi"(%105, %arg261) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %107 = "arith.extsi"(%arg260) : (i8) -> i32
// GENERIC-NEXT: %108 = "arith.subi"(%107, %arg262) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %109 = "arith.muli"(%106, %108) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %110 = "arith.addi"(%arg263, %109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%110) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map40, #map41, #map39, #map39, #map37]} : (memref<2x3x9x11xi8>, memref<3x3x2x2xi8>, i32, i32, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x9x11xf32>, memref<3x3x2x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "conv_2d_nchw_fchw"}> ({
// GENERIC-NEXT: ^bb0(%arg248: memref<2x3x9x11xf32>, %arg249: memref<3x3x2x2xf32>, %arg250: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.conv_2d_nchw_fchw"(%arg248, %arg249, %arg250) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
// GENERIC-NEXT: %103 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %104 = "arith.addf"(%arg253, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%104) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map40, #map41, #map37]} : (memref<2x3x9x11xf32>, memref<3x3x2x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "conv_2d_ngchw_fgchw"}> ({
// GENERIC-NEXT: ^bb0(%arg242: memref<2x3x2x11x9xf32>, %arg243: memref<4x3x2x2x3xf32>, %arg244: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.conv_2d_ngchw_fgchw"(%arg242, %arg243, %arg244) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg245: f32, %arg246: f32, %arg247: f32):
// GENERIC-NEXT: %101 = "arith.mulf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %102 = "arith.addf"(%arg247, %101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%102) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map43, #map44]} : (memref<2x3x2x11x9xf32>, memref<4x3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x2x11x9xf32>, memref<3x4x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "conv_2d_ngchw_gfchw"}> ({
// GENERIC-NEXT: ^bb0(%arg236: memref<2x3x2x11x9xf32>, %arg237: memref<3x4x2x2x3xf32>, %arg238: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.conv_2d_ngchw_gfchw"(%arg236, %arg237, %arg238) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
// GENERIC-NEXT: %99 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %100 = "arith.addf"(%arg241, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%100) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map45, #map44]} : (memref<2x3x2x11x9xf32>, memref<3x4x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x5x3xf32>, memref<5x3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "conv_2d_nhwgc_gfhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg230: memref<2x7x9x5x3xf32>, %arg231: memref<5x3x2x2x3xf32>, %arg232: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwgc_gfhwc"(%arg230, %arg231, %arg232) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
// GENERIC-NEXT: %97 = "arith.mulf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %98 = "arith.addf"(%arg235, %97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%98) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map46, #map47, #map44]} : (memref<2x7x9x5x3xf32>, memref<5x3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> (), sym_name = "conv_2d_nhwgc_gfhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg220: memref<2x7x9x5x3xi8>, %arg221: memref<5x3x2x2x3xi8>, %arg222: i32, %arg223: i32, %arg224: memref<2x3x4x5x3xi32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwgc_gfhwc_q"(%arg220, %arg221, %arg222, %arg223, %arg224) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg225: i8, %arg226: i8, %arg227: i32, %arg228: i32, %arg229: i32):
// GENERIC-NEXT: %91 = "arith.extsi"(%arg225) : (i8) -> i32
// GENERIC-NEXT: %92 = "arith.subi"(%91, %arg227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %93 = "arith.extsi"(%arg226) : (i8) -> i32
// GENERIC-NEXT: %94 = "arith.subi"(%93, %arg228) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %95 = "arith.muli"(%92, %94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %96 = "arith.addi"(%arg229, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%96) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map46, #map47, #map48, #map48, #map44]} : (memref<2x7x9x5x3xi8>, memref<5x3x2x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> (), sym_name = "conv_2d_ngchw_gfchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg210: memref<2x3x2x11x9xi8>, %arg211: memref<3x4x2x2x3xi8>, %arg212: i32, %arg213: i32, %arg214: memref<2x3x4x5x3xi32>):
// GENERIC-NEXT: "linalg.conv_2d_ngchw_gfchw_q"(%arg210, %arg211, %arg212, %arg213, %arg214) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg215: i8, %arg216: i8, %arg217: i32, %arg218: i32, %arg219: i32):
// GENERIC-NEXT: %85 = "arith.extsi"(%arg215) : (i8) -> i32
// GENERIC-NEXT: %86 = "arith.subi"(%85, %arg217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %87 = "arith.extsi"(%arg216) : (i8) -> i32
// GENERIC-NEXT: %88 = "arith.subi"(%87, %arg218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %89 = "arith.muli"(%86, %88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %90 = "arith.addi"(%arg219, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%90) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map45, #map48, #map48, #map44]} : (memref<2x3x2x11x9xi8>, memref<3x4x2x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "conv_3d_ndhwc_dhwcf"}> ({
// GENERIC-NEXT: ^bb0(%arg204: memref<2x7x9x13x2xf32>, %arg205: memref<2x2x3x2x3xf32>, %arg206: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.conv_3d_ndhwc_dhwcf"(%arg204, %arg205, %arg206) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg207: f32, %arg208: f32, %arg209: f32):
// GENERIC-NEXT: %83 = "arith.mulf"(%arg207, %arg208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %84 = "arith.addf"(%arg209, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%84) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map51]} : (memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> (), sym_name = "conv_3d_ndhwc_dhwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg194: memref<2x7x9x13x2xi8>, %arg195: memref<2x2x3x2x3xi8>, %arg196: i32, %arg197: i32, %arg198: memref<2x3x4x5x3xi32>):
// GENERIC-NEXT: "linalg.conv_3d_ndhwc_dhwcf_q"(%arg194, %arg195, %arg196, %arg197, %arg198) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg199: i8, %arg200: i8, %arg201: i32, %arg202: i32, %arg203: i32):
// GENERIC-NEXT: %77 = "arith.extsi"(%arg199) : (i8) -> i32
// GENERIC-NEXT: %78 = "arith.subi"(%77, %arg201) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %79 = "arith.extsi"(%arg200) : (i8) -> i32
// GENERIC-NEXT: %80 = "arith.subi"(%79, %arg202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %81 = "arith.muli"(%78, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %82 = "arith.addi"(%arg203, %81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%82) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map52, #map52, #map51]} : (memref<2x7x9x13x2xi8>, memref<2x2x3x2x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x2x9x13x7xf32>, memref<3x2x2x3x2xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "conv_3d_ncdhw_fcdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg188: memref<2x2x9x13x7xf32>, %arg189: memref<3x2x2x3x2xf32>, %arg190: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.conv_3d_ncdhw_fcdhw"(%arg188, %arg189, %arg190) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
// GENERIC-NEXT: %75 = "arith.mulf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %76 = "arith.addf"(%arg193, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%76) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map53, #map54, #map51]} : (memref<2x2x9x13x7xf32>, memref<3x2x2x3x2xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xf32>, memref<5x4xf32>, memref<2x3x4xf32>) -> (), sym_name = "depthwise_conv_1d_nwc_wc"}> ({
// GENERIC-NEXT: ^bb0(%arg182: memref<2x13x4xf32>, %arg183: memref<5x4xf32>, %arg184: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_1d_nwc_wc"(%arg182, %arg183, %arg184) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
// GENERIC-NEXT: %73 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %74 = "arith.addf"(%arg187, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%74) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map56, #map5]} : (memref<2x13x4xf32>, memref<5x4xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4x13xf32>, memref<4x5xf32>, memref<2x4x3xf32>) -> (), sym_name = "depthwise_conv_1d_ncw_cw"}> ({
// GENERIC-NEXT: ^bb0(%arg176: memref<2x4x13xf32>, %arg177: memref<4x5xf32>, %arg178: memref<2x4x3xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_1d_ncw_cw"(%arg176, %arg177, %arg178) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
// GENERIC-NEXT: %71 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %72 = "arith.addf"(%arg181, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%72) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map57, #map25, #map58]} : (memref<2x4x13xf32>, memref<4x5xf32>, memref<2x4x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x4xf32>, memref<3x4x5xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "depthwise_conv_1d_nwc_wcm"}> ({
// GENERIC-NEXT: ^bb0(%arg170: memref<2x9x4xf32>, %arg171: memref<3x4x5xf32>, %arg172: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_1d_nwc_wcm"(%arg170, %arg171, %arg172) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
// GENERIC-NEXT: %69 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %70 = "arith.addf"(%arg175, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%70) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map59, #map60, #map61]} : (memref<2x9x4xf32>, memref<3x4x5xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xf32>, memref<3x2x5xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwc"}> ({
// GENERIC-NEXT: ^bb0(%arg164: memref<2x9x9x5xf32>, %arg165: memref<3x2x5xf32>, %arg166: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nhwc_hwc"(%arg164, %arg165, %arg166) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
// GENERIC-NEXT: %67 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %68 = "arith.addf"(%arg169, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%68) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map63, #map64]} : (memref<2x9x9x5xf32>, memref<3x2x5xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x5x9x9xf32>, memref<5x3x2xf32>, memref<2x5x3x4xf32>) -> (), sym_name = "depthwise_conv_2d_nchw_chw"}> ({
// GENERIC-NEXT: ^bb0(%arg158: memref<2x5x9x9xf32>, %arg159: memref<5x3x2xf32>, %arg160: memref<2x5x3x4xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nchw_chw"(%arg158, %arg159, %arg160) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
// GENERIC-NEXT: %65 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %66 = "arith.addf"(%arg163, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%66) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map65, #map28, #map66]} : (memref<2x5x9x9xf32>, memref<5x3x2xf32>, memref<2x5x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32, memref<2x3x4x5xi32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg148: memref<2x9x9x5xi8>, %arg149: memref<3x2x5xi8>, %arg150: i32, %arg151: i32, %arg152: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg148, %arg149, %arg150, %arg151, %arg152) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg153: i8, %arg154: i8, %arg155: i32, %arg156: i32, %arg157: i32):
// GENERIC-NEXT: %59 = "arith.extsi"(%arg153) : (i8) -> i32
// GENERIC-NEXT: %60 = "arith.subi"(%59, %arg155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %61 = "arith.extsi"(%arg154) : (i8) -> i32
// GENERIC-NEXT: %62 = "arith.subi"(%61, %arg156) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %63 = "arith.muli"(%60, %62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %64 = "arith.addi"(%arg157, %63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%64) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map63, #map67, #map67, #map64]} : (memref<2x9x9x5xi8>, memref<3x2x5xi8>, i32, i32, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x5xf32>, memref<2x2x5x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg142: memref<2x7x9x5xf32>, %arg143: memref<2x2x5x3xf32>, %arg144: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg142, %arg143, %arg144) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
// GENERIC-NEXT: %57 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %58 = "arith.addf"(%arg147, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%58) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map68, #map69, #map70]} : (memref<2x7x9x5xf32>, memref<2x2x5x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwcm_q"}> ({
// GENERIC-NEXT: ^bb0(%arg132: memref<2x7x9x5xi8>, %arg133: memref<2x2x5x3xi8>, %arg134: i32, %arg135: i32, %arg136: memref<2x3x4x5x3xi32>):
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg132, %arg133, %arg134, %arg135, %arg136) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg137: i8, %arg138: i8, %arg139: i32, %arg140: i32, %arg141: i32):
// GENERIC-NEXT: %51 = "arith.extsi"(%arg137) : (i8) -> i32
// GENERIC-NEXT: %52 = "arith.subi"(%51, %arg139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %53 = "arith.extsi"(%arg138) : (i8) -> i32
// GENERIC-NEXT: %54 = "arith.subi"(%53, %arg140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %55 = "arith.muli"(%52, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %56 = "arith.addi"(%arg141, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%56) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map68, #map69, #map39, #map39, #map70]} : (memref<2x7x9x5xi8>, memref<2x2x5x3xi8>, i32, i32, memref<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "depthwise_conv_3d_ndhwc_dhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg126: memref<2x9x9x11x3xf32>, %arg127: memref<3x2x2x3xf32>, %arg128: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg126, %arg127, %arg128) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
// GENERIC-NEXT: %49 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %50 = "arith.addf"(%arg131, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%50) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map71, #map72, #map73]} : (memref<2x9x9x11x3xf32>, memref<3x2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x9x9x11xf32>, memref<3x3x2x2xf32>, memref<2x3x3x4x5xf32>) -> (), sym_name = "depthwise_conv_3d_ncdhw_cdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg120: memref<2x3x9x9x11xf32>, %arg121: memref<3x3x2x2xf32>, %arg122: memref<2x3x3x4x5xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg120, %arg121, %arg122) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
// GENERIC-NEXT: %47 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %48 = "arith.addf"(%arg125, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%48) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map74, #map75, #map76]} : (memref<2x3x9x9x11xf32>, memref<3x3x2x2xf32>, memref<2x3x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>, memref<2x3x4x5x2x3xf32>) -> (), sym_name = "depthwise_conv_3d_ndhwc_dhwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg114: memref<2x7x9x13x2xf32>, %arg115: memref<2x2x3x2x3xf32>, %arg116: memref<2x3x4x5x2x3xf32>):
// GENERIC-NEXT: "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg114, %arg115, %arg116) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
// GENERIC-NEXT: %45 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %46 = "arith.addf"(%arg119, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%46) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map77]} : (memref<2x7x9x13x2xf32>, memref<2x2x3x2x3xf32>, memref<2x3x4x5x2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "pooling_nhwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg108: memref<2x9x9x5xf32>, %arg109: memref<3x2xf32>, %arg110: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.pooling_nhwc_sum"(%arg108, %arg109, %arg110) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
// GENERIC-NEXT: %44 = "arith.addf"(%arg113, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%44) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x11x11xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "pooling_nchw_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg102: memref<2x3x11x11xf32>, %arg103: memref<3x2xf32>, %arg104: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.pooling_nchw_sum"(%arg102, %arg103, %arg104) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
// GENERIC-NEXT: %43 = "arith.addf"(%arg107, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%43) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map78, #map64]} : (memref<2x3x11x11xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "pooling_nhwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg96: memref<2x9x9x5xf32>, %arg97: memref<3x2xf32>, %arg98: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.pooling_nhwc_max"(%arg96, %arg97, %arg98) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
// GENERIC-NEXT: %42 = "arith.maximumf"(%arg101, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%42) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xi32>, memref<3x2xi32>, memref<2x3x4x5xi32>) -> (), sym_name = "pooling_nhwc_max_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg90: memref<2x9x9x5xi32>, %arg91: memref<3x2xi32>, %arg92: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.pooling_nhwc_max_unsigned"(%arg90, %arg91, %arg92) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg93: i32, %arg94: i32, %arg95: i32):
// GENERIC-NEXT: %41 = "arith.maxui"(%arg95, %arg93) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%41) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (memref<2x9x9x5xi32>, memref<3x2xi32>, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x11x11xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "pooling_nchw_max"}> ({
// GENERIC-NEXT: ^bb0(%arg84: memref<2x3x11x11xf32>, %arg85: memref<3x2xf32>, %arg86: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.pooling_nchw_max"(%arg84, %arg85, %arg86) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
// GENERIC-NEXT: %40 = "arith.maximumf"(%arg89, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%40) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map78, #map64]} : (memref<2x3x11x11xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> (), sym_name = "pooling_nhwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg78: memref<2x9x9x5xf32>, %arg79: memref<3x2xf32>, %arg80: memref<2x3x4x5xf32>):
// GENERIC-NEXT: "linalg.pooling_nhwc_min"(%arg78, %arg79, %arg80) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
// GENERIC-NEXT: %39 = "arith.minimumf"(%arg83, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%39) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (memref<2x9x9x5xf32>, memref<3x2xf32>, memref<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x9x9x5xi32>, memref<3x2xi32>, memref<2x3x4x5xi32>) -> (), sym_name = "pooling_nhwc_min_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg72: memref<2x9x9x5xi32>, %arg73: memref<3x2xi32>, %arg74: memref<2x3x4x5xi32>):
// GENERIC-NEXT: "linalg.pooling_nhwc_min_unsigned"(%arg72, %arg73, %arg74) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg75: i32, %arg76: i32, %arg77: i32):
// GENERIC-NEXT: %38 = "arith.minui"(%arg77, %arg75) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%38) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (memref<2x9x9x5xi32>, memref<3x2xi32>, memref<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> (), sym_name = "pooling_nwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg66: memref<2x13x4xf32>, %arg67: memref<5xf32>, %arg68: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.pooling_nwc_sum"(%arg66, %arg67, %arg68) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// GENERIC-NEXT: %37 = "arith.addf"(%arg71, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%37) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x15xf32>, memref<5xf32>, memref<2x3x4xf32>) -> (), sym_name = "pooling_ncw_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg60: memref<2x3x15xf32>, %arg61: memref<5xf32>, %arg62: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.pooling_ncw_sum"(%arg60, %arg61, %arg62) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
// GENERIC-NEXT: %36 = "arith.addf"(%arg65, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%36) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map81, #map80, #map5]} : (memref<2x3x15xf32>, memref<5xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> (), sym_name = "pooling_nwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg54: memref<2x13x4xf32>, %arg55: memref<5xf32>, %arg56: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.pooling_nwc_max"(%arg54, %arg55, %arg56) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GENERIC-NEXT: %35 = "arith.maximumf"(%arg59, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xi32>, memref<5xi32>, memref<2x3x4xi32>) -> (), sym_name = "pooling_nwc_max_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg48: memref<2x13x4xi32>, %arg49: memref<5xi32>, %arg50: memref<2x3x4xi32>):
// GENERIC-NEXT: "linalg.pooling_nwc_max_unsigned"(%arg48, %arg49, %arg50) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg51: i32, %arg52: i32, %arg53: i32):
// GENERIC-NEXT: %34 = "arith.maxui"(%arg53, %arg51) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%34) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (memref<2x13x4xi32>, memref<5xi32>, memref<2x3x4xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x3x15xf32>, memref<5xf32>, memref<2x3x4xf32>) -> (), sym_name = "pooling_ncw_max"}> ({
// GENERIC-NEXT: ^bb0(%arg42: memref<2x3x15xf32>, %arg43: memref<5xf32>, %arg44: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.pooling_ncw_max"(%arg42, %arg43, %arg44) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GENERIC-NEXT: %33 = "arith.maximumf"(%arg47, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map81, #map80, #map5]} : (memref<2x3x15xf32>, memref<5xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> (), sym_name = "pooling_nwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg36: memref<2x13x4xf32>, %arg37: memref<5xf32>, %arg38: memref<2x3x4xf32>):
// GENERIC-NEXT: "linalg.pooling_nwc_min"(%arg36, %arg37, %arg38) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT: %32 = "arith.minimumf"(%arg41, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%32) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (memref<2x13x4xf32>, memref<5xf32>, memref<2x3x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x13x4xi32>, memref<5xi32>, memref<2x3x4xi32>) -> (), sym_name = "pooling_nwc_min_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg30: memref<2x13x4xi32>, %arg31: memref<5xi32>, %arg32: memref<2x3x4xi32>):
// GENERIC-NEXT: "linalg.pooling_nwc_min_unsigned"(%arg30, %arg31, %arg32) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg33: i32, %arg34: i32, %arg35: i32):
// GENERIC-NEXT: %31 = "arith.minui"(%arg35, %arg33) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%31) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (memref<2x13x4xi32>, memref<5xi32>, memref<2x3x4xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "pooling_ndhwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg24: memref<2x7x9x13x3xf32>, %arg25: memref<2x2x3xf32>, %arg26: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.pooling_ndhwc_sum"(%arg24, %arg25, %arg26) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %30 = "arith.addf"(%arg29, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%30) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "pooling_ndhwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg18: memref<2x7x9x13x3xf32>, %arg19: memref<2x2x3xf32>, %arg20: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.pooling_ndhwc_max"(%arg18, %arg19, %arg20) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
// GENERIC-NEXT: %29 = "arith.maximumf"(%arg23, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%29) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> (), sym_name = "pooling_ndhwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg12: memref<2x7x9x13x3xf32>, %arg13: memref<2x2x3xf32>, %arg14: memref<2x3x4x5x3xf32>):
// GENERIC-NEXT: "linalg.pooling_ndhwc_min"(%arg12, %arg13, %arg14) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC-NEXT: %28 = "arith.minimumf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%28) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (memref<2x7x9x13x3xf32>, memref<2x2x3xf32>, memref<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, memref<2x3xf32>) -> (), sym_name = "fill"}> ({
// GENERIC-NEXT: ^bb0(%arg8: f32, %arg9: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.fill"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f32, %arg11: f32):
// GENERIC-NEXT: "linalg.yield"(%arg10) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f64, f64, i32, memref<2x3xf32>) -> (), sym_name = "fill_rng_2d"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf32>):
// GENERIC-NEXT: "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg4: f64, %arg5: f64, %arg6: i32, %arg7: f32):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GENERIC-NEXT: %1 = "arith.sitofp"(%0) : (i64) -> f64
// GENERIC-NEXT: %2 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: %3 = "arith.index_cast"(%2) : (index) -> i32
// GENERIC-NEXT: %4 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT: %5 = "arith.index_cast"(%4) : (index) -> i32
// GENERIC-NEXT: %6 = "arith.addi"(%5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %7 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT: %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %9 = "arith.muli"(%6, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %10 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT: %11 = "arith.trunci"(%10) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %12 = "arith.addi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %13 = "arith.addi"(%3, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %14 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT: %15 = "arith.trunci"(%14) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %16 = "arith.muli"(%13, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %17 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT: %18 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %19 = "arith.addi"(%16, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %20 = "arith.sitofp"(%19) : (i32) -> f64
// GENERIC-NEXT: %21 = "arith.addf"(%1, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %22 = "arith.subf"(%arg5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %23 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GENERIC-NEXT: %24 = "arith.mulf"(%22, %23) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %25 = "arith.mulf"(%21, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %26 = "arith.addf"(%25, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %27 = "arith.truncf"(%26) : (f64) -> f32
// GENERIC-NEXT: "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map84, #map84, #map84, #map15]} : (f64, f64, i32, memref<2x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
