// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Depthwise linalg convolutions (1-D, 2-D and 3-D, channel-first and channel-last, with a
// channel multiplier, quantized) on small static shapes with distinct, non-symmetric values,
// several with non-default strides and dilations. The CHECK lines are what
// `scripts/mlir-sparse-run` on this file prints (MLIR 22's sparsifier pipeline, then
// mlir-runner-22).

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad_f32 = arith.constant 0.0 : f32
  %pad_i32 = arith.constant 0 : i32
  %pad_i16 = arith.constant 0 : i16
  %pad_i8 = arith.constant 0 : i8
  // Depthwise NCW x CW, stride 2.
  %in0_0 = arith.constant dense<[[[-3.75, -1.25, 2.75, -1.0, -3.25, -4.0, -3.25], [-1.0, 2.75, -1.25, -3.75, 4.5, -4.25, -2.25], [1.25, -3.0, 3.5, 2.25, 2.5, 4.25, -1.75]]]> : tensor<1x3x7xf32>
  %in0_1 = arith.constant dense<[[-2.5, 0.0, 4.0], [0.25, -2.0, -2.75], [-2.0, 0.25, 4.0]]> : tensor<3x3xf32>
  %init0 = arith.constant dense<[[[-1.25, 1.25, -4.0], [1.5, -0.75, -1.5], [-0.75, 1.5, -4.0]]]> : tensor<1x3x3xf32>
  %r0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%in0_0, %in0_1 : tensor<1x3x7xf32>, tensor<3x3xf32>)
      outs(%init0 : tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
  %v0 = vector.transfer_read %r0[%c0, %c0, %c0], %pad_f32 : tensor<1x3x3xf32>, vector<1x3x3xf32>
  vector.print %v0 : vector<1x3x3xf32>
  // CHECK: ( ( ( 19.125, -18.625, -8.875 ), ( -0.8125, -5.9375, 14.3125 ), ( 10, 5.0625, -14.9375 ) ) )
  // Depthwise NWC x WCM with a channel multiplier of 3, dilation 2.
  %in1_0 = arith.constant dense<[[[0.0, 2.5], [-2.75, 2.75], [0.5, -0.25], [0.5, 2.75], [-2.75, 2.5], [0.0, -1.0]]]> : tensor<1x6x2xf32>
  %in1_1 = arith.constant dense<[[[1.25, 3.75, -1.5], [4.0, 1.75, 1.0]], [[1.75, 4.0, -1.5], [3.75, 1.25, 0.25]]]> : tensor<2x2x3xf32>
  %init1 = arith.constant dense<[[[[2.5, -4.25, -0.25], [-4.0, 3.0, 2.25]], [[3.0, -4.0, -0.25], [-4.25, 2.5, 1.5]], [[2.0, 4.0, -1.75], [3.25, 0.5, -0.75]], [[-0.5, 1.25, 4.5], [0.0, -3.0, -4.5]]]]> : tensor<1x4x2x3xf32>
  %r1 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%in1_0, %in1_1 : tensor<1x6x2xf32>, tensor<2x2x3xf32>)
      outs(%init1 : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
  %v1 = vector.transfer_read %r1[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x4x2x3xf32>, vector<1x4x2x3xf32>
  vector.print %v1 : vector<1x4x2x3xf32>
  // CHECK-NEXT: ( ( ( ( 3.375, -2.25, -1 ), ( 5.0625, 7.0625, 4.6875 ) ), ( ( 0.4375, -12.3125, 3.125 ), ( 17.0625, 10.75, 4.9375 ) ), ( ( -2.1875, -5.125, 1.625 ), ( 11.625, 3.1875, -0.375 ) ), ( ( 0.125, 3.125, 3.75 ), ( 7.25, 0.5625, -2 ) ) ) )
  // Depthwise NCHW x CHW, strides (2, 1) and dilations (1, 2).
  %in2_0 = arith.constant dense<[[[[3.75, -3.0, 1.0, -2.75, 4.25], [3.5, 4.25, -2.75, 1.0, -3.0], [3.75, 2.75, 3.25, -4.0, -0.5], [4.5, 1.75, 0.5, 0.75, 2.5], [-3.5, 1.25, -1.75, -3.25, -3.25]], [[-1.75, 1.25, -3.5, 2.5, 0.75], [0.5, 1.75, 4.5, -0.5, -4.0], [3.25, 2.75, 3.75, -3.0, 1.0], [-2.75, 4.25, 3.5, 4.25, -2.75], [1.0, -3.0, 3.75, 2.75, 3.25]]]]> : tensor<1x2x5x5xf32>
  %in2_1 = arith.constant dense<[[[-4.25, -1.75], [2.25, -1.5]], [[-3.75, -4.5], [-3.75, -1.5]]]> : tensor<2x2x2xf32>
  %init2 = arith.constant dense<[[[[-3.0, -0.5, 3.5], [-0.25, -2.5, -3.25]], [[-2.5, -0.25, 3.5], [-0.5, -3.0, -4.0]]]]> : tensor<1x2x2x3xf32>
  %r2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%in2_0, %in2_1 : tensor<1x2x5x5xf32>, tensor<2x2x2xf32>)
      outs(%init2 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x3xf32>, vector<1x2x2x3xf32>
  vector.print %v2 : vector<1x2x2x3xf32>
  // CHECK-NEXT: ( ( ( ( -8.6875, 25.125, -9.875 ), ( -12.5, -4.375, -18.8125 ) ), ( ( 11.1875, -22, 2.375 ), ( -24.5, -22.125, -31.5625 ) ) ) )
  // Quantized depthwise NHWC x HWC.
  %in3_0 = arith.constant dense<[[[[-43, 23], [-96, 22], [-45, -86], [110, -90]], [[-53, 10], [99, 3], [-67, 100], [82, 90]], [[-87, -27], [59, -40], [98, 51], [30, 35]]]]> : tensor<1x3x4x2xi8>
  %in3_1 = arith.constant dense<[[[-14, 52], [-67, 51]], [[-16, -57], [-72, -61]]]> : tensor<2x2x2xi8>
  %zp3_0 = arith.constant 5 : i32
  %zp3_1 = arith.constant -3 : i32
  %init3 = arith.constant dense<[[[[2, -8], [9, 7], [9, -8]], [[2, -7], [11, 10], [-10, -3]]]]> : tensor<1x2x3x2xi32>
  %r3 = linalg.depthwise_conv_2d_nhwc_hwc_q
      ins(%in3_0, %in3_1, %zp3_0, %zp3_1 : tensor<1x3x4x2xi8>, tensor<2x2x2xi8>, i32, i32)
      outs(%init3 : tensor<1x2x3x2xi32>) -> tensor<1x2x3x2xi32>
  %v3 = vector.transfer_read %r3[%c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x3x2xi32>, vector<1x2x3x2xi32>
  vector.print %v3 : vector<1x2x3x2xi32>
  // CHECK-NEXT: ( ( ( ( 1262, 1746 ), ( 8066, -9374 ), ( -10538, -20203 ) ), ( ( -7906, 4498 ), ( -3534, 4792 ), ( -7080, 5588 ) ) ) )
  // Quantized depthwise NHWC x HWCM, multiplier 3, stride 2 along W.
  %in4_0 = arith.constant dense<[[[[44, 110], [-9, 109], [42, 1], [-14, -3], [34, 97]], [[-25, 90], [20, -24], [-42, -34], [0, 60], [-65, 47]], [[-26, -73], [-94, -89], [-58, -1], [82, -20], [-96, 65]]]]> : tensor<1x3x5x2xi8>
  %in4_1 = arith.constant dense<[[[[73, -72, 20], [-73, 71, 30]], [[15, 26, 63], [-85, 4, -92]]], [[[49, 5, -13], [-5, 29, 89]], [[-36, 76, 3], [-44, -65, -60]]]]> : tensor<2x2x2x3xi8>
  %zp4_0 = arith.constant -7 : i32
  %zp4_1 = arith.constant 2 : i32
  %init4 = arith.constant dense<[[[[[0, -10, 7], [5, 7, -10]], [[0, -9, 9], [8, 11, -5]]], [[[6, -2, -6], [-6, -2, 6]], [[-5, 11, 8], [9, -9, 0]]]]]> : tensor<1x2x2x2x3xi32>
  %r4 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%in4_0, %in4_1, %zp4_0, %zp4_1 : tensor<1x3x5x2xi8>, tensor<2x2x2x3xi8>, i32, i32)
      outs(%init4 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x2x2x3xi32>, vector<1x2x2x2x3xi32>
  vector.print %v4 : vector<1x2x2x2x3xi32>
  // CHECK-NEXT: ( ( ( ( ( 1723, -1888, 1100 ), ( -18759, 12070, 1855 ) ), ( ( 1477, -3390, 996 ), ( -3833, -4647, -6660 ) ) ), ( ( ( 1492, -4517, 1515 ), ( -1568, 10369, 3662 ) ), ( ( -8178, 9202, 659 ), ( -3239, -705, -5726 ) ) ) ) )
  // 3-D depthwise NCDHW x CDHW.
  %in5_0 = arith.constant dense<[[[[[-3.5, -1.0, 3.0], [-0.75, -3.0, -3.75], [-3.0, -0.75, 3.0]], [[-1.0, -3.5, -4.5], [-4.0, -2.0, 1.5], [-2.75, 3.75, 2.5]], [[2.75, 4.5, -1.5], [3.25, 0.25, -1.25], [-1.25, 0.25, 3.25]]], [[[-1.5, 4.5, 2.75], [2.5, 3.75, -2.75], [1.5, -2.0, -4.0]], [[-4.5, -3.5, -1.0], [3.0, -0.75, -3.0], [-3.75, -3.0, -0.75]], [[3.0, -1.0, -3.5], [-4.5, -4.0, -2.0], [1.5, -2.75, 3.75]]]]]> : tensor<1x2x3x3x3xf32>
  %in5_1 = arith.constant dense<[[[[-2.25, 0.25], [4.25, 0.5]], [[-1.75, -2.5], [-1.75, 0.5]]], [[[4.25, 0.25], [-2.25, -3.25]], [[-2.75, -0.75], [2.75, -1.5]]]]> : tensor<2x2x2x2xf32>
  %init5 = arith.constant dense<[[[[[-1.0, 1.5], [-3.75, 1.75]], [[-0.5, -1.25], [-0.5, 1.75]]], [[[-3.75, 1.5], [-1.0, -2.0]], [[-1.5, 0.5], [4.0, -0.25]]]]]> : tensor<1x2x2x2x2xf32>
  %r5 = linalg.depthwise_conv_3d_ncdhw_cdhw
      ins(%in5_0, %in5_1 : tensor<1x2x3x3x3xf32>, tensor<2x2x2x2xf32>)
      outs(%init5 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %v5 = vector.transfer_read %r5[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x2x2xf32>, vector<1x2x2x2x2xf32>
  vector.print %v5 : vector<1x2x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( 18.4375, 11.5 ), ( 2.75, 0.3125 ) ), ( ( -38.75, -7.4375 ), ( -5.8125, 27.6875 ) ) ), ( ( ( -2.4375, 34.625 ), ( 0.1875, 27.9375 ) ), ( ( -39.6875, -5.8125 ), ( 58.375, 4.3125 ) ) ) ) )
  // 3-D depthwise NDHWC x DHWC, stride 2 along H.
  %in6_0 = arith.constant dense<[[[[[0.25, 2.75], [-2.5, 3.0], [0.75, 0.0]], [[0.75, 3.0], [-2.5, 2.75], [0.25, -0.75]], [[-0.25, 1.75], [-4.0, 1.0], [-1.75, -3.0]], [[-2.75, -1.0], [2.25, -2.25], [4.0, 2.5]], [[2.5, 4.0], [-2.25, 2.25], [-1.0, -2.75]]], [[[-3.0, -1.75], [1.0, -4.0], [1.75, -0.25]], [[-0.75, 0.25], [2.75, -2.5], [3.0, 0.75]], [[0.0, 0.75], [3.0, -2.5], [2.75, 0.25]], [[-0.75, -0.25], [1.75, -4.0], [1.0, -1.75]], [[-3.0, -2.75], [-1.0, 2.25], [-2.25, 4.0]]]]]> : tensor<1x2x5x3x2xf32>
  %in6_1 = arith.constant dense<[[[[1.5, 4.0], [-1.25, 4.25]], [[2.0, 1.25], [2.0, 4.25]]], [[[-1.25, 4.0], [1.5, 0.5]], [[1.0, 3.0], [-2.75, 2.25]]]]> : tensor<2x2x2x2xf32>
  %init6 = arith.constant dense<[[[[[2.75, -4.0], [0.0, -3.75]], [[3.25, 2.5], [3.25, -3.75]]]]]> : tensor<1x1x2x2x2xf32>
  %r6 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 1]> : tensor<3xi64>}
      ins(%in6_0, %in6_1 : tensor<1x2x5x3x2xf32>, tensor<2x2x2x2xf32>)
      outs(%init6 : tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
  %v6 = vector.transfer_read %r6[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x1x2x2x2xf32>, vector<1x1x2x2x2xf32>
  vector.print %v6 : vector<1x1x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( -0.3125, 21.3125 ), ( -13.3125, -13.4375 ) ), ( ( 5.8125, -5.0625 ), ( 11.3125, -30.5 ) ) ) ) )
  // 3-D depthwise NDHWC x DHWCM, multiplier 3, dilation 2 along W.
  %in7_0 = arith.constant dense<[[[[[4.0, -2.75], [1.25, -2.5], [4.5, 3.75], [4.5, -2.5]], [[1.25, -2.75], [4.0, 3.0], [3.5, -3.75], [-0.25, -4.5]], [[2.0, 0.75], [1.0, 2.75], [-3.25, 1.5], [-1.5, -3.0]]], [[[-3.0, -1.5], [1.5, -3.25], [2.75, 1.0], [0.75, 2.0]], [[-4.5, -0.25], [-3.75, 3.5], [3.0, 4.0], [-2.75, 1.25]], [[-2.5, 4.5], [3.75, 4.5], [-2.5, 1.25], [-2.75, 4.0]]]]]> : tensor<1x2x3x4x2xf32>
  %in7_1 = arith.constant dense<[[[[[-4.0, -1.5, 2.5], [-1.25, -3.5, -4.25]], [[-3.5, -1.25, 2.5], [-1.5, -4.0, 4.25]]], [[[-4.5, -2.5, 1.0], [-3.25, 3.25, 2.0]], [[2.25, 4.0, -2.0], [2.75, -0.25, -1.75]]]], [[[[-1.75, -0.25, 2.75], [-2.0, 4.0, 2.25]], [[2.0, 3.25, -3.25], [1.0, -2.5, -4.5]]], [[[4.25, -4.0, -1.5], [2.5, -1.25, -3.5]], [[-4.25, -3.5, -1.25], [2.5, -1.5, -4.0]]]]]> : tensor<2x2x2x2x3xf32>
  %init7 = arith.constant dense<[[[[[[-2.75, -0.25, 3.75], [0.0, -2.25, -3.0]], [[-2.25, 0.0, 3.75], [-0.25, -2.75, -3.75]]], [[[-3.25, -1.25, 2.25], [-2.0, 4.5, 3.25]], [[3.5, -4.0, -0.75], [4.0, 1.0, -0.5]]]]]]> : tensor<1x1x2x2x2x3xf32>
  %r7 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%in7_0, %in7_1 : tensor<1x2x3x4x2xf32>, tensor<2x2x2x2x3xf32>)
      outs(%init7 : tensor<1x1x2x2x2x3xf32>) -> tensor<1x1x2x2x2x3xf32>
  %v7 = vector.transfer_read %r7[%c0, %c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x1x2x2x2x3xf32>, vector<1x1x2x2x2x3xf32>
  vector.print %v7 : vector<1x1x2x2x2x3xf32>
  // CHECK-NEXT: ( ( ( ( ( ( -53.375, 16.1875, 5.0625 ), ( 9.8125, -29.8125, 2.6875 ) ), ( ( -46.9375, 8.1875, 33.375 ), ( 4.875, 2.625, -23.4375 ) ) ), ( ( ( -22.9375, 4.125, 7.375 ), ( 27.625, 12.6875, -41.4375 ) ), ( ( 9.1875, -31.5625, 9.0625 ), ( 5.3125, 17.4375, -51.125 ) ) ) ) ) )
  return
}
