// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s


// Gathers whole rows of an embedding table by id, keeping or dropping the unit dimension.
func.func @rows(%table: tensor<100x16xf32>, %ids: tensor<8x1xindex>) -> (tensor<8x1x16xf32>, tensor<8x16xf32>) {
  %full = tensor.gather %table[%ids] gather_dims([0])
      : (tensor<100x16xf32>, tensor<8x1xindex>) -> tensor<8x1x16xf32>
  %flat = tensor.gather %table[%ids] gather_dims([0]) unique
      : (tensor<100x16xf32>, tensor<8x1xindex>) -> tensor<8x16xf32>
  return %full, %flat : tensor<8x1x16xf32>, tensor<8x16xf32>
}

// Point gathers with i32 coordinates and dynamic sizes, then a scatter back.
func.func @points(%src: tensor<?x?x6xf16>, %at: tensor<?x2xi32>, %dst: tensor<?x?x6xf16>) -> tensor<?x?x6xf16> {
  %g = tensor.gather %src[%at] gather_dims([0, 1]) : (tensor<?x?x6xf16>, tensor<?x2xi32>) -> tensor<?x6xf16>
  %s = tensor.scatter %g into %dst[%at] scatter_dims([0, 1]) unique {origin = "points"}
      : (tensor<?x6xf16>, tensor<?x?x6xf16>, tensor<?x2xi32>) -> tensor<?x?x6xf16>
  return %s : tensor<?x?x6xf16>
}

// CHECK-LABEL: func.func @rows(%arg0: tensor<100x16xf32>, %arg1: tensor<8x1xindex>) -> (tensor<8x1x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<100x16xf32>, tensor<8x1xindex>) -> tensor<8x1x16xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0]) unique : (tensor<100x16xf32>, tensor<8x1xindex>) -> tensor<8x16xf32>
// CHECK-NEXT: return %gather, %gather_0 : tensor<8x1x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @points(%arg0: tensor<?x?x6xf16>, %arg1: tensor<?x2xi32>, %arg2: tensor<?x?x6xf16>) -> tensor<?x?x6xf16> {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1]) : (tensor<?x?x6xf16>, tensor<?x2xi32>) -> tensor<?x6xf16>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg2[%arg1] scatter_dims([0, 1]) unique {origin = "points"} : (tensor<?x6xf16>, tensor<?x?x6xf16>, tensor<?x2xi32>) -> tensor<?x?x6xf16>
// CHECK-NEXT: return %scatter : tensor<?x?x6xf16>
// CHECK-NEXT: }
