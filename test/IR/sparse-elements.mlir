// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// Sparse elements attributes as users write them; CHECK lines are mlir-opt-22's print
// (uniform indices or values print as one splat element).

!mat = tensor<4x4xf64>

// CHECK-LABEL: func.func @sparse_constants()
func.func @sparse_constants() {
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<4x4xf64>
  %0 = arith.constant sparse<[[0, 0],
                              [1, 2]],
                             [1.0, 5.0]> : !mat
  // CHECK: arith.constant sparse<[0, 3], [1, 2]> : tensor<8xi32>
  %1 = arith.constant sparse<[0, 3], [1, 2]> : tensor<8xi32>
  // CHECK: arith.constant sparse<{{\[\[}}0], [3]], 7> : tensor<8xi32>
  %2 = arith.constant sparse<[[0], [3]], 7> : tensor<8xi32>
  // CHECK: arith.constant sparse<> : tensor<2x2xf32>
  %3 = arith.constant sparse<> : tensor<2x2xf32>
  // CHECK: arith.constant sparse<1, (1.000000e+00,2.000000e+00)> : tensor<2x2xcomplex<f32>>
  %4 = arith.constant sparse<[[1, 1]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>
  // CHECK: arith.constant sparse<0, 1.500000e+00> : tensor<4xf32>
  %5 = arith.constant sparse<0, 1.5> : tensor<4xf32>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 1]], true> : tensor<2x2xi1>
  %6 = arith.constant sparse<[[0, 0], [1, 1]], [1, 1]> : tensor<2x2xi1>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 1]], [true, false]> : tensor<2x2xi1>
  %7 = arith.constant sparse<[[0, 0], [1, 1]], [true, false]> : tensor<2x2xi1>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 1]], 1.000000e+00> : vector<2x2xf32>
  %8 = arith.constant sparse<[[0, 0], [1, 1]], [1.0, 1.0]> : vector<2x2xf32>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 1]], [1.000000e+00, 2.000000e+00]> : tensor<2x2xf32>
  %9 = arith.constant sparse<[[0, 0], [1, 1]], [0x3F800000, 2.0]> : tensor<2x2xf32>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 2]], [1.000000e+00, 2.000000e+00]> : tensor<4x4xf32>
  %10 = arith.constant sparse<[[0, 0], [1, 2]], "0x0000803F00000040"> : tensor<4x4xf32>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 2]], [1.000000e+00, 2.000000e+00]> : memref<4x4xf64, 1>
  %11 = arith.constant sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : memref<4x4xf64, 1>
  return
}

// CHECK-LABEL: func.func @in_dictionary()
// CHECK-SAME: attributes {table = sparse<{{\[\[}}1, 0]], -3> : tensor<2x2xi8>}
func.func @in_dictionary() attributes {table = sparse<[[1, 0]], [-3]> : tensor<2x2xi8>} {
  return
}
