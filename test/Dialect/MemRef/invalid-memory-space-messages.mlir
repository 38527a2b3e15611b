// RUN: not tile-opt %s -split-input-file 2>&1 | FileCheck %s

// Types a verifier computes print their integer memory space as the type does (`1`, not
// `1 : i64`); the messages are mlir-opt-22's.

// CHECK: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32, 1>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'
func.func @base_in_space(%m: memref<4xf32, 1>) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32, 1> -> memref<f32>, index, index, index
  return
}

// -----

// CHECK: error: 'memref.transpose' op result type 'memref<8x4xf32, 1>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>, 1>'
func.func @transpose_in_space(%m: memref<4x8xf32, 1>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, 1> to memref<8x4xf32, 1>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<2xf32, strided<[1], offset: 1>, 1>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, 1>'
func.func @subview_in_space(%m: memref<4xf32, 1>) {
  %0 = memref.subview %m[1] [2] [1] : memref<4xf32, 1> to memref<2xf32, 1>
  return
}
