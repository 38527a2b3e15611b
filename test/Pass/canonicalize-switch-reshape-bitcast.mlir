// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// canonicalizations checked against mlir-opt-22 (both RUN lines): an scf.index_switch
// whose cases all yield one value, tensor.reshape of a splat, of a reshape and of a 1-D
// value to its own type, and complex/arith bitcast chains merging.

// CHECK: module {
// CHECK-NEXT: func.func @same_cases(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshapes(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>, %arg2: tensor<6xf32>, %arg3: tensor<2xi32>, %arg4: tensor<1xi32>) -> (tensor<2x2xi32>, tensor<?xf32>, tensor<6xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<5> : tensor<2x2xi32>
// CHECK-NEXT: return %cst, %arg0, %arg2 : tensor<2x2xi32>, tensor<?xf32>, tensor<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64) -> (complex<f32>, complex<f32>, i64) {
// CHECK-NEXT: %0 = complex.bitcast %arg1 : i64 to complex<f32>
// CHECK-NEXT: %1 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: return %arg0, %0, %1 : complex<f32>, complex<f32>, i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// A switch whose every case yields the same value is that value.
func.func @same_cases(%i: index, %a: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %a : f32
  }
  case 7 {
    scf.yield %a : f32
  }
  default {
    scf.yield %a : f32
  }
  return %r : f32
}

// Reshapes: of a constant, of a reshape, and 1-D to its own type.
func.func @reshapes(%t: tensor<?xf32>, %s: tensor<1xi32>, %u: tensor<6xf32>, %s2: tensor<2xi32>, %s3: tensor<1xi32>) -> (tensor<2x2xi32>, tensor<?xf32>, tensor<6xf32>) {
  %c = arith.constant dense<5> : tensor<4xi32>
  %s22 = arith.constant dense<2> : tensor<2xi32>
  %a = tensor.reshape %c(%s22) : (tensor<4xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  %b = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %m = tensor.reshape %u(%s2) : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %n = tensor.reshape %m(%s3) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  return %a, %b, %n : tensor<2x2xi32>, tensor<?xf32>, tensor<6xf32>
}

// Complex bitcasts merge, with arith ones too.
func.func @bitcasts(%z: complex<f32>, %i: i64) -> (complex<f32>, complex<f32>, i64) {
  %a = complex.bitcast %z : complex<f32> to i64
  %b = complex.bitcast %a : i64 to complex<f32>
  %f = arith.bitcast %i : i64 to f64
  %c = complex.bitcast %f : f64 to complex<f32>
  %d = arith.bitcast %a : i64 to f64
  %e = arith.bitcast %d : f64 to i64
  return %b, %c, %e : complex<f32>, complex<f32>, i64
}
