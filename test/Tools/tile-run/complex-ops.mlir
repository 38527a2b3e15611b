// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --convert-complex-to-standard --convert-math-to-llvm
// --convert-math-to-libm --convert-to-llvm, run by mlir-runner-22.

// CHECK: 1.75
// CHECK-NEXT: 1
// CHECK-NEXT: 1.25
// CHECK-NEXT: -5
// CHECK-NEXT: 6.375
// CHECK-NEXT: 4
// CHECK-NEXT: -0.62069
// CHECK-NEXT: -0.551724
// CHECK-NEXT: -16.4735
// CHECK-NEXT: 11.874
// CHECK-NEXT: -14.625
// CHECK-NEXT: -5.5
// CHECK-NEXT: -1.86504
// CHECK-NEXT: -4.07519
// CHECK-NEXT: -2.27118
// CHECK-NEXT: 0.181202
// CHECK-NEXT: 0.916291
// CHECK-NEXT: -0.927295
// CHECK-NEXT: 1.17866
// CHECK-NEXT: 1.17601
// CHECK-NEXT: 1.41421
// CHECK-NEXT: -0.707107
// CHECK-NEXT: 0.424127
// CHECK-NEXT: -0.390254
// CHECK-NEXT: 3.75277
// CHECK-NEXT: -0.256554
// CHECK-NEXT: 0.266127
// CHECK-NEXT: 3.61777
// CHECK-NEXT: 0.00236644
// CHECK-NEXT: 0.995656
// CHECK-NEXT: 1.06414
// CHECK-NEXT: 0.080391
// CHECK-NEXT: 0.6
// CHECK-NEXT: -0.8
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2
// CHECK-NEXT: -0.25
// CHECK-NEXT: -3
// CHECK-NEXT: 2.47868
// CHECK-NEXT: -0.390309
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.48766
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0

func.func @show(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  vector.print %re : f32
  vector.print %im : f32
  return
}

func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %x = arith.constant 0.25 : f32
  %y = arith.constant 3.0 : f32
  %b = complex.create %x, %y : complex<f32>
  %n = arith.constant 3 : i32
  %0 = complex.add %a, %b : complex<f32>
  call @show(%0) : (complex<f32>) -> ()
  %1 = complex.sub %a, %b : complex<f32>
  call @show(%1) : (complex<f32>) -> ()
  %2 = complex.mul %a, %b : complex<f32>
  call @show(%2) : (complex<f32>) -> ()
  %3 = complex.div %a, %b : complex<f32>
  call @show(%3) : (complex<f32>) -> ()
  %4 = complex.pow %a, %b : complex<f32>
  call @show(%4) : (complex<f32>) -> ()
  %5 = complex.powi %a, %n : complex<f32>, i32
  call @show(%5) : (complex<f32>) -> ()
  %6 = complex.exp %a : complex<f32>
  call @show(%6) : (complex<f32>) -> ()
  %7 = complex.expm1 %b : complex<f32>
  call @show(%7) : (complex<f32>) -> ()
  %8 = complex.log %a : complex<f32>
  call @show(%8) : (complex<f32>) -> ()
  %9 = complex.log1p %b : complex<f32>
  call @show(%9) : (complex<f32>) -> ()
  %10 = complex.sqrt %a : complex<f32>
  call @show(%10) : (complex<f32>) -> ()
  %11 = complex.rsqrt %b : complex<f32>
  call @show(%11) : (complex<f32>) -> ()
  %12 = complex.sin %a : complex<f32>
  call @show(%12) : (complex<f32>) -> ()
  %13 = complex.cos %a : complex<f32>
  call @show(%13) : (complex<f32>) -> ()
  %14 = complex.tan %b : complex<f32>
  call @show(%14) : (complex<f32>) -> ()
  %15 = complex.tanh %a : complex<f32>
  call @show(%15) : (complex<f32>) -> ()
  %16 = complex.sign %a : complex<f32>
  call @show(%16) : (complex<f32>) -> ()
  %17 = complex.conj %a : complex<f32>
  call @show(%17) : (complex<f32>) -> ()
  %18 = complex.neg %b : complex<f32>
  call @show(%18) : (complex<f32>) -> ()
  %19 = complex.atan2 %a, %b : complex<f32>
  call @show(%19) : (complex<f32>) -> ()
  %abs = complex.abs %a : complex<f32>
  vector.print %abs : f32
  %ang = complex.angle %b : complex<f32>
  vector.print %ang : f32
  %eq = complex.eq %a, %a : complex<f32>
  vector.print %eq : i1
  %ne = complex.neq %a, %b : complex<f32>
  vector.print %ne : i1
  %eq2 = complex.eq %a, %b : complex<f32>
  vector.print %eq2 : i1
  return
}
