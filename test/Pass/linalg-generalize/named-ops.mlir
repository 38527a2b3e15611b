// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s

// Every named structured op of MLIR 22 on tensors, rewritten into linalg.generic.
// The CHECK lines are mlir-opt-22 --linalg-generalize-named-ops' output for this file.

func.func @matmul(%a0: tensor<2x4xf32>, %a1: tensor<4x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.matmul ins(%a0, %a1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @batch_matmul(%a0: tensor<2x3x5xf32>, %a1: tensor<2x5x4xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.batch_matmul ins(%a0, %a1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @batch_reduce_matmul(%a0: tensor<2x3x5xf32>, %a1: tensor<2x5x4xf32>, %a2: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.batch_reduce_matmul ins(%a0, %a1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%a2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @copy(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.copy ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @exp(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.exp ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @log(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.log ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @abs(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.abs ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @ceil(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.ceil ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @floor(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.floor ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @negf(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.negf ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @reciprocal(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.reciprocal ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @round(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.round ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @sqrt(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.sqrt ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @rsqrt(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.rsqrt ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @square(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.square ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @tanh(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.tanh ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @erf(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.erf ins(%a0 : tensor<2x3xf32>) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @add(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.add ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @sub(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.sub ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @mul(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.mul ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @div(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.div ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @div_unsigned(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>, %a2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r = linalg.div_unsigned ins(%a0, %a1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%a2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @max(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.max ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @min(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.min ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @powf(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.powf ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @select(%a0: tensor<2x3xi1>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>, %a3: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.select ins(%a0, %a1, %a2 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%a3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @quantized_matmul(%a0: tensor<2x4xi8>, %a1: tensor<4x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r = linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%a4 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @mmt4d(%a0: tensor<2x4x5x2xf32>, %a1: tensor<3x4x3x2xf32>, %a2: tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32> {
  %r = linalg.mmt4d ins(%a0, %a1 : tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>) outs(%a2 : tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32>
  return %r : tensor<2x3x5x3xf32>
}

func.func @batch_mmt4d(%a0: tensor<2x3x5x3x2xf32>, %a1: tensor<2x4x5x2x2xf32>, %a2: tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32> {
  %r = linalg.batch_mmt4d ins(%a0, %a1 : tensor<2x3x5x3x2xf32>, tensor<2x4x5x2x2xf32>) outs(%a2 : tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
  return %r : tensor<2x3x4x3x2xf32>
}

func.func @quantized_batch_matmul(%a0: tensor<2x3x5xi8>, %a1: tensor<2x5x4xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %r = linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : tensor<2x3x5xi8>, tensor<2x5x4xi8>, i32, i32) outs(%a4 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}

func.func @matvec(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.matvec ins(%a0, %a1 : tensor<2x3xf32>, tensor<3xf32>) outs(%a2 : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @vecmat(%a0: tensor<3xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.vecmat ins(%a0, %a1 : tensor<3xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @batch_matvec(%a0: tensor<2x3x4xf32>, %a1: tensor<2x4xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.batch_matvec ins(%a0, %a1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @batch_vecmat(%a0: tensor<2x4xf32>, %a1: tensor<2x4x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.batch_vecmat ins(%a0, %a1 : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @dot(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%a2 : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @conv_1d(%a0: tensor<4xf32>, %a1: tensor<3xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.conv_1d ins(%a0, %a1 : tensor<4xf32>, tensor<3xf32>) outs(%a2 : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @conv_2d(%a0: tensor<5x7xf32>, %a1: tensor<4x5xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.conv_2d ins(%a0, %a1 : tensor<5x7xf32>, tensor<4x5xf32>) outs(%a2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @conv_3d(%a0: tensor<6x5x5xf32>, %a1: tensor<5x3x2xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.conv_3d ins(%a0, %a1 : tensor<6x5x5xf32>, tensor<5x3x2xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @conv_1d_nwc_wcf(%a0: tensor<2x9x3xf32>, %a1: tensor<5x3x4xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.conv_1d_nwc_wcf ins(%a0, %a1 : tensor<2x9x3xf32>, tensor<5x3x4xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @conv_1d_ncw_fcw(%a0: tensor<2x5x9xf32>, %a1: tensor<3x5x3xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.conv_1d_ncw_fcw ins(%a0, %a1 : tensor<2x5x9xf32>, tensor<3x5x3xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @conv_2d_nhwc_hwcf(%a0: tensor<2x7x8x2xf32>, %a1: tensor<3x2x2x5xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<2x7x8x2xf32>, tensor<3x2x2x5xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @conv_2d_nhwc_fhwc(%a0: tensor<2x7x8x2xf32>, %a1: tensor<5x3x2x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : tensor<2x7x8x2xf32>, tensor<5x3x2x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @conv_2d_nhwc_hwcf_q(%a0: tensor<2x7x8x2xi8>, %a1: tensor<3x2x2x5xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.conv_2d_nhwc_hwcf_q ins(%a0, %a1, %a2, %a3 : tensor<2x7x8x2xi8>, tensor<3x2x2x5xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @conv_2d_nhwc_fhwc_q(%a0: tensor<2x7x8x2xi8>, %a1: tensor<5x3x2x2xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.conv_2d_nhwc_fhwc_q ins(%a0, %a1, %a2, %a3 : tensor<2x7x8x2xi8>, tensor<5x3x2x2xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @conv_2d_nchw_fchw_q(%a0: tensor<2x3x8x10xi8>, %a1: tensor<3x3x2x2xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.conv_2d_nchw_fchw_q ins(%a0, %a1, %a2, %a3 : tensor<2x3x8x10xi8>, tensor<3x3x2x2xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @conv_2d_nchw_fchw(%a0: tensor<2x3x8x10xf32>, %a1: tensor<3x3x2x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%a0, %a1 : tensor<2x3x8x10xf32>, tensor<3x3x2x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @conv_2d_ngchw_fgchw(%a0: tensor<2x3x2x10x7xf32>, %a1: tensor<4x3x2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : tensor<2x3x2x10x7xf32>, tensor<4x3x2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @conv_2d_ngchw_gfchw(%a0: tensor<2x3x2x10x7xf32>, %a1: tensor<3x4x2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : tensor<2x3x2x10x7xf32>, tensor<3x4x2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @conv_2d_nhwgc_gfhwc(%a0: tensor<2x6x8x5x3xf32>, %a1: tensor<5x3x2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : tensor<2x6x8x5x3xf32>, tensor<5x3x2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @conv_2d_nhwgc_gfhwc_q(%a0: tensor<2x6x8x5x3xi8>, %a1: tensor<5x3x2x2x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
  %r = linalg.conv_2d_nhwgc_gfhwc_q ins(%a0, %a1, %a2, %a3 : tensor<2x6x8x5x3xi8>, tensor<5x3x2x2x3xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
  return %r : tensor<2x3x4x5x3xi32>
}

func.func @conv_2d_ngchw_gfchw_q(%a0: tensor<2x3x2x10x7xi8>, %a1: tensor<3x4x2x2x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
  %r = linalg.conv_2d_ngchw_gfchw_q ins(%a0, %a1, %a2, %a3 : tensor<2x3x2x10x7xi8>, tensor<3x4x2x2x3xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
  return %r : tensor<2x3x4x5x3xi32>
}

func.func @conv_3d_ndhwc_dhwcf(%a0: tensor<2x6x8x11x2xf32>, %a1: tensor<2x2x3x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @conv_3d_ndhwc_dhwcf_q(%a0: tensor<2x6x8x11x2xi8>, %a1: tensor<2x2x3x2x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
  %r = linalg.conv_3d_ndhwc_dhwcf_q ins(%a0, %a1, %a2, %a3 : tensor<2x6x8x11x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
  return %r : tensor<2x3x4x5x3xi32>
}

func.func @conv_3d_ncdhw_fcdhw(%a0: tensor<2x2x8x11x6xf32>, %a1: tensor<3x2x2x3x2xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : tensor<2x2x8x11x6xf32>, tensor<3x2x2x3x2xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @depthwise_conv_1d_nwc_wc(%a0: tensor<2x9x4xf32>, %a1: tensor<5x4xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : tensor<2x9x4xf32>, tensor<5x4xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @depthwise_conv_1d_ncw_cw(%a0: tensor<2x4x9xf32>, %a1: tensor<4x5xf32>, %a2: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r = linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : tensor<2x4x9xf32>, tensor<4x5xf32>) outs(%a2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %r : tensor<2x4x3xf32>
}

func.func @depthwise_conv_1d_nwc_wcm(%a0: tensor<2x7x4xf32>, %a1: tensor<3x4x5xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : tensor<2x7x4xf32>, tensor<3x4x5xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc(%a0: tensor<2x7x8x5xf32>, %a1: tensor<3x2x5xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : tensor<2x7x8x5xf32>, tensor<3x2x5xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @depthwise_conv_2d_nchw_chw(%a0: tensor<2x5x7x8xf32>, %a1: tensor<5x3x2xf32>, %a2: tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : tensor<2x5x7x8xf32>, tensor<5x3x2xf32>) outs(%a2 : tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32>
  return %r : tensor<2x5x3x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_q(%a0: tensor<2x7x8x5xi8>, %a1: tensor<3x2x5xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%a0, %a1, %a2, %a3 : tensor<2x7x8x5xi8>, tensor<3x2x5xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @depthwise_conv_2d_nhwc_hwcm(%a0: tensor<2x6x8x5xf32>, %a1: tensor<2x2x5x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : tensor<2x6x8x5xf32>, tensor<2x2x5x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @depthwise_conv_2d_nhwc_hwcm_q(%a0: tensor<2x6x8x5xi8>, %a1: tensor<2x2x5x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%a0, %a1, %a2, %a3 : tensor<2x6x8x5xi8>, tensor<2x2x5x3xi8>, i32, i32) outs(%a4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
  return %r : tensor<2x3x4x5x3xi32>
}

func.func @depthwise_conv_3d_ndhwc_dhwc(%a0: tensor<2x7x8x10x3xf32>, %a1: tensor<3x2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : tensor<2x7x8x10x3xf32>, tensor<3x2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @depthwise_conv_3d_ncdhw_cdhw(%a0: tensor<2x3x7x8x10xf32>, %a1: tensor<3x3x2x2xf32>, %a2: tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32> {
  %r = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : tensor<2x3x7x8x10xf32>, tensor<3x3x2x2xf32>) outs(%a2 : tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32>
  return %r : tensor<2x3x3x4x5xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwcm(%a0: tensor<2x6x8x11x2xf32>, %a1: tensor<2x2x3x2x3xf32>, %a2: tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32> {
  %r = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%a2 : tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32>
  return %r : tensor<2x3x4x5x2x3xf32>
}

func.func @pooling_nhwc_sum(%a0: tensor<2x7x8x5xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.pooling_nhwc_sum ins(%a0, %a1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @pooling_nchw_sum(%a0: tensor<2x3x9x10xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.pooling_nchw_sum ins(%a0, %a1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @pooling_nhwc_max(%a0: tensor<2x7x8x5xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.pooling_nhwc_max ins(%a0, %a1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @pooling_nhwc_max_unsigned(%a0: tensor<2x7x8x5xi32>, %a1: tensor<3x2xi32>, %a2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%a2 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @pooling_nchw_max(%a0: tensor<2x3x9x10xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.pooling_nchw_max ins(%a0, %a1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @pooling_nhwc_min(%a0: tensor<2x7x8x5xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = linalg.pooling_nhwc_min ins(%a0, %a1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%a2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

func.func @pooling_nhwc_min_unsigned(%a0: tensor<2x7x8x5xi32>, %a1: tensor<3x2xi32>, %a2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%a2 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @pooling_nwc_sum(%a0: tensor<2x9x4xf32>, %a1: tensor<5xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.pooling_nwc_sum ins(%a0, %a1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @pooling_ncw_sum(%a0: tensor<2x3x11xf32>, %a1: tensor<5xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.pooling_ncw_sum ins(%a0, %a1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @pooling_nwc_max(%a0: tensor<2x9x4xf32>, %a1: tensor<5xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.pooling_nwc_max ins(%a0, %a1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @pooling_nwc_max_unsigned(%a0: tensor<2x9x4xi32>, %a1: tensor<5xi32>, %a2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %r = linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%a2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}

func.func @pooling_ncw_max(%a0: tensor<2x3x11xf32>, %a1: tensor<5xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.pooling_ncw_max ins(%a0, %a1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @pooling_nwc_min(%a0: tensor<2x9x4xf32>, %a1: tensor<5xf32>, %a2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.pooling_nwc_min ins(%a0, %a1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%a2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @pooling_nwc_min_unsigned(%a0: tensor<2x9x4xi32>, %a1: tensor<5xi32>, %a2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %r = linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%a2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}

func.func @pooling_ndhwc_sum(%a0: tensor<2x6x8x11x3xf32>, %a1: tensor<2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.pooling_ndhwc_sum ins(%a0, %a1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @pooling_ndhwc_max(%a0: tensor<2x6x8x11x3xf32>, %a1: tensor<2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.pooling_ndhwc_max ins(%a0, %a1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @pooling_ndhwc_min(%a0: tensor<2x6x8x11x3xf32>, %a1: tensor<2x2x3xf32>, %a2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
  %r = linalg.pooling_ndhwc_min ins(%a0, %a1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%a2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
  return %r : tensor<2x3x4x5x3xf32>
}

func.func @fill(%a0: f32, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.fill ins(%a0 : f32) outs(%a1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @fill_rng_2d(%a0: f64, %a1: f64, %a2: i32, %a3: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.fill_rng_2d ins(%a0, %a1, %a2 : f64, f64, i32) outs(%a3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
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
// CHECK-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// CHECK-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// CHECK-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CHECK-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// CHECK-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// CHECK-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// CHECK-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// CHECK-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// CHECK-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// CHECK-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// CHECK-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// CHECK-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// CHECK-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// CHECK-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
// CHECK-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// CHECK-NEXT: #map55 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// CHECK-NEXT: #map56 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map57 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// CHECK-NEXT: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// CHECK-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// CHECK-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// CHECK-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// CHECK-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// CHECK-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// CHECK-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// CHECK-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// CHECK-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
// CHECK-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
// CHECK-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// CHECK-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// CHECK-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-NEXT: #map79 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// CHECK-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT: #map81 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
// CHECK-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
// CHECK-NEXT: #map83 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// CHECK-NEXT: #map84 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x5x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_reduce_matmul(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x5x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4, #map6], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%arg2 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @log(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.log %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @abs(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.absf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceil(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.ceil %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floor(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.floor %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reciprocal(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.divf %cst, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.round %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sqrt(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.sqrt %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rsqrt(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.rsqrt %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @square(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tanh(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.tanh %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @erf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.erf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.subf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.divf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div_unsigned(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%arg2 : tensor<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.divui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<2x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.minimumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @powf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = math.powf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg3 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %1 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_matmul(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3xi32>) -> tensor<2x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map8, #map8, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt4d(%arg0: tensor<2x4x5x2xf32>, %arg1: tensor<3x4x3x2xf32>, %arg2: tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>) outs(%arg2 : tensor<2x3x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_mmt4d(%arg0: tensor<2x3x5x3x2xf32>, %arg1: tensor<2x4x5x2x2xf32>, %arg2: tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map12, #map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x5x3x2xf32>, tensor<2x4x5x2x2xf32>) outs(%arg2 : tensor<2x3x4x3x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x3x2xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_batch_matmul(%arg0: tensor<2x3x5xi8>, %arg1: tensor<2x5x4xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4, #map15, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x5xi8>, tensor<2x5x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map16, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(%arg0: tensor<3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map16, #map18, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matvec(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map19, #map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_vecmat(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map20, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map21, #map21, #map22], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%arg2 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map23, #map16, #map17], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: tensor<5x7xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<5x7xf32>, tensor<4x5xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d(%arg0: tensor<6x5x5xf32>, %arg1: tensor<5x3x2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<6x5x5xf32>, tensor<5x3x2xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_nwc_wcf(%arg0: tensor<2x9x3xf32>, %arg1: tensor<5x3x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map30, #map31, #map32], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x3xf32>, tensor<5x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_ncw_fcw(%arg0: tensor<2x5x9xf32>, %arg1: tensor<3x5x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map33, #map34, #map32], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x5x9xf32>, tensor<3x5x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: tensor<2x7x8x2xf32>, %arg1: tensor<3x2x2x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map35, #map36, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x2xf32>, tensor<3x2x2x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(%arg0: tensor<2x7x8x2xf32>, %arg1: tensor<5x3x2x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map35, #map38, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x2xf32>, tensor<5x3x2x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<2x7x8x2xi8>, %arg1: tensor<3x2x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map35, #map36, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x2xi8>, tensor<3x2x2x5xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<2x7x8x2xi8>, %arg1: tensor<5x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map35, #map38, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x2xi8>, tensor<5x3x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<2x3x8x10xi8>, %arg1: tensor<3x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map40, #map41, #map39, #map39, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x8x10xi8>, tensor<3x3x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: tensor<2x3x8x10xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map40, #map41, #map37], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x8x10xf32>, tensor<3x3x2x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<2x3x2x10x7xf32>, %arg1: tensor<4x3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map42, #map43, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x2x10x7xf32>, tensor<4x3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<2x3x2x10x7xf32>, %arg1: tensor<3x4x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map42, #map45, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x2x10x7xf32>, tensor<3x4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<2x6x8x5x3xf32>, %arg1: tensor<5x3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map46, #map47, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x5x3xf32>, tensor<5x3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<2x6x8x5x3xi8>, %arg1: tensor<5x3x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map46, #map47, #map48, #map48, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x5x3xi8>, tensor<5x3x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<2x3x2x10x7xi8>, %arg1: tensor<3x4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map42, #map45, #map48, #map48, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2x10x7xi8>, tensor<3x4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<2x6x8x11x2xf32>, %arg1: tensor<2x2x3x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map49, #map50, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<2x6x8x11x2xi8>, %arg1: tensor<2x2x3x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map49, #map50, #map52, #map52, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x11x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<2x2x8x11x6xf32>, %arg1: tensor<3x2x2x3x2xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map53, #map54, #map51], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x8x11x6xf32>, tensor<3x2x2x3x2xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map56, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<2x4x9xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map57, #map25, #map58], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x9xf32>, tensor<4x5xf32>) outs(%arg2 : tensor<2x4x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x4x3xf32>
// CHECK-NEXT: return %0 : tensor<2x4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<2x7x4xf32>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map59, #map60, #map61], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x4xf32>, tensor<3x4x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map63, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<2x5x7x8xf32>, %arg1: tensor<5x3x2xf32>, %arg2: tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map65, #map28, #map66], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x5x7x8xf32>, tensor<5x3x2xf32>) outs(%arg2 : tensor<2x5x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x5x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x5x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<2x7x8x5xi8>, %arg1: tensor<3x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map63, #map67, #map67, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x5xi8>, tensor<3x2x5xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<2x6x8x5xf32>, %arg1: tensor<2x2x5x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map68, #map69, #map70], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x5xf32>, tensor<2x2x5x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<2x6x8x5xi8>, %arg1: tensor<2x2x5x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map68, #map69, #map39, #map39, #map70], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x5xi8>, tensor<2x2x5x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<2x7x8x10x3xf32>, %arg1: tensor<3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map71, #map72, #map73], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<2x7x8x10x3xf32>, tensor<3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<2x3x7x8x10xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map74, #map75, #map76], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<2x3x7x8x10xf32>, tensor<3x3x2x2xf32>) outs(%arg2 : tensor<2x3x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<2x6x8x11x2xf32>, %arg1: tensor<2x2x3x2x3xf32>, %arg2: tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map49, #map50, #map77], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_sum(%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map79, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned(%arg0: tensor<2x7x8x5xi32>, %arg1: tensor<3x2xi32>, %arg2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%arg2 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.maxui %out, %in : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_max(%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map79, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned(%arg0: tensor<2x7x8x5xi32>, %arg1: tensor<3x2xi32>, %arg2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map62, #map78, #map64], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%arg2 : tensor<2x3x4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.minui %out, %in : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_sum(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_sum(%arg0: tensor<2x3x11xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map81, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: tensor<2x9x4xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%arg2 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.maxui %out, %in : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_max(%arg0: tensor<2x3x11xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map81, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: tensor<2x9x4xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map55, #map80, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%arg2 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.minui %out, %in : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_sum(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_max(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_min(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map82, #map83, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.minimumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map84, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %c12345_i32 = arith.constant 12345 : i32
// CHECK-NEXT: %c1103515245_i32 = arith.constant 1103515245 : i32
// CHECK-NEXT: %cst = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map84, #map84, #map84, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f32):
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.addi %4, %in_2 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c1103515245_i32 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c12345_i32 : i32
// CHECK-NEXT: %8 = arith.addi %2, %7 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c1103515245_i32 : i32
// CHECK-NEXT: %10 = arith.addi %9, %c12345_i32 : i32
// CHECK-NEXT: %11 = arith.sitofp %10 : i32 to f64
// CHECK-NEXT: %12 = arith.addf %11, %cst : f64
// CHECK-NEXT: %13 = arith.subf %in_1, %in : f64
// CHECK-NEXT: %14 = arith.mulf %13, %cst_0 : f64
// CHECK-NEXT: %15 = arith.mulf %12, %14 : f64
// CHECK-NEXT: %16 = arith.addf %15, %in : f64
// CHECK-NEXT: %17 = arith.truncf %16 : f64 to f32
// CHECK-NEXT: linalg.yield %17 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
