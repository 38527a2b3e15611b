// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// linalg.winograd_{filter,input,output}_transform for F(2x2, 3x3), F(4x4, 3x3) and
// F(2x2, 5x5), on both sides and on one side only, in f32 and f16, then a whole 3x3
// convolution through the three transforms next to linalg.conv_2d_nhwc_fhwc (equal up to
// rounding). The CHECK lines are what mlir-runner-22 prints for this file after MLIR
// decomposes the transforms into matmuls with its constant matrices:
//   mlir-opt-22 %s --test-linalg-transform-patterns=test-decompose-winograd-ops
//     | scripts/mlir-sparse-run

// CHECK: -1.06
// CHECK-NEXT: 0.46
// CHECK-NEXT: -2.09
// CHECK-NEXT: -0.62
// CHECK-NEXT: 0.875
// CHECK-NEXT: 0.125
// CHECK-NEXT: 0.165
// CHECK-NEXT: -0.42
// CHECK-NEXT: -0.035
// CHECK-NEXT: -2.735
// CHECK-NEXT: 2.735
// CHECK-NEXT: 2.3
// CHECK-NEXT: -0.22
// CHECK-NEXT: -2.15
// CHECK-NEXT: 0.81
// CHECK-NEXT: 1.26
// CHECK-NEXT: -0.57
// CHECK-NEXT: -1.71
// CHECK-NEXT: 0.0849999
// CHECK-NEXT: -0.45
// CHECK-NEXT: 0.8175
// CHECK-NEXT: 0.1375
// CHECK-NEXT: 2
// CHECK-NEXT: 1.1575
// CHECK-NEXT: 1.5325
// CHECK-NEXT: 2.2875
// CHECK-NEXT: 0.0850001
// CHECK-NEXT: -2.4625
// CHECK-NEXT: 1.78
// CHECK-NEXT: 0.715
// CHECK-NEXT: 2.17
// CHECK-NEXT: -1.755
// CHECK-NEXT: 2.08
// CHECK-NEXT: 0.42
// CHECK-NEXT: 0.045
// CHECK-NEXT: 1.84
// CHECK-NEXT: -0.4075
// CHECK-NEXT: -1.3125
// CHECK-NEXT: 0.99
// CHECK-NEXT: -0.6925
// CHECK-NEXT: -2.4725
// CHECK-NEXT: -0.3125
// CHECK-NEXT: -1.325
// CHECK-NEXT: -2.4125
// CHECK-NEXT: -0.8
// CHECK-NEXT: -1.205
// CHECK-NEXT: -0.29
// CHECK-NEXT: -1.265
// CHECK-NEXT: 0.45
// CHECK-NEXT: -0.83
// CHECK-NEXT: -1.96
// CHECK-NEXT: 0.77
// CHECK-NEXT: 1.285
// CHECK-NEXT: -1.05
// CHECK-NEXT: 3.155
// CHECK-NEXT: 0.045
// CHECK-NEXT: -0.975
// CHECK-NEXT: -0.76
// CHECK-NEXT: 1.495
// CHECK-NEXT: -2.575
// CHECK-NEXT: 0.76
// CHECK-NEXT: -2.64
// CHECK-NEXT: 2.69
// CHECK-NEXT: -1.76
// CHECK-NEXT: 3.7
// CHECK-NEXT: -4.21
// CHECK-NEXT: -2.58
// CHECK-NEXT: 2.68
// CHECK-NEXT: 4.84
// CHECK-NEXT: 2.59
// CHECK-NEXT: -1.86
// CHECK-NEXT: -1.89
// CHECK-NEXT: 3.16
// CHECK-NEXT: -3.01
// CHECK-NEXT: -1.56
// CHECK-NEXT: 3.83
// CHECK-NEXT: -1.96
// CHECK-NEXT: 5.54
// CHECK-NEXT: 2.71
// CHECK-NEXT: -4.66
// CHECK-NEXT: 4.81
// CHECK-NEXT: -5.06
// CHECK-NEXT: -0.41
// CHECK-NEXT: -5.04
// CHECK-NEXT: 6.88
// CHECK-NEXT: 2.1
// CHECK-NEXT: 4.98
// CHECK-NEXT: -0.67
// CHECK-NEXT: 1.96
// CHECK-NEXT: -3.38
// CHECK-NEXT: 2.88
// CHECK-NEXT: -1.55
// CHECK-NEXT: -0.28
// CHECK-NEXT: 2.03
// CHECK-NEXT: 0.61
// CHECK-NEXT: -0.26
// CHECK-NEXT: -1.81
// CHECK-NEXT: -1.68
// CHECK-NEXT: -1.75
// CHECK-NEXT: 3.66
// CHECK-NEXT: 1.42
// CHECK-NEXT: 1.5
// CHECK-NEXT: -0.4
// CHECK-NEXT: 0.49
// CHECK-NEXT: 1.26
// CHECK-NEXT: -2.18
// CHECK-NEXT: -2.78
// CHECK-NEXT: 3.65
// CHECK-NEXT: -1.76
// CHECK-NEXT: 5.63
// CHECK-NEXT: 2.77
// CHECK-NEXT: -1.4
// CHECK-NEXT: 2.64
// CHECK-NEXT: 2.66
// CHECK-NEXT: -1.53
// CHECK-NEXT: -6.83
// CHECK-NEXT: 0.0400001
// CHECK-NEXT: 0.88
// CHECK-NEXT: -0.14
// CHECK-NEXT: -4.2
// CHECK-NEXT: -2.48
// CHECK-NEXT: 2
// CHECK-NEXT: 5.34
// CHECK-NEXT: -4.26
// CHECK-NEXT: 1.82
// CHECK-NEXT: -2.37
// CHECK-NEXT: -2.77
// CHECK-NEXT: 0.8
// CHECK-NEXT: -2.73
// CHECK-NEXT: 3.44
// CHECK-NEXT: -6.45
// CHECK-NEXT: -5.23
// CHECK-NEXT: -3.77
// CHECK-NEXT: -12.65
// CHECK-NEXT: 9.35
// CHECK-NEXT: 5.53
// CHECK-NEXT: -1.26
// CHECK-NEXT: -2.34
// CHECK-NEXT: 0.15
// CHECK-NEXT: -2.02
// CHECK-NEXT: -8.99
// CHECK-NEXT: -6.45
// CHECK-NEXT: -4.02
// CHECK-NEXT: -0.2
// CHECK-NEXT: -2.86
// CHECK-NEXT: 1.8
// CHECK-NEXT: -0.00666672
// CHECK-NEXT: -0.633333
// CHECK-NEXT: 0.27
// CHECK-NEXT: 0.17
// CHECK-NEXT: 0.19
// CHECK-NEXT: -0.0777777
// CHECK-NEXT: 1.10444
// CHECK-NEXT: -0.265278
// CHECK-NEXT: -0.856389
// CHECK-NEXT: -1.73
// CHECK-NEXT: 1.60333
// CHECK-NEXT: -1.23778
// CHECK-NEXT: 0.0600001
// CHECK-NEXT: 0.5125
// CHECK-NEXT: -0.136389
// CHECK-NEXT: 0.163333
// CHECK-NEXT: 0.171667
// CHECK-NEXT: -0.0822222
// CHECK-NEXT: -0.841667
// CHECK-NEXT: 0.229167
// CHECK-NEXT: 0.608889
// CHECK-NEXT: 1.21417
// CHECK-NEXT: -0.535
// CHECK-NEXT: 0.497778
// CHECK-NEXT: -0.319444
// CHECK-NEXT: -0.159722
// CHECK-NEXT: 0.248889
// CHECK-NEXT: 0.2675
// CHECK-NEXT: 0.17
// CHECK-NEXT: 0.173333
// CHECK-NEXT: -1.74
// CHECK-NEXT: 0.2625
// CHECK-NEXT: 1.21917
// CHECK-NEXT: 2.18
// CHECK-NEXT: 0.0910547
// CHECK-NEXT: -0.0722266
// CHECK-NEXT: 0.345977
// CHECK-NEXT: -0.144766
// CHECK-NEXT: 0.342109
// CHECK-NEXT: -0.241328
// CHECK-NEXT: 0.223828
// CHECK-NEXT: -0.00570312
// CHECK-NEXT: 0.3325
// CHECK-NEXT: -0.246719
// CHECK-NEXT: 0.518281
// CHECK-NEXT: -0.42418
// CHECK-NEXT: -0.363047
// CHECK-NEXT: -0.145078
// CHECK-NEXT: -0.024375
// CHECK-NEXT: -0.175781
// CHECK-NEXT: -0.0464063
// CHECK-NEXT: -0.0815234
// CHECK-NEXT: 0.202266
// CHECK-NEXT: 0.0442969
// CHECK-NEXT: -0.0546094
// CHECK-NEXT: -0.180469
// CHECK-NEXT: 0.235781
// CHECK-NEXT: -0.31
// CHECK-NEXT: -0.468047
// CHECK-NEXT: -0.175703
// CHECK-NEXT: -0.0289844
// CHECK-NEXT: -0.123594
// CHECK-NEXT: -0.0823438
// CHECK-NEXT: 0.000312506
// CHECK-NEXT: 0.367383
// CHECK-NEXT: 0.129141
// CHECK-NEXT: -0.00820313
// CHECK-NEXT: -0.0335156
// CHECK-NEXT: 0.190547
// CHECK-NEXT: -0.184687
// CHECK-NEXT: 506.07
// CHECK-NEXT: 220.84
// CHECK-NEXT: 676.35
// CHECK-NEXT: 1861.87
// CHECK-NEXT: 620.84
// CHECK-NEXT: -162.84
// CHECK-NEXT: 244.36
// CHECK-NEXT: 393.44
// CHECK-NEXT: 568.47
// CHECK-NEXT: -36.13
// CHECK-NEXT: 1345.18
// CHECK-NEXT: 462.48
// CHECK-NEXT: 2564.23
// CHECK-NEXT: -155.02
// CHECK-NEXT: 1121.15
// CHECK-NEXT: 2225.44
// CHECK-NEXT: 2.51
// CHECK-NEXT: 0.01
// CHECK-NEXT: 0.521667
// CHECK-NEXT: 0.0866666
// CHECK-NEXT: 0.0483333
// CHECK-NEXT: 0.86
// CHECK-NEXT: -0.544667
// CHECK-NEXT: -0.0265
// CHECK-NEXT: 0.0821667
// CHECK-NEXT: -0.941833
// CHECK-NEXT: 1.8
// CHECK-NEXT: -1.97
// CHECK-NEXT: -0.353125
// CHECK-NEXT: 1.07687
// CHECK-NEXT: -0.09625
// CHECK-NEXT: 0.455
// CHECK-NEXT: 0.33125
// CHECK-NEXT: -0.250625
// CHECK-NEXT: -0.30375
// CHECK-NEXT: 0.85375
// CHECK-NEXT: -0.060625
// CHECK-NEXT: -0.09
// CHECK-NEXT: 0.70375
// CHECK-NEXT: -0.175
// CHECK-NEXT: -0.47375
// CHECK-NEXT: 0.50125
// CHECK-NEXT: 0.4625
// CHECK-NEXT: 0.8675
// CHECK-NEXT: -0.205625
// CHECK-NEXT: -0.50625
// CHECK-NEXT: 16.49
// CHECK-NEXT: 28.64
// CHECK-NEXT: 2.25977
// CHECK-NEXT: 0.610352
// CHECK-NEXT: -1.15625
// CHECK-NEXT: -0.733398
// CHECK-NEXT: 0.149902
// CHECK-NEXT: -1.44043
// CHECK-NEXT: 0.09375
// CHECK-NEXT: -0.203857
// CHECK-NEXT: -0.709961
// CHECK-NEXT: 0.307129
// CHECK-NEXT: 0.560059
// CHECK-NEXT: 1.27734
// CHECK-NEXT: -0.146484
// CHECK-NEXT: -0.261475
// CHECK-NEXT: 0.414307
// CHECK-NEXT: 0.129028
// CHECK-NEXT: -0.208862
// CHECK-NEXT: -0.0830078
// CHECK-NEXT: -0.598633
// CHECK-NEXT: 0.0654297
// CHECK-NEXT: 0.717773
// CHECK-NEXT: -0.0789185
// CHECK-NEXT: -0.405029
// CHECK-NEXT: -0.57666
// CHECK-NEXT: -0.478271
// CHECK-NEXT: 0.0942993
// CHECK-NEXT: 0.155762
// CHECK-NEXT: 0.0098877
// CHECK-NEXT: -0.020874
// CHECK-NEXT: 0.103149
// CHECK-NEXT: -2.17969
// CHECK-NEXT: 0.0869141
// CHECK-NEXT: 1.59961
// CHECK-NEXT: 0.079834
// CHECK-NEXT: -0.67627
// CHECK-NEXT: -0.350098
// CHECK-NEXT: -75.625
// CHECK-NEXT: 240.875
// CHECK-NEXT: 226.375
// CHECK-NEXT: 2048
// CHECK-NEXT: 37.6875
// CHECK-NEXT: -218.75
// CHECK-NEXT: 134.5
// CHECK-NEXT: -902.5
// CHECK-NEXT: -542.5
// CHECK-NEXT: 280.75
// CHECK-NEXT: -1253
// CHECK-NEXT: 492.5
// CHECK-NEXT: -91.8125
// CHECK-NEXT: -511.25
// CHECK-NEXT: 392.5
// CHECK-NEXT: -1863
// CHECK-NEXT: 6.2977
// CHECK-NEXT: -14.0579
// CHECK-NEXT: 5.185
// CHECK-NEXT: -3.9621
// CHECK-NEXT: 42.7814
// CHECK-NEXT: -9.967
// CHECK-NEXT: 6.3439
// CHECK-NEXT: -6.2846
// CHECK-NEXT: 40.0015
// CHECK-NEXT: -12.0711
// CHECK-NEXT: 5.9811
// CHECK-NEXT: 8.8767
// CHECK-NEXT: 25.6187
// CHECK-NEXT: -9.3455
// CHECK-NEXT: 3.9839
// CHECK-NEXT: 0.0574002
// CHECK-NEXT: 5.0118
// CHECK-NEXT: -10.3117
// CHECK-NEXT: -10.0154
// CHECK-NEXT: 21.1573
// CHECK-NEXT: 6.1642
// CHECK-NEXT: -14.5453
// CHECK-NEXT: -6.972
// CHECK-NEXT: -6.266
// CHECK-NEXT: 1.7819
// CHECK-NEXT: 3.9236
// CHECK-NEXT: -26.0148
// CHECK-NEXT: 10.2946
// CHECK-NEXT: -1.7865
// CHECK-NEXT: 2.475
// CHECK-NEXT: 0.155402
// CHECK-NEXT: -2.4238
// CHECK-NEXT: 1.2581
// CHECK-NEXT: -11.8516
// CHECK-NEXT: -29.5509
// CHECK-NEXT: -14.6239
// CHECK-NEXT: 22.725
// CHECK-NEXT: -28.1238
// CHECK-NEXT: -7.2473
// CHECK-NEXT: -3.3103
// CHECK-NEXT: 2.6971
// CHECK-NEXT: -11.4404
// CHECK-NEXT: 7.6756
// CHECK-NEXT: 0.8489
// CHECK-NEXT: 11.0781
// CHECK-NEXT: 1.7406
// CHECK-NEXT: 4.6893
// CHECK-NEXT: -11.2388
// CHECK-NEXT: 1.9562
// CHECK-NEXT: -9.4743
// CHECK-NEXT: 2.2157
// CHECK-NEXT: -3.6177
// CHECK-NEXT: 17.7006
// CHECK-NEXT: -8.0813
// CHECK-NEXT: -3.4075
// CHECK-NEXT: -8.5359
// CHECK-NEXT: 20.1587
// CHECK-NEXT: -1.6962
// CHECK-NEXT: 17.2278
// CHECK-NEXT: 9.6572
// CHECK-NEXT: 3.6317
// CHECK-NEXT: 14.2236
// CHECK-NEXT: 20.786
// CHECK-NEXT: -6.6194
// CHECK-NEXT: 6.2977
// CHECK-NEXT: -14.0579
// CHECK-NEXT: 5.185
// CHECK-NEXT: -3.9621
// CHECK-NEXT: 42.7814
// CHECK-NEXT: -9.967
// CHECK-NEXT: 6.3439
// CHECK-NEXT: -6.2846
// CHECK-NEXT: 40.0015
// CHECK-NEXT: -12.0711
// CHECK-NEXT: 5.9811
// CHECK-NEXT: 8.8767
// CHECK-NEXT: 25.6187
// CHECK-NEXT: -9.3455
// CHECK-NEXT: 3.9839
// CHECK-NEXT: 0.0573986
// CHECK-NEXT: 5.0118
// CHECK-NEXT: -10.3117
// CHECK-NEXT: -10.0154
// CHECK-NEXT: 21.1573
// CHECK-NEXT: 6.1642
// CHECK-NEXT: -14.5453
// CHECK-NEXT: -6.972
// CHECK-NEXT: -6.266
// CHECK-NEXT: 1.7819
// CHECK-NEXT: 3.9236
// CHECK-NEXT: -26.0148
// CHECK-NEXT: 10.2946
// CHECK-NEXT: -1.7865
// CHECK-NEXT: 2.475
// CHECK-NEXT: 0.155401
// CHECK-NEXT: -2.4238
// CHECK-NEXT: 1.2581
// CHECK-NEXT: -11.8516
// CHECK-NEXT: -29.5509
// CHECK-NEXT: -14.6239
// CHECK-NEXT: 22.725
// CHECK-NEXT: -28.1238
// CHECK-NEXT: -7.2473
// CHECK-NEXT: -3.3103
// CHECK-NEXT: 2.6971
// CHECK-NEXT: -11.4404
// CHECK-NEXT: 7.6756
// CHECK-NEXT: 0.8489
// CHECK-NEXT: 11.0781
// CHECK-NEXT: 1.7406
// CHECK-NEXT: 4.6893
// CHECK-NEXT: -11.2388
// CHECK-NEXT: 1.9562
// CHECK-NEXT: -9.4743
// CHECK-NEXT: 2.2157
// CHECK-NEXT: -3.6177
// CHECK-NEXT: 17.7006
// CHECK-NEXT: -8.0813
// CHECK-NEXT: -3.4075
// CHECK-NEXT: -8.5359
// CHECK-NEXT: 20.1587
// CHECK-NEXT: -1.6962
// CHECK-NEXT: 17.2278
// CHECK-NEXT: 9.6572
// CHECK-NEXT: 3.6317
// CHECK-NEXT: 14.2236
// CHECK-NEXT: 20.786
// CHECK-NEXT: -6.6194

// Prints every element of a flattened tensor.
func.func @show_f32(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    vector.print %v : f32
  }
  return
}

// Prints every element of a flattened tensor.
func.func @show_f16(%t: tensor<?xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf16>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xf16>
    vector.print %v : f16
  }
  return
}

func.func @main() {
  // F(2x2, 3x3): G g G^T of two 3x3 filters of two channels (FHWC to HWCF).
  %filter_2_3_in = arith.constant dense<[[[[-1.06, -2.09], [0.91, -2.57], [0.22, -0.81]], [[-2.65, 0.04], [-2.78, -0.40], [-2.58, -2.46]], [[-0.45, 1.96], [-2.26, -1.66], [0.76, 2.69]]], [[[0.46, -0.62], [2.86, -2.72], [2.15, -1.26]], [[-2.13, -2.29], [-1.15, 1.90], [-1.92, 0.49]], [[0.83, -0.77], [0.29, -2.62], [-2.64, -1.76]]]]> : tensor<2x3x3x2xf32>
  %filter_2_3_init = tensor.empty() : tensor<4x4x2x2xf32>
  %filter_2_3 = linalg.winograd_filter_transform fmr(F_2_3) ins(%filter_2_3_in : tensor<2x3x3x2xf32>) outs(%filter_2_3_init : tensor<4x4x2x2xf32>) -> tensor<4x4x2x2xf32>
  %filter_2_3_flat = tensor.collapse_shape %filter_2_3 [[0, 1, 2, 3]] : tensor<4x4x2x2xf32> into tensor<64xf32>
  %filter_2_3_dyn = tensor.cast %filter_2_3_flat : tensor<64xf32> to tensor<?xf32>
  call @show_f32(%filter_2_3_dyn) : (tensor<?xf32>) -> ()
  // B^T d B of the 2x2 tiles of a 6x6 image, windows of 4 two apart.
  %input_2_3_in = arith.constant dense<[[[[1.08], [-0.43], [-1.12], [0.51], [-0.28], [-1.20]], [[1.77], [1.19], [-1.54], [0.45], [0.15], [2.25]], [[1.38], [-1.27], [2.88], [-2.29], [-0.49], [1.54]], [[-2.09], [-0.07], [-2.76], [1.01], [1.59], [0.44]], [[2.25], [-1.12], [1.17], [0.57], [0.48], [-0.26]], [[2.04], [2.67], [-0.16], [0.98], [-2.64], [1.21]]]]> : tensor<1x6x6x1xf32>
  %input_2_3_init = tensor.empty() : tensor<4x4x2x2x1x1xf32>
  %input_2_3 = linalg.winograd_input_transform fmr(F_2_3) ins(%input_2_3_in : tensor<1x6x6x1xf32>) outs(%input_2_3_init : tensor<4x4x2x2x1x1xf32>) -> tensor<4x4x2x2x1x1xf32>
  %input_2_3_flat = tensor.collapse_shape %input_2_3 [[0, 1, 2, 3, 4, 5]] : tensor<4x4x2x2x1x1xf32> into tensor<64xf32>
  %input_2_3_dyn = tensor.cast %input_2_3_flat : tensor<64xf32> to tensor<?xf32>
  call @show_f32(%input_2_3_dyn) : (tensor<?xf32>) -> ()
  // A^T y A of 2x1 tiles, added to the output's 2x2 blocks.
  %output_2_3_in = arith.constant dense<[[[[[[0.88, 2.96]]], [[[1.93, -1.29]]]], [[[[-0.69, 1.01]]], [[[-2.86, -0.23]]]], [[[[-1.99, -2.30]]], [[[-2.65, 1.61]]]], [[[[-2.22, -1.51]]], [[[-0.65, 2.23]]]]], [[[[[-2.52, -0.30]]], [[[0.30, 2.30]]]], [[[[1.92, 2.18]]], [[[-1.33, -0.51]]]], [[[[-0.85, 2.31]]], [[[2.75, -2.09]]]], [[[[-1.94, -1.61]]], [[[-1.60, -0.09]]]]], [[[[[0.53, -1.42]]], [[[-2.98, -0.49]]]], [[[[-0.78, 0.40]]], [[[2.72, 1.14]]]], [[[[0.09, 0.71]]], [[[1.06, -2.68]]]], [[[[2.40, 1.68]]], [[[2.25, 1.79]]]]], [[[[[-0.65, -0.61]]], [[[-2.38, 0.81]]]], [[[[-2.63, -2.60]]], [[[-1.75, -2.03]]]], [[[[-0.96, -2.68]]], [[[-3.00, -2.09]]]], [[[[-2.39, -0.82]]], [[[-2.85, 2.25]]]]]]> : tensor<4x4x2x1x1x2xf32>
  %output_2_3_init = arith.constant dense<[[[[0.68, -2.11], [-1.49, -0.92]], [[-0.82, -2.26], [2.09, 2.96]], [[-0.20, -0.10], [-2.48, -2.39]], [[-0.94, -1.41], [1.97, -2.03]]]]> : tensor<1x4x2x2xf32>
  %output_2_3 = linalg.winograd_output_transform fmr(F_2_3) ins(%output_2_3_in : tensor<4x4x2x1x1x2xf32>) outs(%output_2_3_init : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %output_2_3_flat = tensor.collapse_shape %output_2_3 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32>
  %output_2_3_dyn = tensor.cast %output_2_3_flat : tensor<16xf32> to tensor<?xf32>
  call @show_f32(%output_2_3_dyn) : (tensor<?xf32>) -> ()
  // F(4x4, 3x3): G's thirds rounded to f32.
  %filter_4_3_in = arith.constant dense<[[[[-2.86], [2.71], [0.17]], [[-2.12], [0.26], [-2.84]], [[0.17], [2.87], [2.18]]]]> : tensor<1x3x3x1xf32>
  %filter_4_3_init = tensor.empty() : tensor<6x6x1x1xf32>
  %filter_4_3 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter_4_3_in : tensor<1x3x3x1xf32>) outs(%filter_4_3_init : tensor<6x6x1x1xf32>) -> tensor<6x6x1x1xf32>
  %filter_4_3_flat = tensor.collapse_shape %filter_4_3 [[0, 1, 2, 3]] : tensor<6x6x1x1xf32> into tensor<36xf32>
  %filter_4_3_dyn = tensor.cast %filter_4_3_flat : tensor<36xf32> to tensor<?xf32>
  call @show_f32(%filter_4_3_dyn) : (tensor<?xf32>) -> ()
  // One 6x6 window.
  %input_4_3_in = arith.constant dense<[[[[1.18], [-1.43], [-0.80], [-2.00], [1.63], [0.20]], [[1.67], [-1.02], [-1.66], [1.87], [2.91], [2.12]], [[1.84], [1.91], [1.44], [-1.64], [0.11], [-0.87]], [[-2.83], [-2.83], [-1.32], [-1.44], [1.16], [2.74]], [[-0.32], [2.62], [2.93], [2.73], [-0.81], [-1.68]], [[-1.64], [-1.82], [-1.77], [0.74], [2.40], [2.04]]]]> : tensor<1x6x6x1xf32>
  %input_4_3_init = tensor.empty() : tensor<6x6x1x1x1x1xf32>
  %input_4_3 = linalg.winograd_input_transform fmr(F_4_3) ins(%input_4_3_in : tensor<1x6x6x1xf32>) outs(%input_4_3_init : tensor<6x6x1x1x1x1xf32>) -> tensor<6x6x1x1x1x1xf32>
  %input_4_3_flat = tensor.collapse_shape %input_4_3 [[0, 1, 2, 3, 4, 5]] : tensor<6x6x1x1x1x1xf32> into tensor<36xf32>
  %input_4_3_dyn = tensor.cast %input_4_3_flat : tensor<36xf32> to tensor<?xf32>
  call @show_f32(%input_4_3_dyn) : (tensor<?xf32>) -> ()
  // MLIR's A^T and A are scaled by 1/32: the product is multiplied by 1024, then added.
  %output_4_3_in = arith.constant dense<[[[[[[-0.12]]]], [[[[0.92]]]], [[[[1.80]]]], [[[[-2.49]]]], [[[[0.96]]]], [[[[2.46]]]]], [[[[[1.69]]]], [[[[1.50]]]], [[[[-0.13]]]], [[[[-1.93]]]], [[[[1.73]]]], [[[[-1.00]]]]], [[[[[1.80]]]], [[[[2.83]]]], [[[[-0.62]]]], [[[[-0.59]]]], [[[[2.68]]]], [[[[1.35]]]]], [[[[[-1.98]]]], [[[[-2.24]]]], [[[[-2.09]]]], [[[[2.43]]]], [[[[1.84]]]], [[[[-2.12]]]]], [[[[[1.96]]]], [[[[2.88]]]], [[[[0.94]]]], [[[[-0.90]]]], [[[[0.29]]]], [[[[-2.21]]]]], [[[[[-2.91]]]], [[[[2.83]]]], [[[[0.90]]]], [[[[0.16]]]], [[[[2.60]]]], [[[[-0.40]]]]]]> : tensor<6x6x1x1x1x1xf32>
  %output_4_3_init = arith.constant dense<[[[[2.23], [1.96], [-1.73], [-1.49]], [[-1.24], [-1.56], [0.52], [-1.44]], [[-0.49], [-2.21], [2.46], [-0.88]], [[-0.25], [0.50], [2.43], [-0.48]]]]> : tensor<1x4x4x1xf32>
  %output_4_3 = linalg.winograd_output_transform fmr(F_4_3) ins(%output_4_3_in : tensor<6x6x1x1x1x1xf32>) outs(%output_4_3_init : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %output_4_3_flat = tensor.collapse_shape %output_4_3 [[0, 1, 2, 3]] : tensor<1x4x4x1xf32> into tensor<16xf32>
  %output_4_3_dyn = tensor.cast %output_4_3_flat : tensor<16xf32> to tensor<?xf32>
  call @show_f32(%output_4_3_dyn) : (tensor<?xf32>) -> ()
  // F(2x2, 5x5) on one side: a 5x1 filter is transformed on its height only.
  %filter_2_5_in = arith.constant dense<[[[[2.51, 0.01]], [[0.19, 0.14]], [[-2.89, -0.36]], [[-1.90, -2.98]], [[1.80, -1.97]]]]> : tensor<1x5x1x2xf32>
  %filter_2_5_init = tensor.empty() : tensor<6x1x2x1xf32>
  %filter_2_5 = linalg.winograd_filter_transform fmr(F_2_5) ins(%filter_2_5_in : tensor<1x5x1x2xf32>) outs(%filter_2_5_init : tensor<6x1x2x1xf32>) -> tensor<6x1x2x1xf32>
  %filter_2_5_flat = tensor.collapse_shape %filter_2_5 [[0, 1, 2, 3]] : tensor<6x1x2x1xf32> into tensor<12xf32>
  %filter_2_5_dyn = tensor.cast %filter_2_5_flat : tensor<12xf32> to tensor<?xf32>
  call @show_f32(%filter_2_5_dyn) : (tensor<?xf32>) -> ()
  // A 6x3 image with alphaW = 1: three 6x1 windows.
  %input_2_5_in = arith.constant dense<[[[[-0.16], [1.35], [0.34]], [[-1.04], [0.11], [0.33]], [[1.71], [-2.36], [0.36]], [[-1.51], [-1.34], [1.63]], [[0.05], [0.37], [1.56]], [[2.47], [-0.34], [0.68]]]]> : tensor<1x6x3x1xf32>
  %input_2_5_init = tensor.empty() : tensor<6x1x1x3x1x1xf32>
  %input_2_5 = linalg.winograd_input_transform fmr(F_2_5) ins(%input_2_5_in : tensor<1x6x3x1xf32>) outs(%input_2_5_init : tensor<6x1x1x3x1x1xf32>) -> tensor<6x1x1x3x1x1xf32>
  %input_2_5_flat = tensor.collapse_shape %input_2_5 [[0, 1, 2, 3, 4, 5]] : tensor<6x1x1x3x1x1xf32> into tensor<18xf32>
  %input_2_5_dyn = tensor.cast %input_2_5_flat : tensor<18xf32> to tensor<?xf32>
  call @show_f32(%input_2_5_dyn) : (tensor<?xf32>) -> ()
  // A 1x6 tile (alphaH = 1): A only, scaled by 16.
  %output_2_5_in = arith.constant dense<[[[[[[0.03]]]], [[[[0.07]]]], [[[[1.16]]]], [[[[-0.29]]]], [[[[0.20]]]], [[[[-0.13]]]]]]> : tensor<1x6x1x1x1x1xf32>
  %output_2_5_init = arith.constant dense<[[[[2.65], [1.20]]]]> : tensor<1x1x2x1xf32>
  %output_2_5 = linalg.winograd_output_transform fmr(F_2_5) ins(%output_2_5_in : tensor<1x6x1x1x1x1xf32>) outs(%output_2_5_init : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %output_2_5_flat = tensor.collapse_shape %output_2_5 [[0, 1, 2, 3]] : tensor<1x1x2x1xf32> into tensor<2xf32>
  %output_2_5_dyn = tensor.cast %output_2_5_flat : tensor<2xf32> to tensor<?xf32>
  call @show_f32(%output_2_5_dyn) : (tensor<?xf32>) -> ()
  // In f16, every step rounded to f16.
  %filter_4_3_f16_in = arith.constant dense<[[[[2.26], [2.65], [-1.44]], [[0.36], [2.66], [2.04]], [[-2.18], [-2.27], [-0.35]]]]> : tensor<1x3x3x1xf16>
  %filter_4_3_f16_init = tensor.empty() : tensor<6x6x1x1xf16>
  %filter_4_3_f16 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter_4_3_f16_in : tensor<1x3x3x1xf16>) outs(%filter_4_3_f16_init : tensor<6x6x1x1xf16>) -> tensor<6x6x1x1xf16>
  %filter_4_3_f16_flat = tensor.collapse_shape %filter_4_3_f16 [[0, 1, 2, 3]] : tensor<6x6x1x1xf16> into tensor<36xf16>
  %filter_4_3_f16_dyn = tensor.cast %filter_4_3_f16_flat : tensor<36xf16> to tensor<?xf16>
  call @show_f16(%filter_4_3_f16_dyn) : (tensor<?xf16>) -> ()
  // The scaled output transform in f16.
  %output_4_3_f16_in = arith.constant dense<[[[[[[-2.56]]]], [[[[-1.56]]]], [[[[-2.56]]]], [[[[1.02]]]], [[[[1.70]]]], [[[[2.38]]]]], [[[[[-2.07]]]], [[[[1.30]]]], [[[[0.96]]]], [[[[-2.14]]]], [[[[2.30]]]], [[[[2.81]]]]], [[[[[-1.68]]]], [[[[2.72]]]], [[[[-0.61]]]], [[[[-0.08]]]], [[[[2.94]]]], [[[[1.99]]]]], [[[[[-2.03]]]], [[[[-0.41]]]], [[[[0.09]]]], [[[[-0.97]]]], [[[[-1.83]]]], [[[[-1.09]]]]], [[[[[1.33]]]], [[[[-2.88]]]], [[[[0.32]]]], [[[[-0.36]]]], [[[[-2.89]]]], [[[[-1.01]]]]], [[[[[0.74]]]], [[[[0.07]]]], [[[[-2.61]]]], [[[[2.91]]]], [[[[1.73]]]], [[[[2.83]]]]]]> : tensor<6x6x1x1x1x1xf16>
  %output_4_3_f16_init = arith.constant dense<[[[[-2.37], [-1.41], [-2.76], [1.67]], [[-1.38], [-2.22], [-0.47], [2.47]], [[1.91], [-1.45], [-2.10], [2.52]], [[0.42], [1.20], [-2.46], [-2.65]]]]> : tensor<1x4x4x1xf16>
  %output_4_3_f16 = linalg.winograd_output_transform fmr(F_4_3) ins(%output_4_3_f16_in : tensor<6x6x1x1x1x1xf16>) outs(%output_4_3_f16_init : tensor<1x4x4x1xf16>) -> tensor<1x4x4x1xf16>
  %output_4_3_f16_flat = tensor.collapse_shape %output_4_3_f16 [[0, 1, 2, 3]] : tensor<1x4x4x1xf16> into tensor<16xf16>
  %output_4_3_f16_dyn = tensor.cast %output_4_3_f16_flat : tensor<16xf16> to tensor<?xf16>
  call @show_f16(%output_4_3_f16_dyn) : (tensor<?xf16>) -> ()
  // The three transforms around a batched product are the 3x3 convolution (up to rounding).
  %img = arith.constant dense<[[[[1.13, -0.45], [-2.57, 2.63], [0.81, 1.81], [-2.50, 2.14], [-2.60, 2.18], [-0.28, -0.97]], [[0.32, 2.56], [-1.39, -2.22], [0.16, -1.57], [-2.34, -2.03], [-2.70, -1.79], [-1.13, -1.17]], [[1.56, -1.26], [0.00, -1.93], [-0.92, -2.89], [-1.50, -2.91], [1.40, 0.31], [-1.86, -0.15]], [[2.61, -2.36], [1.91, -0.41], [-0.03, 2.01], [-0.64, 0.04], [1.13, 2.89], [-0.94, 1.99]], [[1.24, 0.82], [-0.57, -0.91], [-2.67, -2.22], [-2.58, 1.45], [-1.47, -2.02], [-2.49, 2.05]], [[2.22, 1.02], [-1.31, -1.55], [-1.24, -0.24], [-2.05, -0.33], [-1.42, 2.77], [2.84, 0.28]]]]> : tensor<1x6x6x2xf32>
  %flt = arith.constant dense<[[[[-1.53, 2.79], [-1.14, -0.86], [-2.99, -0.71]], [[-0.15, 0.02], [-1.79, 0.03], [-2.97, -1.41]], [[-2.46, -0.60], [-2.75, -2.87], [-1.17, -1.60]]], [[[0.51, 0.18], [1.50, 0.95], [1.30, 2.27]], [[-0.66, -1.04], [2.91, -2.10], [1.34, 0.86]], [[-2.74, 2.01], [2.35, 0.76], [1.40, 1.87]]], [[[-2.16, 0.14], [0.03, 2.01], [1.83, 1.96]], [[0.50, 2.36], [1.10, 1.16], [-1.62, -2.81]], [[-2.20, -0.84], [-2.37, 2.01], [0.35, 0.77]]], [[[0.76, 1.08], [-0.06, -2.98], [1.79, 1.49]], [[0.02, 0.21], [0.96, -2.60], [1.42, -1.49]], [[-2.55, -1.41], [1.38, -1.77], [1.44, 2.85]]]]> : tensor<4x3x3x2xf32>
  %o = arith.constant dense<0.0> : tensor<1x4x4x4xf32>
  %w = call @conv_3x3(%img, %flt, %o) : (tensor<1x6x6x2xf32>, tensor<4x3x3x2xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %direct = linalg.conv_2d_nhwc_fhwc ins(%img, %flt : tensor<1x6x6x2xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %wf = tensor.collapse_shape %w [[0, 1, 2, 3]] : tensor<1x4x4x4xf32> into tensor<64xf32>
  %wd = tensor.cast %wf : tensor<64xf32> to tensor<?xf32>
  call @show_f32(%wd) : (tensor<?xf32>) -> ()
  %df = tensor.collapse_shape %direct [[0, 1, 2, 3]] : tensor<1x4x4x4xf32> into tensor<64xf32>
  %dd = tensor.cast %df : tensor<64xf32> to tensor<?xf32>
  call @show_f32(%dd) : (tensor<?xf32>) -> ()
  return
}

// A 3x3 convolution of a 1x6x6x2 image by four filters as Winograd F(2x2, 3x3): transformed
// filters and 4x4 tiles, their batched product over the channels, and the output transform.
func.func @conv_3x3(%image: tensor<1x6x6x2xf32>, %filter: tensor<4x3x3x2xf32>,
                    %out: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %u0 = tensor.empty() : tensor<4x4x2x4xf32>
  %u = linalg.winograd_filter_transform fmr(F_2_3)
         ins(%filter : tensor<4x3x3x2xf32>) outs(%u0 : tensor<4x4x2x4xf32>) -> tensor<4x4x2x4xf32>
  %v0 = tensor.empty() : tensor<4x4x2x2x1x2xf32>
  %v = linalg.winograd_input_transform fmr(F_2_3)
         ins(%image : tensor<1x6x6x2xf32>) outs(%v0 : tensor<4x4x2x2x1x2xf32>) -> tensor<4x4x2x2x1x2xf32>
  %uc = tensor.collapse_shape %u [[0, 1], [2], [3]] : tensor<4x4x2x4xf32> into tensor<16x2x4xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2, 3, 4], [5]] : tensor<4x4x2x2x1x2xf32> into tensor<16x4x2xf32>
  %zero = arith.constant 0.0 : f32
  %p0 = tensor.empty() : tensor<16x4x4xf32>
  %p1 = linalg.fill ins(%zero : f32) outs(%p0 : tensor<16x4x4xf32>) -> tensor<16x4x4xf32>
  %p = linalg.batch_matmul ins(%vc, %uc : tensor<16x4x2xf32>, tensor<16x2x4xf32>) outs(%p1 : tensor<16x4x4xf32>) -> tensor<16x4x4xf32>
  %m = tensor.expand_shape %p [[0, 1], [2, 3, 4], [5]] output_shape [4, 4, 2, 2, 1, 4] : tensor<16x4x4xf32> into tensor<4x4x2x2x1x4xf32>
  %y = linalg.winograd_output_transform fmr(F_2_3)
         ins(%m : tensor<4x4x2x2x1x4xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %y : tensor<1x4x4x4xf32>
}
