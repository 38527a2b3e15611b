// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// linalg pooling ops (1-D, 2-D and 3-D; sum, max, min; signed and unsigned) on small static
// shapes with distinct values, float and integer, several with non-default strides and
// dilations; the unsigned variants read i8 values above 127 and widen them with a zero
// extension; last, a sum pooling between strided subviews of buffers. The CHECK lines are
// what `scripts/mlir-sparse-run` on this file prints (MLIR 22's sparsifier pipeline, then
// mlir-runner-22).

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad_f32 = arith.constant 0.0 : f32
  %pad_i32 = arith.constant 0 : i32
  %pad_i16 = arith.constant 0 : i16
  %pad_i8 = arith.constant 0 : i8
  // NCHW max pooling over a 2x2 window, strides (1, 2).
  %in0_0 = arith.constant dense<[[[[-3.75, -1.25, 2.75, -1.0, -3.25], [-4.0, -3.25, -1.0, 2.75, -1.25], [-3.75, 4.5, -4.25, -2.25, 1.25], [-3.0, 3.5, 2.25, 2.5, 4.25]], [[-1.75, 3.0, 0.0, -1.5, -1.5], [0.0, 3.0, -1.75, 4.25, 2.5], [2.25, 3.5, -3.0, 1.25, -2.25], [-4.25, 4.5, -3.75, -1.25, 2.75]]]]> : tensor<1x2x4x5xf32>
  %in0_1 = arith.constant dense<[[-2.5, 0.0], [4.0, 0.25]]> : tensor<2x2xf32>
  %init0 = arith.constant dense<-1.0e+09> : tensor<1x2x3x2xf32>
  %r0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%in0_0, %in0_1 : tensor<1x2x4x5xf32>, tensor<2x2xf32>)
      outs(%init0 : tensor<1x2x3x2xf32>) -> tensor<1x2x3x2xf32>
  %v0 = vector.transfer_read %r0[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x3x2xf32>, vector<1x2x3x2xf32>
  vector.print %v0 : vector<1x2x3x2xf32>
  // CHECK: ( ( ( ( -1.25, 2.75 ), ( 4.5, 2.75 ), ( 4.5, 2.5 ) ), ( ( 3, 4.25 ), ( 3.5, 4.25 ), ( 4.5, 1.25 ) ) ) )
  // NCHW sum pooling, dilations (2, 1), accumulating into a non-zero output.
  %in1_0 = arith.constant dense<[[[[0.0, 2.5, -2.75, 2.75], [0.5, -0.25, 0.5, 2.75], [-2.75, 2.5, 0.0, -1.0], [-0.5, 1.5, -4.25, 0.75]], [[-2.0, -3.25, -3.0, -1.25], [2.0, -2.5, 3.75, 2.25], [2.25, 3.75, -2.5, 2.0], [-1.25, -3.0, -3.25, -2.0]]]]> : tensor<1x2x4x4xf32>
  %in1_1 = arith.constant dense<[[1.25, 3.75], [-1.5, 4.0]]> : tensor<2x2xf32>
  %init1 = arith.constant dense<[[[[2.5, -4.25, -0.25], [-4.0, 3.0, 2.25]], [[3.0, -4.0, -0.25], [-4.25, 2.5, 1.5]]]]> : tensor<1x2x2x3xf32>
  %r1 = linalg.pooling_nchw_sum {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in1_0, %in1_1 : tensor<1x2x4x4xf32>, tensor<2x2xf32>)
      outs(%init1 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %v1 = vector.transfer_read %r1[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x3xf32>, vector<1x2x2x3xf32>
  vector.print %v1 : vector<1x2x2x3xf32>
  // CHECK-NEXT: ( ( ( ( 4.75, -2, -1.25 ), ( -2.75, 0.5, 2 ) ), ( ( 3.75, -9, -5 ), ( -9, -2.5, 2.25 ) ) ) )
  // NCW max pooling on i32, window 3, stride 2.
  %in2_0 = arith.constant dense<[[[-10, 3, -3, -5, -3, 3, -10], [4, -1, -2, 1, 8, -4, 11]]]> : tensor<1x2x7xi32>
  %in2_1 = arith.constant dense<[-3, 10, 4]> : tensor<3xi32>
  %init2 = arith.constant dense<-100> : tensor<1x2x3xi32>
  %r2 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%in2_0, %in2_1 : tensor<1x2x7xi32>, tensor<3xi32>)
      outs(%init2 : tensor<1x2x3xi32>) -> tensor<1x2x3xi32>
  %v2 = vector.transfer_read %r2[%c0, %c0, %c0], %pad_i32 : tensor<1x2x3xi32>, vector<1x2x3xi32>
  vector.print %v2 : vector<1x2x3xi32>
  // CHECK-NEXT: ( ( ( 3, -3, 3 ), ( 4, 8, 11 ) ) )
  // NCW sum pooling of i8 into i32 (sign extended), dilation 2.
  %in3_0 = arith.constant dense<[[[-43, 23, -96, 22, -45, -86], [110, -90, -53, 10, 99, 3]]]> : tensor<1x2x6xi8>
  %in3_1 = arith.constant dense<[-14, 52]> : tensor<2xi8>
  %init3 = arith.constant dense<[[[2, -8, 9, 7], [9, -8, 2, -7]]]> : tensor<1x2x4xi32>
  %r3 = linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%in3_0, %in3_1 : tensor<1x2x6xi8>, tensor<2xi8>)
      outs(%init3 : tensor<1x2x4xi32>) -> tensor<1x2x4xi32>
  %v3 = vector.transfer_read %r3[%c0, %c0, %c0], %pad_i32 : tensor<1x2x4xi32>, vector<1x2x4xi32>
  vector.print %v3 : vector<1x2x4xi32>
  // CHECK-NEXT: ( ( ( -137, 37, -132, -57 ), ( 66, -88, 48, 6 ) ) )
  // 3-D NDHWC min pooling.
  %in4_0 = arith.constant dense<[[[[[2.0, 4.5], [-0.75, -4.5], [2.5, 1.75]], [[2.5, -4.5], [-0.75, 4.5], [2.0, 1.0]], [[1.5, 3.5], [-2.25, 2.75], [0.0, -1.25]]], [[[-1.0, 0.75], [4.0, -0.5], [-3.5, 4.25]], [[4.25, -3.5], [-0.5, 4.0], [0.75, -1.0]], [[-1.25, 0.0], [2.75, -2.25], [3.5, 1.5]]], [[[1.0, 2.0], [4.5, -0.75], [-4.5, 2.5]], [[1.75, 2.5], [-4.5, -0.75], [4.5, 2.0]], [[1.0, 1.5], [3.5, -2.25], [2.75, 0.0]]]]]> : tensor<1x3x3x3x2xf32>
  %in4_1 = arith.constant dense<[[[3.25, -3.5], [0.5, -3.25]], [[3.75, 3.0], [3.75, -3.25]]]> : tensor<2x2x2xf32>
  %init4 = arith.constant dense<1.0e+09> : tensor<1x2x2x2x2xf32>
  %r4 = linalg.pooling_ndhwc_min
      ins(%in4_0, %in4_1 : tensor<1x3x3x3x2xf32>, tensor<2x2x2xf32>)
      outs(%init4 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x2x2xf32>, vector<1x2x2x2x2xf32>
  vector.print %v4 : vector<1x2x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( -1, -4.5 ), ( -3.5, -4.5 ) ), ( ( -2.25, -4.5 ), ( -2.25, -2.25 ) ) ), ( ( ( -4.5, -3.5 ), ( -4.5, -1 ) ), ( ( -4.5, -3.5 ), ( -4.5, -2.25 ) ) ) ) )
  // 3-D NDHWC sum pooling, stride 2 along W.
  %in5_0 = arith.constant dense<[[[[[-3.5, -1.0], [3.0, -0.75], [-3.0, -3.75], [-3.0, -0.75]], [[3.0, -1.0], [-3.5, -4.5], [-4.0, -2.0], [1.5, -2.75]], [[3.75, 2.5], [2.75, 4.5], [-1.5, 3.25], [0.25, -1.25]]], [[[-1.25, 0.25], [3.25, -1.5], [4.5, 2.75], [2.5, 3.75]], [[-2.75, 1.5], [-2.0, -4.0], [-4.5, -3.5], [-1.0, 3.0]], [[-0.75, -3.0], [-3.75, -3.0], [-0.75, 3.0], [-1.0, -3.5]]]]]> : tensor<1x2x3x4x2xf32>
  %in5_1 = arith.constant dense<[[[-2.25, 0.25], [4.25, 0.5]], [[-1.75, -2.5], [-1.75, 0.5]]]> : tensor<2x2x2xf32>
  %init5 = arith.constant dense<[[[[[-1.0, 1.5], [-3.75, 1.75]], [[-0.5, -1.25], [-0.5, 1.75]]]]]> : tensor<1x1x2x2x2xf32>
  %r5 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 1, 2]> : tensor<3xi64>}
      ins(%in5_0, %in5_1 : tensor<1x2x3x4x2xf32>, tensor<2x2x2xf32>)
      outs(%init5 : tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
  %v5 = vector.transfer_read %r5[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<1x1x2x2x2xf32>, vector<1x1x2x2x2xf32>
  vector.print %v5 : vector<1x1x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( ( -4.75, -9.5 ), ( -10.75, -1.5 ) ), ( ( -3.75, -8.25 ), ( -11.5, -2 ) ) ) ) )
  // Unsigned NHWC max pooling: i8 values above 127 zero-extended to i32.
  %in6_0 = arith.constant dense<[[[[239, 85], [197, 63], [195, 81]], [[233, 139], [55, 237], [173, 119]], [[75, 41], [17, 3], [255, 5]]]]> : tensor<1x3x3x2xi8>
  %in6_1 = arith.constant dense<[[24, 126], [238, 104]]> : tensor<2x2xi8>
  %init6 = arith.constant dense<0> : tensor<1x2x2x2xi32>
  %r6 = linalg.pooling_nhwc_max_unsigned
      ins(%in6_0, %in6_1 : tensor<1x3x3x2xi8>, tensor<2x2xi8>)
      outs(%init6 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %v6 = vector.transfer_read %r6[%c0, %c0, %c0, %c0], %pad_i32 : tensor<1x2x2x2xi32>, vector<1x2x2x2xi32>
  vector.print %v6 : vector<1x2x2x2xi32>
  // CHECK-NEXT: ( ( ( ( 239, 237 ), ( 197, 237 ) ), ( ( 233, 237 ), ( 255, 237 ) ) ) )
  // Unsigned NHWC max pooling into i8 itself, stride 2 along H.
  %in7_0 = arith.constant dense<[[[[106, 208], [64, 186], [62, 204]], [[100, 6], [178, 104], [40, 242]], [[198, 164], [140, 126], [122, 128]], [[144, 170], [206, 252], [52, 118]], [[194, 24], [120, 226], [86, 212]]]]> : tensor<1x5x3x2xi8>
  %in7_1 = arith.constant dense<[[147, 249], [105, 227]]> : tensor<2x2xi8>
  %init7 = arith.constant dense<1> : tensor<1x2x2x2xi8>
  %r7 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%in7_0, %in7_1 : tensor<1x5x3x2xi8>, tensor<2x2xi8>)
      outs(%init7 : tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8>
  %v7 = vector.transfer_read %r7[%c0, %c0, %c0, %c0], %pad_i8 : tensor<1x2x2x2xi8>, vector<1x2x2x2xi8>
  vector.print %v7 : vector<1x2x2x2xi8>
  // CHECK-NEXT: ( ( ( ( -78, -48 ), ( -78, -14 ) ), ( ( -50, -4 ), ( -50, -4 ) ) ) )
  // NHWC min pooling, strides 2.
  %in8_0 = arith.constant dense<[[[[-1.5, 1.0], [-4.25, 1.25], [-1.0, -1.75], [-1.0, 1.25], [-4.25, 1.0]], [[-1.5, -2.5], [-2.0, 0.0], [3.5, -0.75], [-3.5, 4.5], [-4.5, -2.75]], [[0.5, -4.0], [2.25, 0.75], [0.75, 2.25], [-4.0, 0.5], [-2.75, -4.5]], [[4.5, -3.5], [-0.75, 3.5], [0.0, -2.0], [-2.5, -1.5], [1.0, -4.25]], [[1.25, -1.0], [-1.75, -1.0], [1.25, -4.25], [1.0, -1.5], [-2.5, -2.0]]]]> : tensor<1x5x5x2xf32>
  %in8_1 = arith.constant dense<[[-0.25, 2.25], [-3.0, 2.5]]> : tensor<2x2xf32>
  %init8 = arith.constant dense<[[[[1.0, 3.5], [-1.75, 3.75]], [[1.5, 0.75], [1.5, 3.75]]]]> : tensor<1x2x2x2xf32>
  %r8 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in8_0, %in8_1 : tensor<1x5x5x2xf32>, tensor<2x2xf32>)
      outs(%init8 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %v8 = vector.transfer_read %r8[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x2x2x2xf32>, vector<1x2x2x2xf32>
  vector.print %v8 : vector<1x2x2x2xf32>
  // CHECK-NEXT: ( ( ( ( -4.25, -2.5 ), ( -3.5, -1.75 ) ), ( ( -0.75, -4 ), ( -4, -2 ) ) ) )
  // NWC max pooling on f32, window 3.
  %in9_0 = arith.constant dense<[[[2.25, -4.5], [-0.5, -4.25], [2.75, 2.0], [2.75, -4.25], [-0.5, -4.5], [2.25, 1.25]]]> : tensor<1x6x2xf32>
  %in9_1 = arith.constant dense<[3.5, -3.25, 0.75]> : tensor<3xf32>
  %init9 = arith.constant dense<[[[-4.5, -2.0], [2.0, -1.75], [-4.0, 4.5], [-4.0, -1.75]]]> : tensor<1x4x2xf32>
  %r9 = linalg.pooling_nwc_max
      ins(%in9_0, %in9_1 : tensor<1x6x2xf32>, tensor<3xf32>)
      outs(%init9 : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  %v9 = vector.transfer_read %r9[%c0, %c0, %c0], %pad_f32 : tensor<1x4x2xf32>, vector<1x4x2xf32>
  vector.print %v9 : vector<1x4x2xf32>
  // CHECK-NEXT: ( ( ( 2.75, 2 ), ( 2.75, 2 ), ( 2.75, 4.5 ), ( 2.75, 1.25 ) ) )
  // NWC min pooling on i32, dilation 2.
  %in10_0 = arith.constant dense<[[[-3, 10], [4, 2], [4, 10], [-3, 11], [6, 5], [8, -8]]]> : tensor<1x6x2xi32>
  %in10_1 = arith.constant dense<[4, -6]> : tensor<2xi32>
  %init10 = arith.constant dense<[[[11, 1], [-5, -7], [-5, 1], [11, 2]]]> : tensor<1x4x2xi32>
  %r10 = linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%in10_0, %in10_1 : tensor<1x6x2xi32>, tensor<2xi32>)
      outs(%init10 : tensor<1x4x2xi32>) -> tensor<1x4x2xi32>
  %v10 = vector.transfer_read %r10[%c0, %c0, %c0], %pad_i32 : tensor<1x4x2xi32>, vector<1x4x2xi32>
  vector.print %v10 : vector<1x4x2xi32>
  // CHECK-NEXT: ( ( ( -3, 1 ), ( -5, -7 ), ( -5, 1 ), ( -3, -8 ) ) )
  // Unsigned NWC min pooling of i8 into i16 seeded with 0xFFFF.
  %in11_0 = arith.constant dense<[[[86, 188], [44, 166], [42, 184], [80, 242], [158, 84]]]> : tensor<1x5x2xi8>
  %in11_1 = arith.constant dense<[127, 229]> : tensor<2xi8>
  %init11 = arith.constant dense<-1> : tensor<1x4x2xi16>
  %r11 = linalg.pooling_nwc_min_unsigned
      ins(%in11_0, %in11_1 : tensor<1x5x2xi8>, tensor<2xi8>)
      outs(%init11 : tensor<1x4x2xi16>) -> tensor<1x4x2xi16>
  %v11 = vector.transfer_read %r11[%c0, %c0, %c0], %pad_i16 : tensor<1x4x2xi16>, vector<1x4x2xi16>
  vector.print %v11 : vector<1x4x2xi16>
  // CHECK-NEXT: ( ( ( 44, 166 ), ( 42, 166 ), ( 42, 184 ), ( 80, 84 ) ) )
  // Unsigned NWC min pooling on i8, stride 2: 200 is above 100 when unsigned.
  %in12_0 = arith.constant dense<[[[209, 55], [167, 33], [165, 51], [203, 109], [25, 207], [143, 89], [45, 11]]]> : tensor<1x7x2xi8>
  %in12_1 = arith.constant dense<[250, 96]> : tensor<2xi8>
  %init12 = arith.constant dense<255> : tensor<1x3x2xi8>
  %r12 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%in12_0, %in12_1 : tensor<1x7x2xi8>, tensor<2xi8>)
      outs(%init12 : tensor<1x3x2xi8>) -> tensor<1x3x2xi8>
  %v12 = vector.transfer_read %r12[%c0, %c0, %c0], %pad_i8 : tensor<1x3x2xi8>, vector<1x3x2xi8>
  vector.print %v12 : vector<1x3x2xi8>
  // CHECK-NEXT: ( ( ( -89, 33 ), ( -91, 51 ), ( 25, 89 ) ) )
  // On buffers: a strided subview of the input summed into a strided window of a larger
  // output, the rest of which keeps its fill.
  %bx = arith.constant dense<[[[1.0, 2.0], [3.0, -4.0], [5.0, 6.5], [-7.0, 8.0], [0.5, 0.25]]]> : tensor<1x5x2xf32>
  %bxm = bufferization.to_buffer %bx : tensor<1x5x2xf32> to memref<1x5x2xf32>
  %bxs = memref.subview %bxm[0, 1, 1] [1, 4, 1] [1, 1, 1] : memref<1x5x2xf32> to memref<1x4x1xf32, strided<[10, 2, 1], offset: 3>>
  %bw = memref.alloc() : memref<2xf32>
  %big = memref.alloc() : memref<2x6x3xf32>
  %fill = arith.constant 1.5 : f32
  linalg.fill ins(%fill : f32) outs(%big : memref<2x6x3xf32>)
  %bos = memref.subview %big[1, 2, 1] [1, 3, 1] [1, 1, 1] : memref<2x6x3xf32> to memref<1x3x1xf32, strided<[18, 3, 1], offset: 25>>
  linalg.pooling_nwc_sum ins(%bxs, %bw : memref<1x4x1xf32, strided<[10, 2, 1], offset: 3>>, memref<2xf32>)
                         outs(%bos : memref<1x3x1xf32, strided<[18, 3, 1], offset: 25>>)
  %bv = vector.transfer_read %big[%c0, %c0, %c0], %pad_f32 : memref<2x6x3xf32>, vector<2x6x3xf32>
  vector.print %bv : vector<2x6x3xf32>
  // CHECK-NEXT: ( ( ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ) ), ( ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ), ( 1.5, 4, 1.5 ), ( 1.5, 16, 1.5 ), ( 1.5, 9.75, 1.5 ), ( 1.5, 1.5, 1.5 ) ) )
  return
}
