// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Named structured ops on dense tensors: batch_matmul, dot, pooling_nhwc_sum,
// pooling_nhwc_max, depthwise convolution, transpose and broadcast.

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32

  // batch_matmul: 2 batches of [2x2] x [2x1].
  %a = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.0], [1.0, -1.0]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.0], [1.0]], [[2.0], [4.0]]]> : tensor<2x2x1xf32>
  %e0 = tensor.empty() : tensor<2x2x1xf32>
  %z0 = linalg.fill ins(%f0 : f32) outs(%e0 : tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %bm = linalg.batch_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x1xf32>)
                            outs(%z0 : tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  // CHECK: ( ( ( 3 ), ( 7 ) ), ( ( 1 ), ( -2 ) ) )
  %v0 = vector.transfer_read %bm[%c0, %c0, %c0], %f0 : tensor<2x2x1xf32>, vector<2x2x1xf32>
  vector.print %v0 : vector<2x2x1xf32>

  // dot
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = arith.constant dense<[4.0, -5.0, 6.0]> : tensor<3xf32>
  %e1 = tensor.empty() : tensor<f32>
  %z1 = linalg.fill ins(%f0 : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%x, %y : tensor<3xf32>, tensor<3xf32>) outs(%z1 : tensor<f32>) -> tensor<f32>
  %dv = tensor.extract %d[] : tensor<f32>
  // CHECK-NEXT: 12
  vector.print %dv : f32

  // 2x2 sum and max pooling over a 1x3x3x1 image, stride 1.
  %img = arith.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x1xf32>
  %z2 = linalg.fill ins(%f0 : f32) outs(%e2 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %ps = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%img, %win : tensor<1x3x3x1xf32>, tensor<2x2xf32>)
    outs(%z2 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  // CHECK-NEXT: ( ( ( ( 12 ), ( 16 ) ), ( ( 24 ), ( 28 ) ) ) )
  %v2 = vector.transfer_read %ps[%c0, %c0, %c0, %c0], %f0 : tensor<1x2x2x1xf32>, vector<1x2x2x1xf32>
  vector.print %v2 : vector<1x2x2x1xf32>
  %pm = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%img, %win : tensor<1x3x3x1xf32>, tensor<2x2xf32>)
    outs(%z2 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  // CHECK-NEXT: ( ( ( ( 5 ), ( 6 ) ), ( ( 8 ), ( 9 ) ) ) )
  %v3 = vector.transfer_read %pm[%c0, %c0, %c0, %c0], %f0 : tensor<1x2x2x1xf32>, vector<1x2x2x1xf32>
  vector.print %v3 : vector<1x2x2x1xf32>

  // Depthwise 2x1 convolution over 2 channels.
  %dimg = arith.constant dense<[[[[1.0, 10.0], [2.0, 20.0]], [[3.0, 30.0], [4.0, 40.0]]]]> : tensor<1x2x2x2xf32>
  %dfil = arith.constant dense<[[[1.0, 0.5]], [[-1.0, 2.0]]]> : tensor<2x1x2xf32>
  %e3 = tensor.empty() : tensor<1x1x2x2xf32>
  %z3 = linalg.fill ins(%f0 : f32) outs(%e3 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %dw = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%dimg, %dfil : tensor<1x2x2x2xf32>, tensor<2x1x2xf32>)
    outs(%z3 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  // CHECK-NEXT: ( ( ( ( -2, 65 ), ( -2, 90 ) ) ) )
  %v4 = vector.transfer_read %dw[%c0, %c0, %c0, %c0], %f0 : tensor<1x1x2x2xf32>, vector<1x1x2x2xf32>
  vector.print %v4 : vector<1x1x2x2xf32>

  // transpose and broadcast
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e4 = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e4 : tensor<3x2xf32>) permutation = [1, 0]
  // CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
  %v5 = vector.transfer_read %t[%c0, %c0], %f0 : tensor<3x2xf32>, vector<3x2xf32>
  vector.print %v5 : vector<3x2xf32>
  %e5 = tensor.empty() : tensor<2x3xf32>
  %bc = linalg.broadcast ins(%x : tensor<3xf32>) outs(%e5 : tensor<2x3xf32>) dimensions = [0]
  // CHECK-NEXT: ( ( 1, 2, 3 ), ( 1, 2, 3 ) )
  %v6 = vector.transfer_read %bc[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v6 : vector<2x3xf32>
  return
}
