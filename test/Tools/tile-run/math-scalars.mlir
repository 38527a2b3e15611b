// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run with
// --convert-math-to-funcs (for ipowi and fpowi).
// RUN: tile-run %s | FileCheck %s
// CHECK: -1.35721
// CHECK-NEXT: -2
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: -2
// CHECK-NEXT: 6.13229
// CHECK-NEXT: -6.0502
// CHECK-NEXT: 0.747022
// CHECK-NEXT: 0.176777
// CHECK-NEXT: 1.32193
// CHECK-NEXT: 0.39794
// CHECK-NEXT: 0.632456
// CHECK-NEXT: -0.999593
// CHECK-NEXT: 1.99959
// CHECK-NEXT: -15.625
// CHECK-NEXT: -0.598472
// CHECK-NEXT: -0.801144
// CHECK-NEXT: 1
// CHECK-NEXT: 0.721125
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1.07114
// CHECK-NEXT: 0.383851
// CHECK-NEXT: 0.393627
// CHECK-NEXT: 1.29684
// CHECK-NEXT: -1.41504
// CHECK-NEXT: -0.425969
// CHECK-NEXT: 1.63299
// CHECK-NEXT: 0.404117
// CHECK-NEXT: 0.595883
// CHECK-NEXT: 0.0527344
// CHECK-NEXT: 0.366273
// CHECK-NEXT: 0.930508
// CHECK-NEXT: 1
// CHECK-NEXT: 26
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 64000
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 30
// CHECK-NEXT: -343

// Scalar math ops, printed with vector.print.
module {
  func.func @floats(%x: f64) {
    %cbrt = math.cbrt %x : f64
    vector.print %cbrt : f64
    %ceil = math.ceil %x : f64
    vector.print %ceil : f64
    %floor = math.floor %x : f64
    vector.print %floor : f64
    %round = math.round %x : f64
    vector.print %round : f64
    %re = math.roundeven %x : f64
    vector.print %re : f64
    %trunc = math.trunc %x : f64
    vector.print %trunc : f64
    %cosh = math.cosh %x : f64
    vector.print %cosh : f64
    %sinh = math.sinh %x : f64
    vector.print %sinh : f64
    %tan = math.tan %x : f64
    vector.print %tan : f64
    %exp2 = math.exp2 %x : f64
    vector.print %exp2 : f64
    %ax = math.absf %x : f64
    %log2 = math.log2 %ax : f64
    vector.print %log2 : f64
    %log10 = math.log10 %ax : f64
    vector.print %log10 : f64
    %rsqrt = math.rsqrt %ax : f64
    vector.print %rsqrt : f64
    %erf = math.erf %x : f64
    vector.print %erf : f64
    %erfc = math.erfc %x : f64
    vector.print %erfc : f64
    %three = arith.constant 3 : i32
    %fpowi = math.fpowi %x, %three : f64, i32
    vector.print %fpowi : f64
    %s, %c = math.sincos %x : f64
    vector.print %s : f64
    vector.print %c : f64
    %fin = math.isfinite %x : f64
    vector.print %fin : i1
    return
  }

  func.func @ints(%a: i32) {
    %lz = math.ctlz %a : i32
    vector.print %lz : i32
    %tz = math.cttz %a : i32
    vector.print %tz : i32
    %pop = math.ctpop %a : i32
    vector.print %pop : i32
    %three = arith.constant 3 : i32
    %ipowi = math.ipowi %a, %three : i32
    vector.print %ipowi : i32
    return
  }

  func.func @main() {
    %a = arith.constant -2.5 : f64
    call @floats(%a) : (f64) -> ()
    %b = arith.constant 0.375 : f64
    call @floats(%b) : (f64) -> ()
    %i = arith.constant 40 : i32
    call @ints(%i) : (i32) -> ()
    %j = arith.constant -7 : i32
    call @ints(%j) : (i32) -> ()
    return
  }
}
