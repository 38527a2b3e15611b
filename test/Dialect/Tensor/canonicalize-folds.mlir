// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// tensor folds and patterns, checked against mlir-opt-22 (both RUN lines): chained
// bitcasts, single-input concatenations, inserting a splat's own value, and elements of
// sparse and complex constants (a complex element becomes complex.constant).

// CHECK: module {
// CHECK-NEXT: func.func @bitcasts(%arg0: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<8xi32> to tensor<8xf32>
// CHECK-NEXT: return %0, %arg0 : tensor<8xf32>, tensor<8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @concat_one(%arg0: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x5xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x5xf32>
// CHECK-NEXT: return %arg0, %cast : tensor<2x?xf32>, tensor<2x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @insert_same(%arg0: index) -> (tensor<3xi32>, tensor<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<3xi32>
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %inserted = tensor.insert %c8_i32 into %cst[%arg0] : tensor<3xi32>
// CHECK-NEXT: return %cst, %inserted : tensor<3xi32>, tensor<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constant_elements() -> (f32, f32, complex<f64>) {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = complex.constant [3.000000e+00, -4.000000e+00] : complex<f64>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f32, f32, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }

// Bitcasts through an intermediate type bitcast once; a round trip is the value.
func.func @bitcasts(%t: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %u = tensor.bitcast %t : tensor<8xi32> to tensor<8xui32>
  %f = tensor.bitcast %u : tensor<8xui32> to tensor<8xf32>
  %b = tensor.bitcast %f : tensor<8xf32> to tensor<8xi32>
  return %f, %b : tensor<8xf32>, tensor<8xi32>
}

// Concatenating one value is the value, or a cast of it.
func.func @concat_one(%t: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x5xf32>) {
  %a = tensor.concat dim(1) %t : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %b = tensor.concat dim(1) %t : (tensor<2x?xf32>) -> tensor<2x5xf32>
  return %a, %b : tensor<2x?xf32>, tensor<2x5xf32>
}

// Inserting a splat's own value leaves the splat; another value stays an insert.
func.func @insert_same(%i: index) -> (tensor<3xi32>, tensor<3xi32>) {
  %z = arith.constant dense<7> : tensor<3xi32>
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %a = tensor.insert %c7 into %z[%i] : tensor<3xi32>
  %b = tensor.insert %c8 into %z[%i] : tensor<3xi32>
  return %a, %b : tensor<3xi32>, tensor<3xi32>
}

// Elements of sparse and complex constants.
func.func @constant_elements() -> (f32, f32, complex<f64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.constant sparse<[[0, 1], [2, 2]], [3.5, -1.0]> : tensor<3x3xf32>
  %a = tensor.extract %s[%c2, %c2] : tensor<3x3xf32>
  %b = tensor.extract %s[%c1, %c0] : tensor<3x3xf32>
  %z = arith.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %w = tensor.extract %z[%c1] : tensor<2xcomplex<f64>>
  return %a, %b, %w : f32, f32, complex<f64>
}
