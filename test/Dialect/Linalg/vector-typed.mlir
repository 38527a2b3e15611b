// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// Vector-typed pieces MLIR accepts in named linalg ops: convolution strides and dilations
// written as `dense<..> : vector<2xi64>` (any i64 elements attribute of the window's
// shape), and a fill of a tensor of vectors by a vector (a vector counts as a scalar
// operand: rank 0 in the indexing maps). The CHECK lines are mlir-opt-22's output.

// CHECK-LABEL: func.func @depthwise_vector_strides
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %arg1 : memref<1x113x113x96xf32>, memref<3x3x96xf32>) outs(%arg2 : memref<1x56x56x96xf32>)
func.func @depthwise_vector_strides(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  return
}

// CHECK-LABEL: func.func @fill_with_vectors
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3xvector<2x4xf32>>
// CHECK: linalg.fill ins(%arg0 : vector<2x4xf32>) outs(%[[E]] : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
func.func @fill_with_vectors(%v: vector<2x4xf32>) -> tensor<3xvector<2x4xf32>> {
  %e = tensor.empty() : tensor<3xvector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
  return %0 : tensor<3xvector<2x4xf32>>
}
