// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-opt %s --sparsify="strict=true parallelization=dense-outer" | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sparse images: a CSR image under a dense 3x3 edge filter (`linalg.conv_2d`), the same
// image as a DCSR tensor under a dilated 2x2 window (`linalg.depthwise_conv_2d_nhwc_hwc`
// with dilations of 2), and a 2x2 sum pooling with strides of 2 over an all-compressed NHWC
// image. Each image level subscripted by `h + kh` (or `2 * h + kh`) is located in its
// segment by tile-opt's sparsify (also with the outer loop parallel); MLIR's sparsifier
// lowers the same kernels itself.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#NHWC = #sparse_tensor.encoding<{
  map = (n, h, w, c) -> (n : compressed, h : compressed, w : compressed, c : compressed)
}>

func.func @edges(%img: tensor<6x6xf32, #CSR>, %k: tensor<3x3xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.conv_2d ins(%img, %k : tensor<6x6xf32, #CSR>, tensor<3x3xf32>)
                      outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @dilated(%img: tensor<1x6x6x1xf32, #NHWC>, %k: tensor<2x2x1xf32>) -> tensor<1x4x4x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc
         {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%img, %k : tensor<1x6x6x1xf32, #NHWC>, tensor<2x2x1xf32>)
         outs(%init : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %r : tensor<1x4x4x1xf32>
}

func.func @pool(%img: tensor<1x6x6x1xf32, #NHWC>) -> tensor<1x3x3x1xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x3x3x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %r = linalg.pooling_nhwc_sum
         {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%img, %window : tensor<1x6x6x1xf32, #NHWC>, tensor<2x2xf32>)
         outs(%init : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %dense = arith.constant dense<[
    [ 1.0, 0.0, 0.0, 2.0, 0.0, 0.0 ],
    [ 0.0, 0.0, 3.0, 0.0, 0.0, 0.0 ],
    [ 0.0, 4.0, 0.0, 0.0, 0.0, 5.0 ],
    [ 0.0, 0.0, 0.0, 0.0, 0.0, 0.0 ],
    [ 6.0, 0.0, 0.0, 7.0, 0.0, 0.0 ],
    [ 0.0, 0.0, 8.0, 0.0, 0.0, 9.0 ]
  ]> : tensor<6x6xf32>
  %k = arith.constant dense<[
    [ 1.0, 0.0, -1.0 ],
    [ 2.0, 0.0, -2.0 ],
    [ 1.0, 0.0, -1.0 ]
  ]> : tensor<3x3xf32>
  %img = sparse_tensor.convert %dense : tensor<6x6xf32> to tensor<6x6xf32, #CSR>
  %0 = call @edges(%img, %k) : (tensor<6x6xf32, #CSR>, tensor<3x3xf32>) -> tensor<4x4xf32>
  // CHECK:      ( ( -5, 2, 6, -3 ), ( -3, 8, 3, -10 ), ( 6, -3, 0, 2 ), ( 4, -14, 8, 5 ) )
  %v0 = vector.transfer_read %0[%c0, %c0], %f0 : tensor<4x4xf32>, vector<4x4xf32>
  vector.print %v0 : vector<4x4xf32>

  %nhwc = tensor.expand_shape %dense [[0, 1], [2, 3]] output_shape [1, 6, 6, 1]
      : tensor<6x6xf32> into tensor<1x6x6x1xf32>
  %simg = sparse_tensor.convert %nhwc : tensor<1x6x6x1xf32> to tensor<1x6x6x1xf32, #NHWC>
  %kd = arith.constant dense<[[[1.0], [10.0]], [[100.0], [1000.0]]]> : tensor<2x2x1xf32>
  %1 = call @dilated(%simg, %kd) : (tensor<1x6x6x1xf32, #NHWC>, tensor<2x2x1xf32>) -> tensor<1x4x4x1xf32>
  // CHECK-NEXT: ( ( ( ( 1 ), ( 420 ), ( 0 ), ( 5002 ) ), ( ( 30 ), ( 0 ), ( 3 ), ( 0 ) ), ( ( 600 ), ( 7004 ), ( 0 ), ( 750 ) ), ( ( 8000 ), ( 0 ), ( 800 ), ( 9000 ) ) ) )
  %v1 = vector.transfer_read %1[%c0, %c0, %c0, %c0], %f0 : tensor<1x4x4x1xf32>, vector<1x4x4x1xf32>
  vector.print %v1 : vector<1x4x4x1xf32>

  %2 = call @pool(%simg) : (tensor<1x6x6x1xf32, #NHWC>) -> tensor<1x3x3x1xf32>
  // CHECK-NEXT: ( ( ( ( 1 ), ( 5 ), ( 0 ) ), ( ( 4 ), ( 0 ), ( 5 ) ), ( ( 6 ), ( 15 ), ( 9 ) ) ) )
  %v2 = vector.transfer_read %2[%c0, %c0, %c0, %c0], %f0 : tensor<1x3x3x1xf32>, vector<1x3x3x1xf32>
  vector.print %v2 : vector<1x3x3x1xf32>

  bufferization.dealloc_tensor %img : tensor<6x6xf32, #CSR>
  bufferization.dealloc_tensor %simg : tensor<1x6x6x1xf32, #NHWC>
  return
}
