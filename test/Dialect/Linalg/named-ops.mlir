// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every named structured op of MLIR 22 on tensors, default strides and dilations (written out on the hwcf convolutions).
// The pretty form prints no body; the generic form shows the region the op builds and the
// maps MLIR memoizes in linalg.memoized_indexing_maps. Checks are mlir-opt-22's output.

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

// CHECK: module {
// CHECK-LABEL: func.func @matmul(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x5x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_reduce_matmul(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x5x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @log(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.log ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @abs(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.abs ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceil(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.ceil ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floor(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.floor ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.negf ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reciprocal(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.reciprocal ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.round ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sqrt(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.sqrt ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rsqrt(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.rsqrt ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @square(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.square ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tanh(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.tanh ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @erf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.erf ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.sub ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.mul ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.div ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div_unsigned(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
// CHECK-NEXT: %0 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.max ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.min ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @powf(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.powf ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_matmul(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3xi32>) -> tensor<2x3xi32> {
// CHECK-NEXT: %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt4d(%arg0: tensor<2x4x5x2xf32>, %arg1: tensor<3x4x3x2xf32>, %arg2: tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32> {
// CHECK-NEXT: %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>) outs(%arg2 : tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_mmt4d(%arg0: tensor<2x3x5x3x2xf32>, %arg1: tensor<2x4x5x2x2xf32>, %arg2: tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32> {
// CHECK-NEXT: %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x5x3x2xf32>, tensor<2x4x5x2x2xf32>) outs(%arg2 : tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantized_batch_matmul(%arg0: tensor<2x3x5xi8>, %arg1: tensor<2x5x4xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x5xi8>, tensor<2x5x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(%arg0: tensor<3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<3xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matvec(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_vecmat(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<4xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: tensor<5x7xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<5x7xf32>, tensor<4x5xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d(%arg0: tensor<6x5x5xf32>, %arg1: tensor<5x3x2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<6x5x5xf32>, tensor<5x3x2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_nwc_wcf(%arg0: tensor<2x9x3xf32>, %arg1: tensor<5x3x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : tensor<2x9x3xf32>, tensor<5x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_ncw_fcw(%arg0: tensor<2x5x9xf32>, %arg1: tensor<3x5x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : tensor<2x5x9xf32>, tensor<3x5x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: tensor<2x7x8x2xf32>, %arg1: tensor<3x2x2x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x7x8x2xf32>, tensor<3x2x2x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(%arg0: tensor<2x7x8x2xf32>, %arg1: tensor<5x3x2x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<2x7x8x2xf32>, tensor<5x3x2x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<2x7x8x2xi8>, %arg1: tensor<3x2x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x2xi8>, tensor<3x2x2x5xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<2x7x8x2xi8>, %arg1: tensor<5x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x2xi8>, tensor<5x3x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<2x3x8x10xi8>, %arg1: tensor<3x3x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x8x10xi8>, tensor<3x3x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: tensor<2x3x8x10xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<2x3x8x10xf32>, tensor<3x3x2x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<2x3x2x10x7xf32>, %arg1: tensor<4x3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : tensor<2x3x2x10x7xf32>, tensor<4x3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<2x3x2x10x7xf32>, %arg1: tensor<3x4x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<2x3x2x10x7xf32>, tensor<3x4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<2x6x8x5x3xf32>, %arg1: tensor<5x3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<2x6x8x5x3xf32>, tensor<5x3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<2x6x8x5x3xi8>, %arg1: tensor<5x3x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x5x3xi8>, tensor<5x3x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<2x3x2x10x7xi8>, %arg1: tensor<3x4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2x10x7xi8>, tensor<3x4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<2x6x8x11x2xf32>, %arg1: tensor<2x2x3x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<2x6x8x11x2xi8>, %arg1: tensor<2x2x3x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x11x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<2x2x8x11x6xf32>, %arg1: tensor<3x2x2x3x2xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : tensor<2x2x8x11x6xf32>, tensor<3x2x2x3x2xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<2x4x9xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : tensor<2x4x9xf32>, tensor<4x5xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: return %0 : tensor<2x4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<2x7x4xf32>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : tensor<2x7x4xf32>, tensor<3x4x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2x5xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2x5xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<2x5x7x8xf32>, %arg1: tensor<5x3x2xf32>, %arg2: tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<2x5x7x8xf32>, tensor<5x3x2xf32>) outs(%arg2 : tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x5x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<2x7x8x5xi8>, %arg1: tensor<3x2x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x7x8x5xi8>, tensor<3x2x5xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<2x6x8x5xf32>, %arg1: tensor<2x2x5x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<2x6x8x5xf32>, tensor<2x2x5x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<2x6x8x5xi8>, %arg1: tensor<2x2x5x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x8x5xi8>, tensor<2x2x5x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<2x7x8x10x3xf32>, %arg1: tensor<3x2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<2x7x8x10x3xf32>, tensor<3x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<2x3x7x8x10xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<2x3x7x8x10xf32>, tensor<3x3x2x2xf32>) outs(%arg2 : tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<2x6x8x11x2xf32>, %arg1: tensor<2x2x3x2x3xf32>, %arg2: tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_sum(%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned(%arg0: tensor<2x7x8x5xi32>, %arg1: tensor<3x2xi32>, %arg2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%arg2 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_max(%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nchw_max ins(%arg0, %arg1 : tensor<2x3x9x10xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min(%arg0: tensor<2x7x8x5xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_min ins(%arg0, %arg1 : tensor<2x7x8x5xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned(%arg0: tensor<2x7x8x5xi32>, %arg1: tensor<3x2xi32>, %arg2: tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : tensor<2x7x8x5xi32>, tensor<3x2xi32>) outs(%arg2 : tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_sum(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_sum(%arg0: tensor<2x3x11xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: tensor<2x9x4xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_max(%arg0: tensor<2x3x11xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<2x3x11xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min(%arg0: tensor<2x9x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<2x9x4xf32>, tensor<5xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: tensor<2x9x4xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : tensor<2x9x4xi32>, tensor<5xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_sum(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_max(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_min(%arg0: tensor<2x6x8x11x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x5x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
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
// GENERIC-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// GENERIC-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// GENERIC-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GENERIC-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GENERIC-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GENERIC-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// GENERIC-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GENERIC-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// GENERIC-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GENERIC-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GENERIC-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// GENERIC-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GENERIC-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
// GENERIC-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GENERIC-NEXT: #map55 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GENERIC-NEXT: #map56 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GENERIC-NEXT: #map57 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// GENERIC-NEXT: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GENERIC-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// GENERIC-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GENERIC-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GENERIC-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// GENERIC-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GENERIC-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GENERIC-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// GENERIC-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GENERIC-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
// GENERIC-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GENERIC-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GENERIC-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
// GENERIC-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GENERIC-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GENERIC-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GENERIC-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: #map79 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// GENERIC-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GENERIC-NEXT: #map81 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
// GENERIC-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
// GENERIC-NEXT: #map83 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GENERIC-NEXT: #map84 = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg512: tensor<2x4xf32>, %arg513: tensor<4x3xf32>, %arg514: tensor<2x3xf32>):
// GENERIC-NEXT: %273 = "linalg.matmul"(%arg512, %arg513, %arg514) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg515: f32, %arg516: f32, %arg517: f32):
// GENERIC-NEXT: %274 = "arith.mulf"(%arg515, %arg516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %275 = "arith.addf"(%arg517, %274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%275) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%273) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "batch_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg506: tensor<2x3x5xf32>, %arg507: tensor<2x5x4xf32>, %arg508: tensor<2x3x4xf32>):
// GENERIC-NEXT: %270 = "linalg.batch_matmul"(%arg506, %arg507, %arg508) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
// GENERIC-NEXT: %271 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %272 = "arith.addf"(%arg511, %271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%272) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%270) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "batch_reduce_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg500: tensor<2x3x5xf32>, %arg501: tensor<2x5x4xf32>, %arg502: tensor<3x4xf32>):
// GENERIC-NEXT: %267 = "linalg.batch_reduce_matmul"(%arg500, %arg501, %arg502) <{indexing_maps = [#map3, #map4, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg503: f32, %arg504: f32, %arg505: f32):
// GENERIC-NEXT: %268 = "arith.mulf"(%arg503, %arg504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %269 = "arith.addf"(%arg505, %268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%269) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// GENERIC-NEXT: "func.return"(%267) : (tensor<3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "copy"}> ({
// GENERIC-NEXT: ^bb0(%arg496: tensor<2x3xf32>, %arg497: tensor<2x3xf32>):
// GENERIC-NEXT: %266 = "linalg.copy"(%arg496, %arg497) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg498: f32, %arg499: f32):
// GENERIC-NEXT: "linalg.yield"(%arg498) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%266) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "exp"}> ({
// GENERIC-NEXT: ^bb0(%arg492: tensor<2x3xf32>, %arg493: tensor<2x3xf32>):
// GENERIC-NEXT: %264 = "linalg.exp"(%arg492, %arg493) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg494: f32, %arg495: f32):
// GENERIC-NEXT: %265 = "math.exp"(%arg494) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%265) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%264) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "log"}> ({
// GENERIC-NEXT: ^bb0(%arg488: tensor<2x3xf32>, %arg489: tensor<2x3xf32>):
// GENERIC-NEXT: %262 = "linalg.log"(%arg488, %arg489) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg490: f32, %arg491: f32):
// GENERIC-NEXT: %263 = "math.log"(%arg490) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%263) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%262) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "abs"}> ({
// GENERIC-NEXT: ^bb0(%arg484: tensor<2x3xf32>, %arg485: tensor<2x3xf32>):
// GENERIC-NEXT: %260 = "linalg.abs"(%arg484, %arg485) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg486: f32, %arg487: f32):
// GENERIC-NEXT: %261 = "math.absf"(%arg486) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%261) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%260) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "ceil"}> ({
// GENERIC-NEXT: ^bb0(%arg480: tensor<2x3xf32>, %arg481: tensor<2x3xf32>):
// GENERIC-NEXT: %258 = "linalg.ceil"(%arg480, %arg481) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg482: f32, %arg483: f32):
// GENERIC-NEXT: %259 = "math.ceil"(%arg482) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%259) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%258) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "floor"}> ({
// GENERIC-NEXT: ^bb0(%arg476: tensor<2x3xf32>, %arg477: tensor<2x3xf32>):
// GENERIC-NEXT: %256 = "linalg.floor"(%arg476, %arg477) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg478: f32, %arg479: f32):
// GENERIC-NEXT: %257 = "math.floor"(%arg478) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%257) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%256) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "negf"}> ({
// GENERIC-NEXT: ^bb0(%arg472: tensor<2x3xf32>, %arg473: tensor<2x3xf32>):
// GENERIC-NEXT: %254 = "linalg.negf"(%arg472, %arg473) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg474: f32, %arg475: f32):
// GENERIC-NEXT: %255 = "arith.negf"(%arg474) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%255) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%254) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "reciprocal"}> ({
// GENERIC-NEXT: ^bb0(%arg468: tensor<2x3xf32>, %arg469: tensor<2x3xf32>):
// GENERIC-NEXT: %251 = "linalg.reciprocal"(%arg468, %arg469) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg470: f32, %arg471: f32):
// GENERIC-NEXT: %252 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %253 = "arith.divf"(%252, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%253) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%251) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "round"}> ({
// GENERIC-NEXT: ^bb0(%arg464: tensor<2x3xf32>, %arg465: tensor<2x3xf32>):
// GENERIC-NEXT: %249 = "linalg.round"(%arg464, %arg465) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg466: f32, %arg467: f32):
// GENERIC-NEXT: %250 = "math.round"(%arg466) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%250) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%249) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "sqrt"}> ({
// GENERIC-NEXT: ^bb0(%arg460: tensor<2x3xf32>, %arg461: tensor<2x3xf32>):
// GENERIC-NEXT: %247 = "linalg.sqrt"(%arg460, %arg461) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg462: f32, %arg463: f32):
// GENERIC-NEXT: %248 = "math.sqrt"(%arg462) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%248) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%247) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "rsqrt"}> ({
// GENERIC-NEXT: ^bb0(%arg456: tensor<2x3xf32>, %arg457: tensor<2x3xf32>):
// GENERIC-NEXT: %245 = "linalg.rsqrt"(%arg456, %arg457) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg458: f32, %arg459: f32):
// GENERIC-NEXT: %246 = "math.rsqrt"(%arg458) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%246) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%245) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "square"}> ({
// GENERIC-NEXT: ^bb0(%arg452: tensor<2x3xf32>, %arg453: tensor<2x3xf32>):
// GENERIC-NEXT: %243 = "linalg.square"(%arg452, %arg453) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg454: f32, %arg455: f32):
// GENERIC-NEXT: %244 = "arith.mulf"(%arg454, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%244) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%243) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "tanh"}> ({
// GENERIC-NEXT: ^bb0(%arg448: tensor<2x3xf32>, %arg449: tensor<2x3xf32>):
// GENERIC-NEXT: %241 = "linalg.tanh"(%arg448, %arg449) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg450: f32, %arg451: f32):
// GENERIC-NEXT: %242 = "math.tanh"(%arg450) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%242) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%241) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "erf"}> ({
// GENERIC-NEXT: ^bb0(%arg444: tensor<2x3xf32>, %arg445: tensor<2x3xf32>):
// GENERIC-NEXT: %239 = "linalg.erf"(%arg444, %arg445) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg446: f32, %arg447: f32):
// GENERIC-NEXT: %240 = "math.erf"(%arg446) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%240) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%239) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "add"}> ({
// GENERIC-NEXT: ^bb0(%arg438: tensor<2x3xf32>, %arg439: tensor<2x3xf32>, %arg440: tensor<2x3xf32>):
// GENERIC-NEXT: %237 = "linalg.add"(%arg438, %arg439, %arg440) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
// GENERIC-NEXT: %238 = "arith.addf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%238) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%237) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "sub"}> ({
// GENERIC-NEXT: ^bb0(%arg432: tensor<2x3xf32>, %arg433: tensor<2x3xf32>, %arg434: tensor<2x3xf32>):
// GENERIC-NEXT: %235 = "linalg.sub"(%arg432, %arg433, %arg434) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg435: f32, %arg436: f32, %arg437: f32):
// GENERIC-NEXT: %236 = "arith.subf"(%arg435, %arg436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%236) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%235) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mul"}> ({
// GENERIC-NEXT: ^bb0(%arg426: tensor<2x3xf32>, %arg427: tensor<2x3xf32>, %arg428: tensor<2x3xf32>):
// GENERIC-NEXT: %233 = "linalg.mul"(%arg426, %arg427, %arg428) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
// GENERIC-NEXT: %234 = "arith.mulf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%234) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%233) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "div"}> ({
// GENERIC-NEXT: ^bb0(%arg420: tensor<2x3xf32>, %arg421: tensor<2x3xf32>, %arg422: tensor<2x3xf32>):
// GENERIC-NEXT: %231 = "linalg.div"(%arg420, %arg421, %arg422) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg423: f32, %arg424: f32, %arg425: f32):
// GENERIC-NEXT: %232 = "arith.divf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%232) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%231) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "div_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg414: tensor<2x3xi32>, %arg415: tensor<2x3xi32>, %arg416: tensor<2x3xi32>):
// GENERIC-NEXT: %229 = "linalg.div_unsigned"(%arg414, %arg415, %arg416) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg417: i32, %arg418: i32, %arg419: i32):
// GENERIC-NEXT: %230 = "arith.divui"(%arg417, %arg418) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%230) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// GENERIC-NEXT: "func.return"(%229) : (tensor<2x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "max"}> ({
// GENERIC-NEXT: ^bb0(%arg408: tensor<2x3xf32>, %arg409: tensor<2x3xf32>, %arg410: tensor<2x3xf32>):
// GENERIC-NEXT: %227 = "linalg.max"(%arg408, %arg409, %arg410) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg411: f32, %arg412: f32, %arg413: f32):
// GENERIC-NEXT: %228 = "arith.maximumf"(%arg411, %arg412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%228) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%227) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "min"}> ({
// GENERIC-NEXT: ^bb0(%arg402: tensor<2x3xf32>, %arg403: tensor<2x3xf32>, %arg404: tensor<2x3xf32>):
// GENERIC-NEXT: %225 = "linalg.min"(%arg402, %arg403, %arg404) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg405: f32, %arg406: f32, %arg407: f32):
// GENERIC-NEXT: %226 = "arith.minimumf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%226) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%225) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "powf"}> ({
// GENERIC-NEXT: ^bb0(%arg396: tensor<2x3xf32>, %arg397: tensor<2x3xf32>, %arg398: tensor<2x3xf32>):
// GENERIC-NEXT: %223 = "linalg.powf"(%arg396, %arg397, %arg398) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
// GENERIC-NEXT: %224 = "math.powf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%224) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%223) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "select"}> ({
// GENERIC-NEXT: ^bb0(%arg388: tensor<2x3xi1>, %arg389: tensor<2x3xf32>, %arg390: tensor<2x3xf32>, %arg391: tensor<2x3xf32>):
// GENERIC-NEXT: %221 = "linalg.select"(%arg388, %arg389, %arg390, %arg391) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg392: i1, %arg393: f32, %arg394: f32, %arg395: f32):
// GENERIC-NEXT: %222 = "arith.select"(%arg392, %arg393, %arg394) : (i1, f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%222) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%221) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4xi8>, tensor<4x3xi8>, i32, i32, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "quantized_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg378: tensor<2x4xi8>, %arg379: tensor<4x3xi8>, %arg380: i32, %arg381: i32, %arg382: tensor<2x3xi32>):
// GENERIC-NEXT: %214 = "linalg.quantized_matmul"(%arg378, %arg379, %arg380, %arg381, %arg382) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg383: i8, %arg384: i8, %arg385: i32, %arg386: i32, %arg387: i32):
// GENERIC-NEXT: %215 = "arith.extsi"(%arg383) : (i8) -> i32
// GENERIC-NEXT: %216 = "arith.subi"(%215, %arg385) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %217 = "arith.extsi"(%arg384) : (i8) -> i32
// GENERIC-NEXT: %218 = "arith.subi"(%217, %arg386) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %219 = "arith.muli"(%216, %218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %220 = "arith.addi"(%arg387, %219) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%220) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map7, #map7, #map2]} : (tensor<2x4xi8>, tensor<4x3xi8>, i32, i32, tensor<2x3xi32>) -> tensor<2x3xi32>
// GENERIC-NEXT: "func.return"(%214) : (tensor<2x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>, tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32>, sym_name = "mmt4d"}> ({
// GENERIC-NEXT: ^bb0(%arg372: tensor<2x4x5x2xf32>, %arg373: tensor<3x4x3x2xf32>, %arg374: tensor<2x3x5x3xf32>):
// GENERIC-NEXT: %211 = "linalg.mmt4d"(%arg372, %arg373, %arg374) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg375: f32, %arg376: f32, %arg377: f32):
// GENERIC-NEXT: %212 = "arith.mulf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %213 = "arith.addf"(%arg377, %212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%213) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<2x4x5x2xf32>, tensor<3x4x3x2xf32>, tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32>
// GENERIC-NEXT: "func.return"(%211) : (tensor<2x3x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x5x3x2xf32>, tensor<2x4x5x2x2xf32>, tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>, sym_name = "batch_mmt4d"}> ({
// GENERIC-NEXT: ^bb0(%arg366: tensor<2x3x5x3x2xf32>, %arg367: tensor<2x4x5x2x2xf32>, %arg368: tensor<2x3x4x3x2xf32>):
// GENERIC-NEXT: %208 = "linalg.batch_mmt4d"(%arg366, %arg367, %arg368) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
// GENERIC-NEXT: %209 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %210 = "arith.addf"(%arg371, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%210) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (tensor<2x3x5x3x2xf32>, tensor<2x4x5x2x2xf32>, tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
// GENERIC-NEXT: "func.return"(%208) : (tensor<2x3x4x3x2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x5xi8>, tensor<2x5x4xi8>, i32, i32, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>, sym_name = "quantized_batch_matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg356: tensor<2x3x5xi8>, %arg357: tensor<2x5x4xi8>, %arg358: i32, %arg359: i32, %arg360: tensor<2x3x4xi32>):
// GENERIC-NEXT: %201 = "linalg.quantized_batch_matmul"(%arg356, %arg357, %arg358, %arg359, %arg360) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg361: i8, %arg362: i8, %arg363: i32, %arg364: i32, %arg365: i32):
// GENERIC-NEXT: %202 = "arith.extsi"(%arg361) : (i8) -> i32
// GENERIC-NEXT: %203 = "arith.subi"(%202, %arg363) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %204 = "arith.extsi"(%arg362) : (i8) -> i32
// GENERIC-NEXT: %205 = "arith.subi"(%204, %arg364) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %206 = "arith.muli"(%203, %205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %207 = "arith.addi"(%arg365, %206) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%207) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map4, #map14, #map14, #map5]} : (tensor<2x3x5xi8>, tensor<2x5x4xi8>, i32, i32, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// GENERIC-NEXT: "func.return"(%201) : (tensor<2x3x4xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "matvec"}> ({
// GENERIC-NEXT: ^bb0(%arg350: tensor<2x3xf32>, %arg351: tensor<3xf32>, %arg352: tensor<2xf32>):
// GENERIC-NEXT: %198 = "linalg.matvec"(%arg350, %arg351, %arg352) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
// GENERIC-NEXT: %199 = "arith.mulf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %200 = "arith.addf"(%arg355, %199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%200) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map15, #map16, #map17]} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "func.return"(%198) : (tensor<2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<3xf32>, tensor<3x2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "vecmat"}> ({
// GENERIC-NEXT: ^bb0(%arg344: tensor<3xf32>, %arg345: tensor<3x2xf32>, %arg346: tensor<2xf32>):
// GENERIC-NEXT: %195 = "linalg.vecmat"(%arg344, %arg345, %arg346) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg347: f32, %arg348: f32, %arg349: f32):
// GENERIC-NEXT: %196 = "arith.mulf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %197 = "arith.addf"(%arg349, %196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%197) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map16, #map18, #map17]} : (tensor<3xf32>, tensor<3x2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "func.return"(%195) : (tensor<2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "batch_matvec"}> ({
// GENERIC-NEXT: ^bb0(%arg338: tensor<2x3x4xf32>, %arg339: tensor<2x4xf32>, %arg340: tensor<2x3xf32>):
// GENERIC-NEXT: %192 = "linalg.batch_matvec"(%arg338, %arg339, %arg340) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
// GENERIC-NEXT: %193 = "arith.mulf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %194 = "arith.addf"(%arg343, %193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%194) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map19, #map, #map2]} : (tensor<2x3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%192) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "batch_vecmat"}> ({
// GENERIC-NEXT: ^bb0(%arg332: tensor<2x4xf32>, %arg333: tensor<2x4x3xf32>, %arg334: tensor<2x3xf32>):
// GENERIC-NEXT: %189 = "linalg.batch_vecmat"(%arg332, %arg333, %arg334) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg335: f32, %arg336: f32, %arg337: f32):
// GENERIC-NEXT: %190 = "arith.mulf"(%arg335, %arg336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %191 = "arith.addf"(%arg337, %190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%191) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map20, #map2]} : (tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%189) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2xf32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>, sym_name = "dot"}> ({
// GENERIC-NEXT: ^bb0(%arg326: tensor<2xf32>, %arg327: tensor<2xf32>, %arg328: tensor<f32>):
// GENERIC-NEXT: %186 = "linalg.dot"(%arg326, %arg327, %arg328) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg329: f32, %arg330: f32, %arg331: f32):
// GENERIC-NEXT: %187 = "arith.mulf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %188 = "arith.addf"(%arg331, %187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%188) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map21, #map22]} : (tensor<2xf32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"(%186) : (tensor<f32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "conv_1d"}> ({
// GENERIC-NEXT: ^bb0(%arg320: tensor<4xf32>, %arg321: tensor<3xf32>, %arg322: tensor<2xf32>):
// GENERIC-NEXT: %183 = "linalg.conv_1d"(%arg320, %arg321, %arg322) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg323: f32, %arg324: f32, %arg325: f32):
// GENERIC-NEXT: %184 = "arith.mulf"(%arg323, %arg324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %185 = "arith.addf"(%arg325, %184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%185) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map23, #map16, #map17]} : (tensor<4xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "func.return"(%183) : (tensor<2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<5x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "conv_2d"}> ({
// GENERIC-NEXT: ^bb0(%arg314: tensor<5x7xf32>, %arg315: tensor<4x5xf32>, %arg316: tensor<2x3xf32>):
// GENERIC-NEXT: %180 = "linalg.conv_2d"(%arg314, %arg315, %arg316) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg317: f32, %arg318: f32, %arg319: f32):
// GENERIC-NEXT: %181 = "arith.mulf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %182 = "arith.addf"(%arg319, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%182) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<5x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%180) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<6x5x5xf32>, tensor<5x3x2xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "conv_3d"}> ({
// GENERIC-NEXT: ^bb0(%arg308: tensor<6x5x5xf32>, %arg309: tensor<5x3x2xf32>, %arg310: tensor<2x3x4xf32>):
// GENERIC-NEXT: %177 = "linalg.conv_3d"(%arg308, %arg309, %arg310) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg311: f32, %arg312: f32, %arg313: f32):
// GENERIC-NEXT: %178 = "arith.mulf"(%arg311, %arg312) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %179 = "arith.addf"(%arg313, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%179) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map27, #map28, #map29]} : (tensor<6x5x5xf32>, tensor<5x3x2xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%177) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x3xf32>, tensor<5x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "conv_1d_nwc_wcf"}> ({
// GENERIC-NEXT: ^bb0(%arg302: tensor<2x9x3xf32>, %arg303: tensor<5x3x4xf32>, %arg304: tensor<2x3x4xf32>):
// GENERIC-NEXT: %174 = "linalg.conv_1d_nwc_wcf"(%arg302, %arg303, %arg304) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg305: f32, %arg306: f32, %arg307: f32):
// GENERIC-NEXT: %175 = "arith.mulf"(%arg305, %arg306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %176 = "arith.addf"(%arg307, %175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%176) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map30, #map31, #map32]} : (tensor<2x9x3xf32>, tensor<5x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%174) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x5x9xf32>, tensor<3x5x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "conv_1d_ncw_fcw"}> ({
// GENERIC-NEXT: ^bb0(%arg296: tensor<2x5x9xf32>, %arg297: tensor<3x5x3xf32>, %arg298: tensor<2x3x4xf32>):
// GENERIC-NEXT: %171 = "linalg.conv_1d_ncw_fcw"(%arg296, %arg297, %arg298) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg299: f32, %arg300: f32, %arg301: f32):
// GENERIC-NEXT: %172 = "arith.mulf"(%arg299, %arg300) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %173 = "arith.addf"(%arg301, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%173) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map33, #map34, #map32]} : (tensor<2x5x9xf32>, tensor<3x5x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%171) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x2xf32>, tensor<3x2x2x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "conv_2d_nhwc_hwcf"}> ({
// GENERIC-NEXT: ^bb0(%arg290: tensor<2x7x8x2xf32>, %arg291: tensor<3x2x2x5xf32>, %arg292: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %168 = "linalg.conv_2d_nhwc_hwcf"(%arg290, %arg291, %arg292) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
// GENERIC-NEXT: %169 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %170 = "arith.addf"(%arg295, %169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%170) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map36, #map37]} : (tensor<2x7x8x2xf32>, tensor<3x2x2x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%168) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x2xf32>, tensor<5x3x2x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "conv_2d_nhwc_fhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg284: tensor<2x7x8x2xf32>, %arg285: tensor<5x3x2x2xf32>, %arg286: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %165 = "linalg.conv_2d_nhwc_fhwc"(%arg284, %arg285, %arg286) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
// GENERIC-NEXT: %166 = "arith.mulf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %167 = "arith.addf"(%arg289, %166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%167) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map38, #map37]} : (tensor<2x7x8x2xf32>, tensor<5x3x2x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%165) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x2xi8>, tensor<3x2x2x5xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "conv_2d_nhwc_hwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg274: tensor<2x7x8x2xi8>, %arg275: tensor<3x2x2x5xi8>, %arg276: i32, %arg277: i32, %arg278: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %158 = "linalg.conv_2d_nhwc_hwcf_q"(%arg274, %arg275, %arg276, %arg277, %arg278) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg279: i8, %arg280: i8, %arg281: i32, %arg282: i32, %arg283: i32):
// GENERIC-NEXT: %159 = "arith.extsi"(%arg279) : (i8) -> i32
// GENERIC-NEXT: %160 = "arith.subi"(%159, %arg281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %161 = "arith.extsi"(%arg280) : (i8) -> i32
// GENERIC-NEXT: %162 = "arith.subi"(%161, %arg282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %163 = "arith.muli"(%160, %162) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %164 = "arith.addi"(%arg283, %163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%164) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map36, #map39, #map39, #map37]} : (tensor<2x7x8x2xi8>, tensor<3x2x2x5xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%158) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x2xi8>, tensor<5x3x2x2xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "conv_2d_nhwc_fhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg264: tensor<2x7x8x2xi8>, %arg265: tensor<5x3x2x2xi8>, %arg266: i32, %arg267: i32, %arg268: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %151 = "linalg.conv_2d_nhwc_fhwc_q"(%arg264, %arg265, %arg266, %arg267, %arg268) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg269: i8, %arg270: i8, %arg271: i32, %arg272: i32, %arg273: i32):
// GENERIC-NEXT: %152 = "arith.extsi"(%arg269) : (i8) -> i32
// GENERIC-NEXT: %153 = "arith.subi"(%152, %arg271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %154 = "arith.extsi"(%arg270) : (i8) -> i32
// GENERIC-NEXT: %155 = "arith.subi"(%154, %arg272) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %156 = "arith.muli"(%153, %155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %157 = "arith.addi"(%arg273, %156) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%157) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map38, #map39, #map39, #map37]} : (tensor<2x7x8x2xi8>, tensor<5x3x2x2xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%151) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x8x10xi8>, tensor<3x3x2x2xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "conv_2d_nchw_fchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg254: tensor<2x3x8x10xi8>, %arg255: tensor<3x3x2x2xi8>, %arg256: i32, %arg257: i32, %arg258: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %144 = "linalg.conv_2d_nchw_fchw_q"(%arg254, %arg255, %arg256, %arg257, %arg258) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg259: i8, %arg260: i8, %arg261: i32, %arg262: i32, %arg263: i32):
// GENERIC-NEXT: %145 = "arith.extsi"(%arg259) : (i8) -> i32
// GENERIC-NEXT: %146 = "arith.subi"(%145, %arg261) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %147 = "arith.extsi"(%arg260) : (i8) -> i32
// GENERIC-NEXT: %148 = "arith.subi"(%147, %arg262) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %149 = "arith.muli"(%146, %148) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %150 = "arith.addi"(%arg263, %149) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%150) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map40, #map41, #map39, #map39, #map37]} : (tensor<2x3x8x10xi8>, tensor<3x3x2x2xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%144) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x8x10xf32>, tensor<3x3x2x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "conv_2d_nchw_fchw"}> ({
// GENERIC-NEXT: ^bb0(%arg248: tensor<2x3x8x10xf32>, %arg249: tensor<3x3x2x2xf32>, %arg250: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %141 = "linalg.conv_2d_nchw_fchw"(%arg248, %arg249, %arg250) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
// GENERIC-NEXT: %142 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %143 = "arith.addf"(%arg253, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%143) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map40, #map41, #map37]} : (tensor<2x3x8x10xf32>, tensor<3x3x2x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%141) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x2x10x7xf32>, tensor<4x3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "conv_2d_ngchw_fgchw"}> ({
// GENERIC-NEXT: ^bb0(%arg242: tensor<2x3x2x10x7xf32>, %arg243: tensor<4x3x2x2x3xf32>, %arg244: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %138 = "linalg.conv_2d_ngchw_fgchw"(%arg242, %arg243, %arg244) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg245: f32, %arg246: f32, %arg247: f32):
// GENERIC-NEXT: %139 = "arith.mulf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %140 = "arith.addf"(%arg247, %139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%140) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map43, #map44]} : (tensor<2x3x2x10x7xf32>, tensor<4x3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%138) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x2x10x7xf32>, tensor<3x4x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "conv_2d_ngchw_gfchw"}> ({
// GENERIC-NEXT: ^bb0(%arg236: tensor<2x3x2x10x7xf32>, %arg237: tensor<3x4x2x2x3xf32>, %arg238: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %135 = "linalg.conv_2d_ngchw_gfchw"(%arg236, %arg237, %arg238) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
// GENERIC-NEXT: %136 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %137 = "arith.addf"(%arg241, %136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%137) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map45, #map44]} : (tensor<2x3x2x10x7xf32>, tensor<3x4x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%135) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x5x3xf32>, tensor<5x3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "conv_2d_nhwgc_gfhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg230: tensor<2x6x8x5x3xf32>, %arg231: tensor<5x3x2x2x3xf32>, %arg232: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %132 = "linalg.conv_2d_nhwgc_gfhwc"(%arg230, %arg231, %arg232) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
// GENERIC-NEXT: %133 = "arith.mulf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %134 = "arith.addf"(%arg235, %133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%134) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map46, #map47, #map44]} : (tensor<2x6x8x5x3xf32>, tensor<5x3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%132) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x5x3xi8>, tensor<5x3x2x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>, sym_name = "conv_2d_nhwgc_gfhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg220: tensor<2x6x8x5x3xi8>, %arg221: tensor<5x3x2x2x3xi8>, %arg222: i32, %arg223: i32, %arg224: tensor<2x3x4x5x3xi32>):
// GENERIC-NEXT: %125 = "linalg.conv_2d_nhwgc_gfhwc_q"(%arg220, %arg221, %arg222, %arg223, %arg224) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg225: i8, %arg226: i8, %arg227: i32, %arg228: i32, %arg229: i32):
// GENERIC-NEXT: %126 = "arith.extsi"(%arg225) : (i8) -> i32
// GENERIC-NEXT: %127 = "arith.subi"(%126, %arg227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %128 = "arith.extsi"(%arg226) : (i8) -> i32
// GENERIC-NEXT: %129 = "arith.subi"(%128, %arg228) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %130 = "arith.muli"(%127, %129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %131 = "arith.addi"(%arg229, %130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%131) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map46, #map47, #map48, #map48, #map44]} : (tensor<2x6x8x5x3xi8>, tensor<5x3x2x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// GENERIC-NEXT: "func.return"(%125) : (tensor<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x2x10x7xi8>, tensor<3x4x2x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>, sym_name = "conv_2d_ngchw_gfchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg210: tensor<2x3x2x10x7xi8>, %arg211: tensor<3x4x2x2x3xi8>, %arg212: i32, %arg213: i32, %arg214: tensor<2x3x4x5x3xi32>):
// GENERIC-NEXT: %118 = "linalg.conv_2d_ngchw_gfchw_q"(%arg210, %arg211, %arg212, %arg213, %arg214) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg215: i8, %arg216: i8, %arg217: i32, %arg218: i32, %arg219: i32):
// GENERIC-NEXT: %119 = "arith.extsi"(%arg215) : (i8) -> i32
// GENERIC-NEXT: %120 = "arith.subi"(%119, %arg217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %121 = "arith.extsi"(%arg216) : (i8) -> i32
// GENERIC-NEXT: %122 = "arith.subi"(%121, %arg218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %123 = "arith.muli"(%120, %122) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %124 = "arith.addi"(%arg219, %123) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%124) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map45, #map48, #map48, #map44]} : (tensor<2x3x2x10x7xi8>, tensor<3x4x2x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// GENERIC-NEXT: "func.return"(%118) : (tensor<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "conv_3d_ndhwc_dhwcf"}> ({
// GENERIC-NEXT: ^bb0(%arg204: tensor<2x6x8x11x2xf32>, %arg205: tensor<2x2x3x2x3xf32>, %arg206: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %115 = "linalg.conv_3d_ndhwc_dhwcf"(%arg204, %arg205, %arg206) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg207: f32, %arg208: f32, %arg209: f32):
// GENERIC-NEXT: %116 = "arith.mulf"(%arg207, %arg208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %117 = "arith.addf"(%arg209, %116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%117) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map51]} : (tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%115) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>, sym_name = "conv_3d_ndhwc_dhwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg194: tensor<2x6x8x11x2xi8>, %arg195: tensor<2x2x3x2x3xi8>, %arg196: i32, %arg197: i32, %arg198: tensor<2x3x4x5x3xi32>):
// GENERIC-NEXT: %108 = "linalg.conv_3d_ndhwc_dhwcf_q"(%arg194, %arg195, %arg196, %arg197, %arg198) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg199: i8, %arg200: i8, %arg201: i32, %arg202: i32, %arg203: i32):
// GENERIC-NEXT: %109 = "arith.extsi"(%arg199) : (i8) -> i32
// GENERIC-NEXT: %110 = "arith.subi"(%109, %arg201) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %111 = "arith.extsi"(%arg200) : (i8) -> i32
// GENERIC-NEXT: %112 = "arith.subi"(%111, %arg202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %113 = "arith.muli"(%110, %112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %114 = "arith.addi"(%arg203, %113) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%114) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map52, #map52, #map51]} : (tensor<2x6x8x11x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// GENERIC-NEXT: "func.return"(%108) : (tensor<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x2x8x11x6xf32>, tensor<3x2x2x3x2xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "conv_3d_ncdhw_fcdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg188: tensor<2x2x8x11x6xf32>, %arg189: tensor<3x2x2x3x2xf32>, %arg190: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %105 = "linalg.conv_3d_ncdhw_fcdhw"(%arg188, %arg189, %arg190) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
// GENERIC-NEXT: %106 = "arith.mulf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %107 = "arith.addf"(%arg193, %106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%107) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map53, #map54, #map51]} : (tensor<2x2x8x11x6xf32>, tensor<3x2x2x3x2xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%105) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xf32>, tensor<5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "depthwise_conv_1d_nwc_wc"}> ({
// GENERIC-NEXT: ^bb0(%arg182: tensor<2x9x4xf32>, %arg183: tensor<5x4xf32>, %arg184: tensor<2x3x4xf32>):
// GENERIC-NEXT: %102 = "linalg.depthwise_conv_1d_nwc_wc"(%arg182, %arg183, %arg184) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
// GENERIC-NEXT: %103 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %104 = "arith.addf"(%arg187, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%104) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map56, #map5]} : (tensor<2x9x4xf32>, tensor<5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%102) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4x9xf32>, tensor<4x5xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>, sym_name = "depthwise_conv_1d_ncw_cw"}> ({
// GENERIC-NEXT: ^bb0(%arg176: tensor<2x4x9xf32>, %arg177: tensor<4x5xf32>, %arg178: tensor<2x4x3xf32>):
// GENERIC-NEXT: %99 = "linalg.depthwise_conv_1d_ncw_cw"(%arg176, %arg177, %arg178) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
// GENERIC-NEXT: %100 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %101 = "arith.addf"(%arg181, %100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%101) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map57, #map25, #map58]} : (tensor<2x4x9xf32>, tensor<4x5xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
// GENERIC-NEXT: "func.return"(%99) : (tensor<2x4x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x4xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "depthwise_conv_1d_nwc_wcm"}> ({
// GENERIC-NEXT: ^bb0(%arg170: tensor<2x7x4xf32>, %arg171: tensor<3x4x5xf32>, %arg172: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %96 = "linalg.depthwise_conv_1d_nwc_wcm"(%arg170, %arg171, %arg172) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
// GENERIC-NEXT: %97 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %98 = "arith.addf"(%arg175, %97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%98) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map59, #map60, #map61]} : (tensor<2x7x4xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%96) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xf32>, tensor<3x2x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "depthwise_conv_2d_nhwc_hwc"}> ({
// GENERIC-NEXT: ^bb0(%arg164: tensor<2x7x8x5xf32>, %arg165: tensor<3x2x5xf32>, %arg166: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %93 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg164, %arg165, %arg166) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
// GENERIC-NEXT: %94 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %95 = "arith.addf"(%arg169, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%95) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map63, #map64]} : (tensor<2x7x8x5xf32>, tensor<3x2x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%93) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x5x7x8xf32>, tensor<5x3x2xf32>, tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32>, sym_name = "depthwise_conv_2d_nchw_chw"}> ({
// GENERIC-NEXT: ^bb0(%arg158: tensor<2x5x7x8xf32>, %arg159: tensor<5x3x2xf32>, %arg160: tensor<2x5x3x4xf32>):
// GENERIC-NEXT: %90 = "linalg.depthwise_conv_2d_nchw_chw"(%arg158, %arg159, %arg160) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
// GENERIC-NEXT: %91 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %92 = "arith.addf"(%arg163, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%92) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map65, #map28, #map66]} : (tensor<2x5x7x8xf32>, tensor<5x3x2xf32>, tensor<2x5x3x4xf32>) -> tensor<2x5x3x4xf32>
// GENERIC-NEXT: "func.return"(%90) : (tensor<2x5x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xi8>, tensor<3x2x5xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "depthwise_conv_2d_nhwc_hwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg148: tensor<2x7x8x5xi8>, %arg149: tensor<3x2x5xi8>, %arg150: i32, %arg151: i32, %arg152: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %83 = "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg148, %arg149, %arg150, %arg151, %arg152) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg153: i8, %arg154: i8, %arg155: i32, %arg156: i32, %arg157: i32):
// GENERIC-NEXT: %84 = "arith.extsi"(%arg153) : (i8) -> i32
// GENERIC-NEXT: %85 = "arith.subi"(%84, %arg155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %86 = "arith.extsi"(%arg154) : (i8) -> i32
// GENERIC-NEXT: %87 = "arith.subi"(%86, %arg156) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %88 = "arith.muli"(%85, %87) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %89 = "arith.addi"(%arg157, %88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%89) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map63, #map67, #map67, #map64]} : (tensor<2x7x8x5xi8>, tensor<3x2x5xi8>, i32, i32, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%83) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x5xf32>, tensor<2x2x5x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "depthwise_conv_2d_nhwc_hwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg142: tensor<2x6x8x5xf32>, %arg143: tensor<2x2x5x3xf32>, %arg144: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %80 = "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg142, %arg143, %arg144) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
// GENERIC-NEXT: %81 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %82 = "arith.addf"(%arg147, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%82) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map68, #map69, #map70]} : (tensor<2x6x8x5xf32>, tensor<2x2x5x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%80) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x5xi8>, tensor<2x2x5x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>, sym_name = "depthwise_conv_2d_nhwc_hwcm_q"}> ({
// GENERIC-NEXT: ^bb0(%arg132: tensor<2x6x8x5xi8>, %arg133: tensor<2x2x5x3xi8>, %arg134: i32, %arg135: i32, %arg136: tensor<2x3x4x5x3xi32>):
// GENERIC-NEXT: %73 = "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg132, %arg133, %arg134, %arg135, %arg136) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg137: i8, %arg138: i8, %arg139: i32, %arg140: i32, %arg141: i32):
// GENERIC-NEXT: %74 = "arith.extsi"(%arg137) : (i8) -> i32
// GENERIC-NEXT: %75 = "arith.subi"(%74, %arg139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %76 = "arith.extsi"(%arg138) : (i8) -> i32
// GENERIC-NEXT: %77 = "arith.subi"(%76, %arg140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %78 = "arith.muli"(%75, %77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %79 = "arith.addi"(%arg141, %78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%79) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map68, #map69, #map39, #map39, #map70]} : (tensor<2x6x8x5xi8>, tensor<2x2x5x3xi8>, i32, i32, tensor<2x3x4x5x3xi32>) -> tensor<2x3x4x5x3xi32>
// GENERIC-NEXT: "func.return"(%73) : (tensor<2x3x4x5x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x10x3xf32>, tensor<3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg126: tensor<2x7x8x10x3xf32>, %arg127: tensor<3x2x2x3xf32>, %arg128: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %70 = "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg126, %arg127, %arg128) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
// GENERIC-NEXT: %71 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %72 = "arith.addf"(%arg131, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%72) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map71, #map72, #map73]} : (tensor<2x7x8x10x3xf32>, tensor<3x2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%70) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x7x8x10xf32>, tensor<3x3x2x2xf32>, tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32>, sym_name = "depthwise_conv_3d_ncdhw_cdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg120: tensor<2x3x7x8x10xf32>, %arg121: tensor<3x3x2x2xf32>, %arg122: tensor<2x3x3x4x5xf32>):
// GENERIC-NEXT: %67 = "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg120, %arg121, %arg122) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
// GENERIC-NEXT: %68 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %69 = "arith.addf"(%arg125, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%69) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map74, #map75, #map76]} : (tensor<2x3x7x8x10xf32>, tensor<3x3x2x2xf32>, tensor<2x3x3x4x5xf32>) -> tensor<2x3x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%67) : (tensor<2x3x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>, tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg114: tensor<2x6x8x11x2xf32>, %arg115: tensor<2x2x3x2x3xf32>, %arg116: tensor<2x3x4x5x2x3xf32>):
// GENERIC-NEXT: %64 = "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg114, %arg115, %arg116) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
// GENERIC-NEXT: %65 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %66 = "arith.addf"(%arg119, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%66) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map49, #map50, #map77]} : (tensor<2x6x8x11x2xf32>, tensor<2x2x3x2x3xf32>, tensor<2x3x4x5x2x3xf32>) -> tensor<2x3x4x5x2x3xf32>
// GENERIC-NEXT: "func.return"(%64) : (tensor<2x3x4x5x2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "pooling_nhwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg108: tensor<2x7x8x5xf32>, %arg109: tensor<3x2xf32>, %arg110: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %62 = "linalg.pooling_nhwc_sum"(%arg108, %arg109, %arg110) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
// GENERIC-NEXT: %63 = "arith.addf"(%arg113, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%63) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%62) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x9x10xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "pooling_nchw_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg102: tensor<2x3x9x10xf32>, %arg103: tensor<3x2xf32>, %arg104: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %60 = "linalg.pooling_nchw_sum"(%arg102, %arg103, %arg104) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
// GENERIC-NEXT: %61 = "arith.addf"(%arg107, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%61) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map78, #map64]} : (tensor<2x3x9x10xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%60) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "pooling_nhwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg96: tensor<2x7x8x5xf32>, %arg97: tensor<3x2xf32>, %arg98: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %58 = "linalg.pooling_nhwc_max"(%arg96, %arg97, %arg98) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
// GENERIC-NEXT: %59 = "arith.maximumf"(%arg101, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%59) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%58) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xi32>, tensor<3x2xi32>, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "pooling_nhwc_max_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg90: tensor<2x7x8x5xi32>, %arg91: tensor<3x2xi32>, %arg92: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %56 = "linalg.pooling_nhwc_max_unsigned"(%arg90, %arg91, %arg92) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg93: i32, %arg94: i32, %arg95: i32):
// GENERIC-NEXT: %57 = "arith.maxui"(%arg95, %arg93) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%57) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (tensor<2x7x8x5xi32>, tensor<3x2xi32>, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%56) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x9x10xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "pooling_nchw_max"}> ({
// GENERIC-NEXT: ^bb0(%arg84: tensor<2x3x9x10xf32>, %arg85: tensor<3x2xf32>, %arg86: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %54 = "linalg.pooling_nchw_max"(%arg84, %arg85, %arg86) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
// GENERIC-NEXT: %55 = "arith.maximumf"(%arg89, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%55) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map78, #map64]} : (tensor<2x3x9x10xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%54) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>, sym_name = "pooling_nhwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg78: tensor<2x7x8x5xf32>, %arg79: tensor<3x2xf32>, %arg80: tensor<2x3x4x5xf32>):
// GENERIC-NEXT: %52 = "linalg.pooling_nhwc_min"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
// GENERIC-NEXT: %53 = "arith.minimumf"(%arg83, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%53) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (tensor<2x7x8x5xf32>, tensor<3x2xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
// GENERIC-NEXT: "func.return"(%52) : (tensor<2x3x4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x7x8x5xi32>, tensor<3x2xi32>, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>, sym_name = "pooling_nhwc_min_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg72: tensor<2x7x8x5xi32>, %arg73: tensor<3x2xi32>, %arg74: tensor<2x3x4x5xi32>):
// GENERIC-NEXT: %50 = "linalg.pooling_nhwc_min_unsigned"(%arg72, %arg73, %arg74) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg75: i32, %arg76: i32, %arg77: i32):
// GENERIC-NEXT: %51 = "arith.minui"(%arg77, %arg75) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%51) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map62, #map78, #map64]} : (tensor<2x7x8x5xi32>, tensor<3x2xi32>, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi32>
// GENERIC-NEXT: "func.return"(%50) : (tensor<2x3x4x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "pooling_nwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg66: tensor<2x9x4xf32>, %arg67: tensor<5xf32>, %arg68: tensor<2x3x4xf32>):
// GENERIC-NEXT: %48 = "linalg.pooling_nwc_sum"(%arg66, %arg67, %arg68) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// GENERIC-NEXT: %49 = "arith.addf"(%arg71, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%49) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%48) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x11xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "pooling_ncw_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg60: tensor<2x3x11xf32>, %arg61: tensor<5xf32>, %arg62: tensor<2x3x4xf32>):
// GENERIC-NEXT: %46 = "linalg.pooling_ncw_sum"(%arg60, %arg61, %arg62) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
// GENERIC-NEXT: %47 = "arith.addf"(%arg65, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%47) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map81, #map80, #map5]} : (tensor<2x3x11xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%46) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "pooling_nwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg54: tensor<2x9x4xf32>, %arg55: tensor<5xf32>, %arg56: tensor<2x3x4xf32>):
// GENERIC-NEXT: %44 = "linalg.pooling_nwc_max"(%arg54, %arg55, %arg56) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GENERIC-NEXT: %45 = "arith.maximumf"(%arg59, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%45) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%44) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xi32>, tensor<5xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>, sym_name = "pooling_nwc_max_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg48: tensor<2x9x4xi32>, %arg49: tensor<5xi32>, %arg50: tensor<2x3x4xi32>):
// GENERIC-NEXT: %42 = "linalg.pooling_nwc_max_unsigned"(%arg48, %arg49, %arg50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg51: i32, %arg52: i32, %arg53: i32):
// GENERIC-NEXT: %43 = "arith.maxui"(%arg53, %arg51) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%43) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (tensor<2x9x4xi32>, tensor<5xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// GENERIC-NEXT: "func.return"(%42) : (tensor<2x3x4xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x11xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "pooling_ncw_max"}> ({
// GENERIC-NEXT: ^bb0(%arg42: tensor<2x3x11xf32>, %arg43: tensor<5xf32>, %arg44: tensor<2x3x4xf32>):
// GENERIC-NEXT: %40 = "linalg.pooling_ncw_max"(%arg42, %arg43, %arg44) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GENERIC-NEXT: %41 = "arith.maximumf"(%arg47, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%41) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map81, #map80, #map5]} : (tensor<2x3x11xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%40) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "pooling_nwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg36: tensor<2x9x4xf32>, %arg37: tensor<5xf32>, %arg38: tensor<2x3x4xf32>):
// GENERIC-NEXT: %38 = "linalg.pooling_nwc_min"(%arg36, %arg37, %arg38) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT: %39 = "arith.minimumf"(%arg41, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%39) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (tensor<2x9x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC-NEXT: "func.return"(%38) : (tensor<2x3x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x9x4xi32>, tensor<5xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>, sym_name = "pooling_nwc_min_unsigned"}> ({
// GENERIC-NEXT: ^bb0(%arg30: tensor<2x9x4xi32>, %arg31: tensor<5xi32>, %arg32: tensor<2x3x4xi32>):
// GENERIC-NEXT: %36 = "linalg.pooling_nwc_min_unsigned"(%arg30, %arg31, %arg32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg33: i32, %arg34: i32, %arg35: i32):
// GENERIC-NEXT: %37 = "arith.minui"(%arg35, %arg33) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%37) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map80, #map5]} : (tensor<2x9x4xi32>, tensor<5xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
// GENERIC-NEXT: "func.return"(%36) : (tensor<2x3x4xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "pooling_ndhwc_sum"}> ({
// GENERIC-NEXT: ^bb0(%arg24: tensor<2x6x8x11x3xf32>, %arg25: tensor<2x2x3xf32>, %arg26: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %34 = "linalg.pooling_ndhwc_sum"(%arg24, %arg25, %arg26) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %35 = "arith.addf"(%arg29, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%34) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "pooling_ndhwc_max"}> ({
// GENERIC-NEXT: ^bb0(%arg18: tensor<2x6x8x11x3xf32>, %arg19: tensor<2x2x3xf32>, %arg20: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %32 = "linalg.pooling_ndhwc_max"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
// GENERIC-NEXT: %33 = "arith.maximumf"(%arg23, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%32) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>, sym_name = "pooling_ndhwc_min"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<2x6x8x11x3xf32>, %arg13: tensor<2x2x3xf32>, %arg14: tensor<2x3x4x5x3xf32>):
// GENERIC-NEXT: %30 = "linalg.pooling_ndhwc_min"(%arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC-NEXT: %31 = "arith.minimumf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%31) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map44]} : (tensor<2x6x8x11x3xf32>, tensor<2x2x3xf32>, tensor<2x3x4x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// GENERIC-NEXT: "func.return"(%30) : (tensor<2x3x4x5x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "fill"}> ({
// GENERIC-NEXT: ^bb0(%arg8: f32, %arg9: tensor<2x3xf32>):
// GENERIC-NEXT: %29 = "linalg.fill"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f32, %arg11: f32):
// GENERIC-NEXT: "linalg.yield"(%arg10) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%29) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f64, f64, i32, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "fill_rng_2d"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>):
// GENERIC-NEXT: %0 = "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg4: f64, %arg5: f64, %arg6: i32, %arg7: f32):
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GENERIC-NEXT: %2 = "arith.sitofp"(%1) : (i64) -> f64
// GENERIC-NEXT: %3 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: %4 = "arith.index_cast"(%3) : (index) -> i32
// GENERIC-NEXT: %5 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT: %6 = "arith.index_cast"(%5) : (index) -> i32
// GENERIC-NEXT: %7 = "arith.addi"(%6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %8 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT: %9 = "arith.trunci"(%8) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %11 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT: %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %13 = "arith.addi"(%10, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %14 = "arith.addi"(%4, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %15 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT: %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %17 = "arith.muli"(%14, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %18 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT: %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %20 = "arith.addi"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %21 = "arith.sitofp"(%20) : (i32) -> f64
// GENERIC-NEXT: %22 = "arith.addf"(%2, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %23 = "arith.subf"(%arg5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %24 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GENERIC-NEXT: %25 = "arith.mulf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %26 = "arith.mulf"(%22, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %27 = "arith.addf"(%26, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %28 = "arith.truncf"(%27) : (f64) -> f32
// GENERIC-NEXT: "linalg.yield"(%28) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map84, #map84, #map84, #map15]} : (f64, f64, i32, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
