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
