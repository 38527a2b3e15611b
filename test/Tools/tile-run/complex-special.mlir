// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --convert-complex-to-standard --convert-math-to-llvm
// --convert-math-to-libm --convert-to-llvm, run by mlir-runner-22.

// CHECK: 1.22465e-16
// CHECK-NEXT: 2
// CHECK-NEXT: 3.06162e-17
// CHECK-NEXT: -0.5
// CHECK-NEXT: 1.22465e-16
// CHECK-NEXT: -2
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1.09861
// CHECK-NEXT: -3.14159
// CHECK-NEXT: 1.42109e-16
// CHECK-NEXT: -2.22045e-16
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: -2.14359e-16
// CHECK-NEXT: -6.56895e-16
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -1.36709
// CHECK-NEXT: 0.92911
// CHECK-NEXT: 0.707107
// CHECK-NEXT: 0.707107
// CHECK-NEXT: 1.09868e+15
// CHECK-NEXT: 4.5509e+14
// CHECK-NEXT: 69.4241
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -8e+29
// CHECK-NEXT: -2.4e+30
// CHECK-NEXT: 1.41421e+30

// The special cases of MLIR's complex lowering: polar square roots of negative reals,
// signed zeros, division by zero, overflow in exp/tan/tanh, huge magnitudes.
func.func @show(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  vector.print %re : f64
  vector.print %im : f64
  return
}

func.func @main() {
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %neg4 = complex.constant [-4.0, 0.0] : complex<f64>
  %neg4m = complex.constant [-4.0, -0.0] : complex<f64>
  %v34 = complex.constant [3.0, 4.0] : complex<f64>
  %big = complex.constant [1.0e30, 1.0e30] : complex<f64>
  %mixed = complex.constant [-1.0e-3, 2.0e3] : complex<f64>
  %small = complex.constant [-0.5, 0.25] : complex<f64>
  %0 = complex.sqrt %neg4 : complex<f64>
  call @show(%0) : (complex<f64>) -> ()
  %1 = complex.rsqrt %neg4 : complex<f64>
  call @show(%1) : (complex<f64>) -> ()
  %2 = complex.sqrt %neg4m : complex<f64>
  call @show(%2) : (complex<f64>) -> ()
  %3 = complex.div %v34, %zero : complex<f64>
  call @show(%3) : (complex<f64>) -> ()
  %4 = complex.tan %mixed : complex<f64>
  call @show(%4) : (complex<f64>) -> ()
  %5 = complex.tanh %big : complex<f64>
  call @show(%5) : (complex<f64>) -> ()
  %6 = complex.log1p %neg4m : complex<f64>
  call @show(%6) : (complex<f64>) -> ()
  %7 = complex.atan2 %zero, %v34 : complex<f64>
  call @show(%7) : (complex<f64>) -> ()
  %8 = complex.exp %big : complex<f64>
  call @show(%8) : (complex<f64>) -> ()
  %9 = complex.pow %big, %small : complex<f64>
  call @show(%9) : (complex<f64>) -> ()
  %10 = complex.div %big, %big : complex<f64>
  call @show(%10) : (complex<f64>) -> ()
  %11 = complex.expm1 %mixed : complex<f64>
  call @show(%11) : (complex<f64>) -> ()
  %12 = complex.sign %big : complex<f64>
  call @show(%12) : (complex<f64>) -> ()
  %13 = complex.sqrt %big : complex<f64>
  call @show(%13) : (complex<f64>) -> ()
  %14 = complex.log %big : complex<f64>
  call @show(%14) : (complex<f64>) -> ()
  %15 = complex.div %big, %small : complex<f64>
  call @show(%15) : (complex<f64>) -> ()
  %abs = complex.abs %big : complex<f64>
  vector.print %abs : f64
  return
}
