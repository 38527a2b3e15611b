// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// `linalg.conv_2d_nhwc_hwcf` with a sparse (CSF-like, all compressed) filter and strides
// of 2, next to `linalg.conv_1d_nwc_wcf` on dense operands. tile-opt's sparsify rewrites the
// strided map `h * 2 + kh` itself (strict: an error if it could not).

#CCCC = #sparse_tensor.encoding<{
  map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed)
}>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  // A 1x5x5x1 image 0..24 and a 3x3x1x2 filter (two output channels).
  %img = arith.constant dense<[[[[0.0], [1.0], [2.0], [3.0], [4.0]],
                                [[5.0], [6.0], [7.0], [8.0], [9.0]],
                                [[10.0], [11.0], [12.0], [13.0], [14.0]],
                                [[15.0], [16.0], [17.0], [18.0], [19.0]],
                                [[20.0], [21.0], [22.0], [23.0], [24.0]]]]> : tensor<1x5x5x1xf32>
  %fd = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 0.0]], [[0.0, 0.0]]],
                              [[[0.0, 0.0]], [[0.0, 1.0]], [[0.0, 0.0]]],
                              [[[0.0, 0.0]], [[0.0, 0.0]], [[-1.0, 0.0]]]]> : tensor<3x3x1x2xf32>
  %filter = sparse_tensor.convert %fd : tensor<3x3x1x2xf32> to tensor<3x3x1x2xf32, #CCCC>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %o = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%img, %filter : tensor<1x5x5x1xf32>, tensor<3x3x1x2xf32, #CCCC>)
    outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  // CHECK: ( ( ( ( -12, 6 ), ( -12, 8 ) ), ( ( -12, 16 ), ( -12, 18 ) ) ) )
  %v = vector.transfer_read %o[%c0, %c0, %c0, %c0], %f0 : tensor<1x2x2x2xf32>, vector<1x2x2x2xf32>
  vector.print %v : vector<1x2x2x2xf32>

  %sig = arith.constant dense<[[[1.0], [2.0], [4.0], [8.0]]]> : tensor<1x4x1xf32>
  %k = arith.constant dense<[[[1.0]], [[-0.5]]]> : tensor<2x1x1xf32>
  %e1 = tensor.empty() : tensor<1x3x1xf32>
  %z1 = linalg.fill ins(%f0 : f32) outs(%e1 : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %o1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%sig, %k : tensor<1x4x1xf32>, tensor<2x1x1xf32>)
    outs(%z1 : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  // CHECK-NEXT: ( ( ( 0 ), ( 0 ), ( 0 ) ) )
  %v1 = vector.transfer_read %o1[%c0, %c0, %c0], %f0 : tensor<1x3x1xf32>, vector<1x3x1xf32>
  vector.print %v1 : vector<1x3x1xf32>
  bufferization.dealloc_tensor %filter : tensor<3x3x1x2xf32, #CCCC>
  return
}
