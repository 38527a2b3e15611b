// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// The linalg convolutions that no other tile-run test runs, on small static
// shapes with distinct, non-symmetric values (a wrong index map changes the printed values),
// several with non-default strides and dilations, and the `_q` variants on i8 with non-zero
// zero points accumulating into i32; then one convolution per element type (f32 into f16 and
// into i32, bf16, i1). The CHECK lines are what `scripts/mlir-sparse-run` on
// this file prints (MLIR 22's sparsifier pipeline, then mlir-runner-22).

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad_f32 = arith.constant 0.0 : f32
  %pad_i32 = arith.constant 0 : i32
  %pad_i16 = arith.constant 0 : i16
  %pad_i8 = arith.constant 0 : i8
  // 1-D convolution without channels: out[w] += in[w + kw] * k[kw].
  %in0_0 = arith.constant dense<[-3.75, -1.25, 2.75, -1.0, -3.25, -4.0, -3.25]> : tensor<7xf32>
  %in0_1 = arith.constant dense<[-2.5, 0.0, 4.0]> : tensor<3xf32>
  %init0 = arith.constant dense<[-1.25, 1.25, -4.0, 1.5, -0.75]> : tensor<5xf32>
  %r0 = linalg.conv_1d
      ins(%in0_0, %in0_1 : tensor<7xf32>, tensor<3xf32>)
      outs(%init0 : tensor<5xf32>) -> tensor<5xf32>
  %v0 = vector.transfer_read %r0[%c0], %pad_f32 : tensor<5xf32>, vector<5xf32>
  vector.print %v0 : vector<5xf32>
  // CHECK: ( 19.125, 0.375, -23.875, -12, -5.625 )
  // NCW x FCW with stride 2 and dilation 2 (single-element attributes).
  %in1_0 = arith.constant dense<[[[0.0, 2.5, -2.75, 2.75, 0.5, -0.25, 0.5], [2.75, -2.75, 2.5, 0.0, -1.0, -0.5, 1.5]]]> : tensor<1x2x7xf32>
  %in1_1 = arith.constant dense<[[[1.25, 3.75], [-1.5, 4.0]], [[1.75, 1.0], [1.75, 4.0]], [[-1.5, 3.75], [1.25, 0.25]]]> : tensor<3x2x2xf32>
  %init1 = arith.constant dense<[[[2.5, -4.25, -0.25], [-4.0, 3.0, 2.25], [3.0, -4.0, -0.25]]]> : tensor<1x3x3xf32>
  %r1 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%in1_0, %in1_1 : tensor<1x2x7xf32>, tensor<3x2x2xf32>)
      outs(%init1 : tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
  %v1 = vector.transfer_read %r1[%c0, %c0, %c0], %pad_f32 : tensor<1x3x3xf32>, vector<1x3x3xf32>
  vector.print %v1 : vector<1x3x3xf32>
  // CHECK-NEXT: ( ( ( -1.9375, -13.5625, 9.75 ), ( 8.0625, -0.9375, 7.875 ), ( -3.25, 4.875, 0 ) ) )
  // NCHW x FCHW, strides (1, 2) and dilations (2, 1): the two spatial dims differ.
  %in2_0 = arith.constant dense<[[[[3.75, -3.0, 1.0, -2.75, 4.25], [3.5, 4.25, -2.75, 1.0, -3.0], [3.75, 2.75, 3.25, -4.0, -0.5], [4.5, 1.75, 0.5, 0.75, 2.5], [-3.5, 1.25, -1.75, -3.25, -3.25]], [[-1.75, 1.25, -3.5, 2.5, 0.75], [0.5, 1.75, 4.5, -0.5, -4.0], [3.25, 2.75, 3.75, -3.0, 1.0], [-2.75, 4.25, 3.5, 4.25, -2.75], [1.0, -3.0, 3.75, 2.75, 3.25]]]]> : tensor<1x2x5x5xf32>
  %in2_1 = arith.constant dense<[[[[-4.25, -1.75], [2.25, -1.5]], [[-3.75, -4.5], [-3.75, -1.5]]], [[[2.25, -1.75], [-4.25, 4.0]], [[4.5, -2.75], [0.75, -3.5]]], [[[3.0, 1.75], [2.0, 3.75]], [[-2.25, 2.5], [-0.5, -2.0]]]]> : tensor<3x2x2x2xf32>
  %init2 = arith.constant dense<[[[[-3.0, -0.5], [3.5, -0.25], [-2.5, -3.25]], [[-2.5, -0.25], [3.5, -0.5], [-3.0, -4.0]], [[-3.5, -1.5], [2.0, -2.25], [4.25, 3.0]]]]> : tensor<1x3x3x2xf32>
  %r2 = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%in2_0, %in2_1 : tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>)
      outs(%init2 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x3x3x2xf32>, vector<1x3x3x2xf32>
  vector.print %v2 : vector<1x3x3x2xf32>
  // CHECK-NEXT: ( ( ( ( -24.75, 5.6875 ), ( -17.125, -24.4375 ), ( -56.8125, -27.875 ) ), ( ( -12.25, -32.3125 ), ( -27.6875, 1.8125 ), ( 38.8125, 23.0625 ) ), ( ( 20.25, 6.4375 ), ( 31.625, -26.5625 ), ( 23.0625, -33.25 ) ) ) )
  // Quantized NCHW x FCHW: i8 operands less their zero points, accumulated in i32.
  %in3_0 = arith.constant dense<[[[[-43, 23, -96, 22], [-45, -86, 110, -90], [-53, 10, 99, 3], [-67, 100, 82, 90]], [[-87, -27, 59, -40], [98, 51, 30, 35], [66, -88, -5, 104], [28, -22, -46, -44]]]]> : tensor<1x2x4x4xi8>
  %in3_1 = arith.constant dense<[[[[-14, 52], [-67, 51]], [[-16, -57], [-72, -61]]], [[[-24, 39], [-83, 32]], [[-38, -82], [-100, -92]]], [[[-58, 2], [88, -11]], [[-84, 80], [59, 64]]]]> : tensor<3x2x2x2xi8>
  %zp3_0 = arith.constant 3 : i32
  %zp3_1 = arith.constant -2 : i32
  %init3 = arith.constant dense<[[[[2, -8, 9], [7, 9, -8], [2, -7, 11]], [[10, -10, -3], [8, 0, -4], [-4, 0, 8]], [[-3, -10, 10], [11, -7, 2], [-8, 9, 7]]]]> : tensor<1x3x3x3xi32>
  %r3 = linalg.conv_2d_nchw_fchw_q
      ins(%in3_0, %in3_1, %zp3_0, %zp3_1 : tensor<1x2x4x4xi8>, tensor<3x2x2x2xi8>, i32, i32)
      outs(%init3 : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  %v3 = vector.transfer_read %r3[%c0, %c0, %c0, %c0], %pad_i32 : tensor<1x3x3x3xi32>, vector<1x3x3x3xi32>
  vector.print %v3 : vector<1x3x3x3xi32>
  // CHECK-NEXT: ( ( ( ( -6535, -1751, -11858 ), ( -3223, 16173, -20091 ), ( 14591, 9330, -905 ) ), ( ( -5286, -4196, -12977 ), ( -3055, 14792, -25785 ), ( 15295, 9387, -4305 ) ), ( ( 13017, 1263, 11738 ), ( -8777, -2630, 8866 ), ( -16770, 10067, 3805 ) ) ) )
  // Grouped NGCHW x FGCHW (2 groups, 3 filters per group), stride 2 along H.
  %in4_0 = arith.constant dense<[[[[[2.0, 4.5, -0.75], [-4.5, 2.5, 1.75], [2.5, -4.5, -0.75], [4.5, 2.0, 1.0], [1.5, 3.5, -2.25]], [[2.75, 0.0, -1.25], [-1.0, 0.75, 4.0], [-0.5, -3.5, 4.25], [4.25, -3.5, -0.5], [4.0, 0.75, -1.0]]], [[[-1.25, 0.0, 2.75], [-2.25, 3.5, 1.5], [1.0, 2.0, 4.5], [-0.75, -4.5, 2.5], [1.75, 2.5, -4.5]], [[-0.75, 4.5, 2.0], [1.0, 1.5, 3.5], [-2.25, 2.75, 0.0], [-1.25, -1.0, 0.75], [4.0, -0.5, -3.5]]]]]> : tensor<1x2x2x5x3xf32>
  %in4_1 = arith.constant dense<[[[[[3.25, -3.5], [0.5, -3.25]], [[3.75, 3.0], [3.75, -3.25]]], [[[0.5, -3.5], [3.25, 2.25]], [[2.75, -4.5], [-1.0, 4.0]]]], [[[[1.25, 0.0], [0.25, 2.0]], [[-4.0, 0.75], [-2.25, -3.75]]], [[[-3.75, -2.25], [0.75, -4.0]], [[2.0, 0.25], [0.0, 1.25]]]], [[[[4.0, -1.0], [-4.5, 2.75]], [[2.25, 3.25], [-3.5, 0.5]]], [[[-3.25, 3.75], [3.0, 3.75]], [[-3.25, 0.5], [-3.5, 3.25]]]]]> : tensor<3x2x2x2x2xf32>
  %init4 = arith.constant dense<[[[[[4.5, -2.25], [1.75, -2.0]], [[-4.25, 4.25], [-4.25, -2.0]], [[1.75, -2.25], [4.5, 3.5]]], [[[4.0, -3.25], [0.25, -4.0]], [[2.5, 1.25], [1.5, 3.25]], [[-2.75, 2.0], [-1.0, -2.5]]]]]> : tensor<1x2x3x2x2xf32>
  %r4 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%in4_0, %in4_1 : tensor<1x2x2x5x3xf32>, tensor<3x2x2x2x2xf32>)
      outs(%init4 : tensor<1x2x3x2x2xf32>) -> tensor<1x2x3x2x2xf32>
  %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x3x2x2xf32>, vector<1x2x3x2x2xf32>
  vector.print %v4 : vector<1x2x3x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( -11, -3.375 ), ( 36.3125, -28.125 ) ), ( ( -9.4375, -3.625 ), ( 6.9375, 21.8125 ) ), ( ( 42.4375, 5.375 ), ( -24.875, -2.0625 ) ) ), ( ( ( -13.375, 17.75 ), ( -40.125, -16.1875 ) ), ( ( -7, 5.5625 ), ( 5.625, -21.3125 ) ), ( ( 13.75, 20.9375 ), ( -6.0625, 0.75 ) ) ) ) )
  // Grouped NGCHW x GFCHW.
  %in5_0 = arith.constant dense<[[[[[-3.5, -1.0, 3.0], [-0.75, -3.0, -3.75], [-3.0, -0.75, 3.0]], [[-1.0, -3.5, -4.5], [-4.0, -2.0, 1.5], [-2.75, 3.75, 2.5]]], [[[2.75, 4.5, -1.5], [3.25, 0.25, -1.25], [-1.25, 0.25, 3.25]], [[-1.5, 4.5, 2.75], [2.5, 3.75, -2.75], [1.5, -2.0, -4.0]]]]]> : tensor<1x2x2x3x3xf32>
  %in5_1 = arith.constant dense<[[[[[-2.25, 0.25], [4.25, 0.5]], [[-1.75, -2.5], [-1.75, 0.5]]], [[[4.25, 0.25], [-2.25, -3.25]], [[-2.75, -0.75], [2.75, -1.5]]], [[[-4.25, 3.75], [4.0, -3.5]], [[-0.25, 4.5], [1.5, 0.0]]]], [[[[0.0, 1.5], [4.5, -0.25]], [[-3.5, 4.0], [3.75, -4.25]]], [[[-1.5, 2.75], [-0.75, -2.75]], [[-3.25, -2.25], [0.25, 4.25]]], [[[0.5, -1.75], [-2.5, -1.75]], [[0.5, 4.25], [0.25, -2.25]]]]]> : tensor<2x3x2x2x2xf32>
  %init5 = arith.constant dense<[[[[[-1.0, 1.5], [-3.75, 1.75]], [[-0.5, -1.25], [-0.5, 1.75]], [[-3.75, 1.5], [-1.0, -2.0]]], [[[-1.5, 0.5], [4.0, -0.25]], [[-3.0, -4.25], [-4.0, -2.25]], [[1.0, -3.5], [2.75, 1.25]]]]]> : tensor<1x2x3x2x2xf32>
  %r5 = linalg.conv_2d_ngchw_gfchw
      ins(%in5_0, %in5_1 : tensor<1x2x2x3x3xf32>, tensor<2x3x2x2x2xf32>)
      outs(%init5 : tensor<1x2x3x2x2xf32>) -> tensor<1x2x3x2x2xf32>
  %v5 = vector.transfer_read %r5[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x3x2x2xf32>, vector<1x2x3x2x2xf32>
  vector.print %v5 : vector<1x2x3x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( 18.4375, 11.5 ), ( 2.75, 0.3125 ) ), ( ( -6.8125, 19.4375 ), ( 4.0625, -9.0625 ) ), ( ( -6.625, -4.25 ), ( -30.5625, -3.9375 ) ) ), ( ( ( 36.5, 20.6875 ), ( 19.0625, -16.4375 ) ), ( ( 13.4375, -43.4375 ), ( -32.625, -38.6875 ) ), ( ( -3.5, 24 ), ( 28.6875, -4.0625 ) ) ) ) )
  // Quantized grouped NGCHW x GFCHW, dilation 2 along W.
  %in6_0 = arith.constant dense<[[[[[7, 73, -46, 72], [5, -36, -51, -40], [-3, 60, -62, 53]], [[-17, -61, -79, -71], [-37, 23, 109, 10], [-63, 101, 80, 85]]], [[[-95, -38, 45, -57], [78, 28, 4, 6], [34, 88, -43, 63]], [[-16, -69, -96, -97], [-72, -21, 56, -52], [77, 21, -9, -13]]]]]> : tensor<1x2x2x3x4xi8>
  %in6_1 = arith.constant dense<[[[[[36, 102], [-17, 101]], [[34, -7], [-22, -11]]], [[[26, 89], [-33, 82]], [[12, -32], [-50, -42]]], [[[-8, 52], [-73, 39]], [[-34, -81], [109, -97]]]], [[[[-66, -9], [74, -28]], [[107, 57], [33, 35]]], [[[63, -94], [-14, 92]], [[13, -40], [-67, -68]]], [[[-43, 8], [85, -23]], [[106, 50], [20, 16]]]]]> : tensor<2x3x2x2x2xi8>
  %zp6_0 = arith.constant -5 : i32
  %zp6_1 = arith.constant 7 : i32
  %init6 = arith.constant dense<[[[[[-4, 9], [3, 1]], [[3, 9], [-4, 10]], [[5, 4], [7, -9]]], [[[2, -6], [-10, -10]], [[-6, 2], [-9, 7]], [[4, 5], [10, -4]]]]]> : tensor<1x2x3x2x2xi32>
  %r6 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in6_0, %in6_1, %zp6_0, %zp6_1 : tensor<1x2x2x3x4xi8>, tensor<2x3x2x2x2xi8>, i32, i32)
      outs(%init6 : tensor<1x2x3x2x2xi32>) -> tensor<1x2x3x2x2xi32>
  %v6 = vector.transfer_read %r6[%c0, %c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x3x2x2xi32>, vector<1x2x3x2x2xi32>
  vector.print %v6 : vector<1x2x3x2x2xi32>
  // CHECK-NEXT: ( ( ( ( ( -8527, 5370 ), ( -11791, -4479 ) ), ( ( -7917, 6383 ), ( -13406, -12596 ) ), ( ( -12408, 13059 ), ( -27673, -5479 ) ) ), ( ( ( 5334, -7671 ), ( -3900, -2242 ) ), ( ( -6480, 12297 ), ( -9356, 5360 ) ), ( ( 5434, -7076 ), ( -2929, 232 ) ) ) ) )
  // NHWC x FHWC, dilation 2 along W.
  %in7_0 = arith.constant dense<[[[[4.0, -2.75], [1.25, -2.5], [4.5, 3.75], [4.5, -2.5], [1.25, -2.75]], [[4.0, 3.0], [3.5, -3.75], [-0.25, -4.5], [2.0, 0.75], [1.0, 2.75]], [[-3.25, 1.5], [-1.5, -3.0], [-3.0, -1.5], [1.5, -3.25], [2.75, 1.0]], [[0.75, 2.0], [-4.5, -0.25], [-3.75, 3.5], [3.0, 4.0], [-2.75, 1.25]]]]> : tensor<1x4x5x2xf32>
  %in7_1 = arith.constant dense<[[[[-4.0, -1.5], [2.5, -1.25]], [[-3.5, -4.25], [-3.5, -1.25]]], [[[2.5, -1.5], [-4.0, 4.25]], [[-4.5, -2.5], [1.0, -3.25]]], [[[3.25, 2.0], [2.25, 4.0]], [[-2.0, 2.75], [-0.25, -1.75]]]]> : tensor<3x2x2x2xf32>
  %init7 = arith.constant dense<[[[[-2.75, -0.25, 3.75], [0.0, -2.25, -3.0], [-2.25, 0.0, 3.75]], [[-0.25, -2.75, -3.75], [-3.25, -1.25, 2.25], [-2.0, 4.5, 3.25]], [[3.5, -4.0, -0.75], [4.0, 1.0, -0.5], [-0.5, 1.0, 4.0]]]]> : tensor<1x3x3x3xf32>
  %r7 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in7_0, %in7_1 : tensor<1x4x5x2xf32>, tensor<3x2x2x2xf32>)
      outs(%init7 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %v7 = vector.transfer_read %r7[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x3x3x3xf32>, vector<1x3x3x3xf32>
  vector.print %v7 : vector<1x3x3x3xf32>
  // CHECK-NEXT: ( ( ( ( -28.3125, 0.6875, 44.5625 ), ( 8.875, -30.8125, -22.9375 ), ( -6.25, -6.625, 0.75 ) ), ( ( 1.625, -2.625, 10.6875 ), ( 9.25, 34.625, 13.6875 ), ( 10.8125, 35.0625, 6.125 ) ), ( ( 6.25, -32.25, -22.25 ), ( 23.625, -7.1875, -20.4375 ), ( 25.6875, -9.6875, 17.0625 ) ) ) )
  // Quantized NHWC x FHWC, stride 2 along H.
  %in8_0 = arith.constant dense<[[[[-30, 36], [-83, 35], [-32, -73]], [[-88, -77], [-40, 23], [-99, 16]], [[-54, -98], [95, 103], [-74, -14]], [[72, -27], [-100, 64], [43, 48]], [[79, -75], [8, -94], [41, -9]]]]> : tensor<1x5x3x2xi8>
  %in8_1 = arith.constant dense<[[[[-1, 65], [-54, 64]], [[-3, -44], [-59, -48]]], [[[-11, 52], [-70, 45]], [[-25, -69], [-87, -79]]], [[[-45, 15], [101, 2]], [[-71, 93], [72, 77]]]]> : tensor<3x2x2x2xi8>
  %zp8_0 = arith.constant 4 : i32
  %zp8_1 = arith.constant -1 : i32
  %init8 = arith.constant dense<[[[[-8, 5, -1], [-3, -1, 5]], [[-8, 6, 1], [0, 3, 10]]]]> : tensor<1x2x2x3xi32>
  %r8 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%in8_0, %in8_1, %zp8_0, %zp8_1 : tensor<1x5x3x2xi8>, tensor<3x2x2x2xi8>, i32, i32)
      outs(%init8 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %v8 = vector.transfer_read %r8[%c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x2x3xi32>, vector<1x2x2x3xi32>
  vector.print %v8 : vector<1x2x2x3xi32>
  // CHECK-NEXT: ( ( ( ( 14056, 19488, -9678 ), ( 3627, 9140, -1291 ) ), ( ( -719, -1805, -86 ), ( 2796, 524, 8779 ) ) ) )
  // Grouped NHWGC x GFHWC.
  %in9_0 = arith.constant dense<[[[[[2.25, -4.5], [-0.5, -4.25]], [[2.75, 2.0], [2.75, -4.25]], [[-0.5, -4.5], [2.25, 1.25]]], [[[1.75, 3.75], [-2.0, 3.0]], [[0.25, -1.0], [-0.75, 1.0]], [[4.25, -0.25], [-3.25, 4.5]]], [[[4.5, -3.25], [-0.25, 4.25]], [[1.0, -0.75], [-1.0, 0.25]], [[3.0, -2.0], [3.75, 1.75]]]]]> : tensor<1x3x3x2x2xf32>
  %in9_1 = arith.constant dense<[[[[[3.5, -3.25], [0.75, -3.0]], [[4.0, 3.25], [4.0, -3.0]]], [[[0.75, -3.25], [3.5, 2.5]], [[3.0, -4.25], [-0.75, 4.25]]], [[[1.5, 0.25], [0.5, 2.25]], [[-3.75, 1.0], [-2.0, -3.5]]]], [[[[-3.5, -2.0], [1.0, -3.75]], [[2.25, 0.5], [0.25, 1.5]]], [[[4.25, -0.75], [-4.25, 3.0]], [[2.5, 3.5], [-3.25, 0.75]]], [[[-3.0, 4.0], [3.25, 4.0]], [[-3.0, 0.75], [-3.25, 3.5]]]]]> : tensor<2x3x2x2x2xf32>
  %init9 = arith.constant dense<[[[[[-4.5, -2.0, 2.0], [-1.75, -4.0, 4.5]], [[-4.0, -1.75, 2.0], [-2.0, -4.5, 3.75]]], [[[4.25, -3.0, 0.5], [-3.75, 2.75, 1.5]], [[1.75, 3.5, -2.5], [2.25, -0.75, -2.25]]]]]> : tensor<1x2x2x2x3xf32>
  %r9 = linalg.conv_2d_nhwgc_gfhwc
      ins(%in9_0, %in9_1 : tensor<1x3x3x2x2xf32>, tensor<2x3x2x2x2xf32>)
      outs(%init9 : tensor<1x2x2x2x3xf32>) -> tensor<1x2x2x2x3xf32>
  %v9 = vector.transfer_read %r9[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x2x3xf32>, vector<1x2x2x2x3xf32>
  vector.print %v9 : vector<1x2x2x2x3xf32>
  // CHECK-NEXT: ( ( ( ( ( 37.25, 13.8125, 10.3125 ), ( 25.5, -18.6875, -4.875 ) ), ( ( 27.75, -18.4375, -13.3125 ), ( -0.8125, 20.125, 20.125 ) ) ), ( ( ( 15.0625, 7.875, -17.5625 ), ( -5.5625, 15.875, 29.125 ) ), ( ( 29.375, 16.625, -4.3125 ), ( -15.8125, 10.125, 8.5625 ) ) ) ) )
  // Quantized grouped NHWGC x GFHWC, stride 2 along W.
  %in10_0 = arith.constant dense<[[[[[-67, -1], [91, -2]], [[-69, 101], [86, 97]], [[-77, -14], [75, -21]], [[-91, 76], [58, 66]], [[100, -51], [35, -64]]], [[[74, 27], [6, 11]], [[42, 99], [-29, 80]], [[4, -46], [-70, -68]], [[-40, 14], [94, -11]], [[-90, 68], [41, 40]]], [[[65, -95], [-18, 85]], [[3, -53], [-83, -87]], [[-65, -17], [57, -54]], [[72, 13], [-20, -27]], [[-8, 37], [108, -6]]]]]> : tensor<1x3x5x2x2xi8>
  %in10_1 = arith.constant dense<[[[[[-38, 28], [-91, 27]], [[-40, -81], [-96, -85]]], [[[-48, 15], [104, 8]], [[-62, 105], [87, 95]]], [[[-82, -22], [64, -35]], [[103, 56], [35, 40]]]], [[[[71, -83], [0, 109]], [[33, -17], [-41, -39]]], [[[-11, 43], [-88, 18]], [[-61, 97], [70, 69]]], [[[94, -66], [11, -97]], [[32, -24], [-54, -58]]]]]> : tensor<2x3x2x2x2xi8>
  %zp10_0 = arith.constant -3 : i32
  %zp10_1 = arith.constant 2 : i32
  %init10 = arith.constant dense<[[[[[11, 1, -5], [-7, -5, 1]], [[11, 2, -3], [-4, -1, 6]]], [[[-6, 9, 5], [5, 9, -6]], [[6, -1, -4], [-3, 2, 11]]]]]> : tensor<1x2x2x2x3xi32>
  %r10 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%in10_0, %in10_1, %zp10_0, %zp10_1 : tensor<1x3x5x2x2xi8>, tensor<2x3x2x2x2xi8>, i32, i32)
      outs(%init10 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %v10 = vector.transfer_read %r10[%c0, %c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x2x2x3xi32>, vector<1x2x2x2x3xi32>
  vector.print %v10 : vector<1x2x2x2x3xi32>
  // CHECK-NEXT: ( ( ( ( ( -7647, 8592, 12141 ), ( 14644, -3040, -4136 ) ), ( ( 18266, -11384, -4092 ), ( 9484, -2033, -3148 ) ) ), ( ( ( 4601, -16217, -7969 ), ( 13116, 2371, -1799 ) ), ( ( -2502, 5807, -6418 ), ( 4393, -22039, 5450 ) ) ) ) )
  // 3-D NCDHW x FCDHW, stride 2 along W.
  %in11_0 = arith.constant dense<[[[[[0.5, 3.0, -2.25, 3.25], [1.0, 0.25, 1.0, 3.25], [-2.25, 3.0, 0.5, -0.5]], [[0.0, 2.0, -3.75, 1.25], [-1.5, -2.75, -2.5, -0.75], [2.5, -2.0, 4.25, 2.75]], [[2.75, 4.25, -2.0, 2.5], [-0.75, -2.5, -2.75, -1.5], [1.25, -3.75, 2.0, 0.0]]], [[[-0.5, 0.5, 3.0, -2.25], [3.25, 1.0, 0.25, 1.0], [3.25, -2.25, 3.0, 0.5]], [[-0.5, 0.0, 2.0, -3.75], [1.25, -1.5, -2.75, -2.5], [-0.75, 2.5, -2.0, 4.25]], [[2.75, 2.75, 4.25, -2.0], [2.5, -0.75, -2.5, -2.75], [-1.5, 1.25, -3.75, 2.0]]]]]> : tensor<1x2x3x3x4xf32>
  %in11_1 = arith.constant dense<[[[[[1.75, 4.25], [-1.0, 4.5]], [[2.25, 1.5], [2.25, 4.5]]], [[[-1.0, 4.25], [1.75, 0.75]], [[1.25, 3.25], [-2.5, 2.5]]]], [[[[-0.25, -1.5], [-1.25, 0.5]], [[3.75, -0.75], [-3.75, 4.0]]], [[[4.0, -3.75], [-0.75, 3.75]], [[0.5, -1.25], [-1.5, -0.25]]]], [[[[2.5, -2.5], [3.25, 1.25]], [[0.75, 1.75], [4.25, -1.0]]], [[[4.5, 2.25], [1.5, 2.25]], [[4.5, -1.0], [4.25, 1.75]]]]]> : tensor<3x2x2x2x2xf32>
  %init11 = arith.constant dense<[[[[[3.0, -3.75], [0.25, -3.5]], [[3.5, 2.75], [3.5, -3.5]]], [[[0.25, -3.75], [3.0, 2.0]], [[2.5, 4.5], [-1.25, 3.75]]], [[[1.0, -0.25], [0.0, 1.75]], [[-4.25, 0.5], [-2.5, -4.0]]]]]> : tensor<1x3x2x2x2xf32>
  %r11 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 1, 2]> : tensor<3xi64>}
      ins(%in11_0, %in11_1 : tensor<1x2x3x3x4xf32>, tensor<3x2x2x2x2xf32>)
      outs(%init11 : tensor<1x3x2x2x2xf32>) -> tensor<1x3x2x2x2xf32>
  %v11 = vector.transfer_read %r11[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x3x2x2x2xf32>, vector<1x3x2x2x2xf32>
  vector.print %v11 : vector<1x3x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( 5.5625, -16.25 ), ( 17.75, 38.1875 ) ), ( ( 6.5625, -39.5 ), ( -41.3125, -12.75 ) ) ), ( ( ( -16.6875, 18.125 ), ( -12.875, -17.1875 ) ), ( ( -14.25, 25.0625 ), ( 3.1875, 8 ) ) ), ( ( ( 4.625, -9.4375 ), ( 30, 7.3125 ) ), ( ( 6.4375, -31.875 ), ( 24.9375, -19.6875 ) ) ) ) )
  // 3-D NDHWC x DHWCF, dilation 2 along D.
  %in12_0 = arith.constant dense<[[[[[4.25, -2.5], [1.5, -2.25], [-4.5, 4.0]], [[-4.5, -2.25], [1.5, -2.5], [4.25, 3.25]]], [[[3.75, -3.5], [0.0, -4.25], [2.25, 1.0]], [[1.25, 3.0], [-3.0, 1.75], [-1.25, -2.75]]], [[[-2.75, -1.25], [1.75, -3.0], [3.0, 1.25]], [[1.0, 2.25], [-4.25, 0.0], [-3.5, 3.75]]]]]> : tensor<1x3x2x3x2xf32>
  %in12_1 = arith.constant dense<[[[[[-3.75, -1.25, 2.75], [-1.0, -3.25, -4.0]], [[-3.25, -1.0, 2.75], [-1.25, -3.75, 4.5]]], [[[-4.25, -2.25, 1.25], [-3.0, 3.5, 2.25]], [[2.5, 4.25, -1.75], [3.0, 0.0, -1.5]]]], [[[[-1.5, 0.0, 3.0], [-1.75, 4.25, 2.5]], [[2.25, 3.5, -3.0], [1.25, -2.25, -4.25]]], [[[4.5, -3.75, -1.25], [2.75, -1.0, -3.25]], [[-4.0, -3.25, -1.0], [2.75, -1.25, -3.75]]]]]> : tensor<2x2x2x2x3xf32>
  %init12 = arith.constant dense<[[[[[-2.5, 0.0, 4.0], [0.25, -2.0, -2.75]]]]]> : tensor<1x1x1x2x3xf32>
  %r12 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[2, 1, 1]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%in12_0, %in12_1 : tensor<1x3x2x3x2xf32>, tensor<2x2x2x2x3xf32>)
      outs(%init12 : tensor<1x1x1x2x3xf32>) -> tensor<1x1x1x2x3xf32>
  %v12 = vector.transfer_read %r12[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x1x1x2x3xf32>, vector<1x1x1x2x3xf32>
  vector.print %v12 : vector<1x1x1x2x3xf32>
  // CHECK-NEXT: ( ( ( ( ( 38.3125, 33.75, 1.9375 ), ( 44.125, 16.4375, -21.875 ) ) ) ) )
  // Quantized 3-D NDHWC x DHWCF.
  %in13_0 = arith.constant dense<[[[[[-17, 49], [-70, 48], [-19, -60]], [[-75, -64], [-27, 36], [-86, 29]], [[-41, -85], [108, -95], [-61, -1]]], [[[85, -14], [-87, 77], [56, 61]], [[92, -62], [21, -81], [54, 4]], [[-20, -18], [10, 64], [-67, 39]]]]]> : tensor<1x2x3x3x2xi8>
  %in13_1 = arith.constant dense<[[[[[12, 78], [-41, 77]], [[10, -31], [-46, -35]]], [[[2, 65], [-57, 58]], [[-12, -56], [-74, -66]]]], [[[[-32, 28], [-97, 15]], [[-58, 106], [85, 90]]], [[[-90, -33], [50, -52]], [[83, 33], [9, 11]]]]]> : tensor<2x2x2x2x2xi8>
  %zp13_0 = arith.constant 6 : i32
  %zp13_1 = arith.constant -4 : i32
  %init13 = arith.constant dense<[[[[[5, -5], [-11, 10]], [[-11, -5], [5, -4]]]]]> : tensor<1x1x2x2x2xi32>
  %r13 = linalg.conv_3d_ndhwc_dhwcf_q
      ins(%in13_0, %in13_1, %zp13_0, %zp13_1 : tensor<1x2x3x3x2xi8>, tensor<2x2x2x2x2xi8>, i32, i32)
      outs(%init13 : tensor<1x1x2x2x2xi32>) -> tensor<1x1x2x2x2xi32>
  %v13 = vector.transfer_read %r13[%c0, %c0, %c0, %c0, %c0], %pad_i32 : tensor<1x1x2x2x2xi32>, vector<1x1x2x2x2xi32>
  vector.print %v13 : vector<1x1x2x2x2xi32>
  // CHECK-NEXT: ( ( ( ( ( -3299, -9119 ), ( -6663, 17372 ) ), ( ( 7761, -22427 ), ( 4871, 4998 ) ) ) ) )
  // Element types: f32 operands into f16 (every step rounded to f16), f32 into i32 (fptosi
  // before the product), bf16 throughout, and i1 (add is ori, mul is andi).
  %hx = arith.constant dense<[[[1.001], [2048.0], [0.3333], [1.0e-3], [7.77]]]> : tensor<1x5x1xf32>
  %hk = arith.constant dense<[[[1.5]], [[0.1]]]> : tensor<2x1x1xf32>
  %ho = arith.constant dense<[[[1.0], [0.5], [0.25], [3.0]]]> : tensor<1x4x1xf16>
  %hr = linalg.conv_1d_nwc_wcf ins(%hx, %hk : tensor<1x5x1xf32>, tensor<2x1x1xf32>) outs(%ho : tensor<1x4x1xf16>) -> tensor<1x4x1xf16>
  %pad_f16 = arith.constant 0.0 : f16
  %hv = vector.transfer_read %hr[%c0, %c0, %c0], %pad_f16 : tensor<1x4x1xf16>, vector<1x4x1xf16>
  vector.print %hv : vector<1x4x1xf16>
  // CHECK-NEXT: ( ( ( 207.25 ), ( 3072 ), ( 0.75 ), ( 3.7793 ) ) )
  %fx = arith.constant dense<[[[2.7], [-2.7], [3.5], [-0.9], [9.99]]]> : tensor<1x5x1xf32>
  %fk = arith.constant dense<[[[1.9]], [[-3.2]]]> : tensor<2x1x1xf32>
  %fo = arith.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
  %fr = linalg.conv_1d_nwc_wcf ins(%fx, %fk : tensor<1x5x1xf32>, tensor<2x1x1xf32>) outs(%fo : tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
  %fv = vector.transfer_read %fr[%c0, %c0, %c0], %pad_i32 : tensor<1x4x1xi32>, vector<1x4x1xi32>
  vector.print %fv : vector<1x4x1xi32>
  // CHECK-NEXT: ( ( ( 9 ), ( -9 ), ( 6 ), ( -23 ) ) )
  %bx = arith.constant dense<[1.00390625, 3.3, -7.77, 100.1, 0.003]> : tensor<5xbf16>
  %bk = arith.constant dense<[1.1, -0.7]> : tensor<2xbf16>
  %bo = arith.constant dense<[0.5, 1.5, 2.5, 3.5]> : tensor<4xbf16>
  %br = linalg.conv_1d ins(%bx, %bk : tensor<5xbf16>, tensor<2xbf16>) outs(%bo : tensor<4xbf16>) -> tensor<4xbf16>
  %pad_bf16 = arith.constant 0.0 : bf16
  %bv = vector.transfer_read %br[%c0], %pad_bf16 : tensor<4xbf16>, vector<4xbf16>
  vector.print %bv : vector<4xbf16>
  // CHECK-NEXT: ( -0.710938, 10.5625, -76, 113.5 )
  // (i1 elements printed one by one: MLIR 22 reads a vector<4xi1> from an i1 buffer as bits.)
  %ix = arith.constant dense<[true, false, true, true, false]> : tensor<5xi1>
  %ik = arith.constant dense<[false, true]> : tensor<2xi1>
  %io = arith.constant dense<[false, false, true, false]> : tensor<4xi1>
  %ir = linalg.conv_1d ins(%ix, %ik : tensor<5xi1>, tensor<2xi1>) outs(%io : tensor<4xi1>) -> tensor<4xi1>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %e = tensor.extract %ir[%i] : tensor<4xi1>
    vector.print %e : i1
  }
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  return
}
