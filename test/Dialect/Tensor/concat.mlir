// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// tensor.concat with static and dynamic inputs, printed as mlir-opt-22 prints it.

// CHECK:     %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT:     %concat_0 = tensor.concat dim(0) %arg0, %arg2 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:     return %concat, %concat_0 : tensor<6x3xf32>, tensor<?x3xf32>
func.func @c(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %d: tensor<?x3xf32>) -> (tensor<6x3xf32>, tensor<?x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  %1 = tensor.concat dim(0) %a, %d : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<6x3xf32>, tensor<?x3xf32>
}
