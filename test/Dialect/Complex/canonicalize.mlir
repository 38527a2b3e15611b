// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// complex folds, checked against mlir-opt-22 (both RUN lines): re/im of constants and of
// complex.create, create of a value's own parts, add/sub, neg, exp/log undoing each other,
// and adding zero or multiplying by one.

// CHECK: module {
// CHECK-NEXT: func.func @parts(%arg0: complex<f32>, %arg1: f32, %arg2: f32) -> (complex<f32>, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: return %arg0, %cst, %arg1, %arg2 : complex<f32>, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inverses(%arg0: complex<f64>, %arg1: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg1 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }

// Parts of a value put back together are the value; parts of constants and of created
// values are known.
func.func @parts(%z: complex<f32>, %a: f32, %b: f32) -> (complex<f32>, f32, f32, f32) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %w = complex.create %re, %im : complex<f32>
  %c = complex.constant [2.5 : f32, -1.0 : f32] : complex<f32>
  %cr = complex.im %c : complex<f32>
  %v = complex.create %a, %b : complex<f32>
  %vr = complex.re %v : complex<f32>
  %vi = complex.im %v : complex<f32>
  return %w, %cr, %vr, %vi : complex<f32>, f32, f32, f32
}

// Inverse pairs and identities.
func.func @inverses(%x: complex<f64>, %y: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %s = complex.sub %x, %y : complex<f64>
  %a = complex.add %s, %y : complex<f64>
  %t = complex.add %x, %y : complex<f64>
  %b = complex.sub %t, %y : complex<f64>
  %n = complex.neg %x : complex<f64>
  %nn = complex.neg %n : complex<f64>
  %l = complex.log %x : complex<f64>
  %e = complex.exp %l : complex<f64>
  %one = complex.constant [1.0, 0.0] : complex<f64>
  %m = complex.mul %x, %one : complex<f64>
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %p = complex.add %y, %zero : complex<f64>
  return %a, %b, %nn, %e, %m, %p : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}
