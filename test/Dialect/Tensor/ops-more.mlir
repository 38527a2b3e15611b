// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// tensor.bitcast and tensor.reshape (static and dynamic), printed as mlir-opt-22 prints them.

// CHECK:     %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg1) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
// CHECK-NEXT:     %reshape_0 = tensor.reshape %arg2(%arg3) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT:     return %0, %reshape, %reshape_0 : tensor<4xf32>, tensor<2x2xi32>, tensor<?xf32>
func.func @a(%t: tensor<4xi32>, %s: tensor<2xindex>, %d: tensor<?xf32>, %s1: tensor<1xi32>) -> (tensor<4xf32>, tensor<2x2xi32>, tensor<?xf32>) {
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %r = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
  %r2 = tensor.reshape %d(%s1) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %b, %r, %r2 : tensor<4xf32>, tensor<2x2xi32>, tensor<?xf32>
}
