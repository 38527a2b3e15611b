// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: 3
// CHECK-NEXT: -41
// CHECK-NEXT: -44
// CHECK-NEXT: -360
// CHECK-NEXT: -6
// CHECK-NEXT: 536870906
// CHECK-NEXT: -6
// CHECK-NEXT: 613566751
// CHECK-NEXT: -7
// CHECK-NEXT: -3
// CHECK-NEXT: 7
// CHECK-NEXT: -45
// CHECK-NEXT: 7
// CHECK-NEXT: -38
// CHECK-NEXT: 0
// CHECK-NEXT: -315
// CHECK-NEXT: -1
// CHECK-NEXT: -315
// CHECK-NEXT: 6
// CHECK-NEXT: 360
// CHECK-NEXT: 2147483640
// CHECK-NEXT: 2147483280
// CHECK-NEXT: -5184
// CHECK-NEXT: 268435375
// CHECK-NEXT: 268435375
// CHECK-NEXT: 2147483
// CHECK-NEXT: 2147483
// CHECK-NEXT: 2147483
// CHECK-NEXT: 0
// CHECK-NEXT: 2147483000
// CHECK-NEXT: 2147483000
// CHECK-NEXT: 1000
// CHECK-NEXT: -2147483296
// CHECK-NEXT: 0
// CHECK-NEXT: -648000
// CHECK-NEXT: 499
// CHECK-NEXT: -648000
// CHECK-NEXT: 499
// CHECK-NEXT: -1.5
// CHECK-NEXT: 2
// CHECK-NEXT: -7.5
// CHECK-NEXT: 1.0472
// CHECK-NEXT: 0.523599
// CHECK-NEXT: -1.43824
// CHECK-NEXT: -1.31019
// CHECK-NEXT: 1.31696
// CHECK-NEXT: -2.71247
// CHECK-NEXT: 0.549306

// Scalar integer and float ops of arith and math, printed with vector.print.
module {
  func.func @ints(%a: i32, %b: i32) {
    %and = arith.andi %a, %b : i32
    vector.print %and : i32
    %or = arith.ori %a, %b : i32
    vector.print %or : i32
    %xor = arith.xori %a, %b : i32
    vector.print %xor : i32
    %c3 = arith.constant 3 : i32
    %shl = arith.shli %a, %c3 : i32
    vector.print %shl : i32
    %shrs = arith.shrsi %a, %c3 : i32
    vector.print %shrs : i32
    %shru = arith.shrui %a, %c3 : i32
    vector.print %shru : i32
    %cds = arith.ceildivsi %a, %b : i32
    vector.print %cds : i32
    %cdu = arith.ceildivui %a, %b : i32
    vector.print %cdu : i32
    %fds = arith.floordivsi %a, %b : i32
    vector.print %fds : i32
    %rs = arith.remsi %a, %b : i32
    vector.print %rs : i32
    %maxs = arith.maxsi %a, %b : i32
    vector.print %maxs : i32
    %maxu = arith.maxui %a, %b : i32
    vector.print %maxu : i32
    %minu = arith.minui %a, %b : i32
    vector.print %minu : i32
    %sum, %carry = arith.addui_extended %a, %b : i32, i1
    vector.print %sum : i32
    vector.print %carry : i1
    %lo, %hi = arith.mulsi_extended %a, %b : i32
    vector.print %lo : i32
    vector.print %hi : i32
    %ulo, %uhi = arith.mului_extended %a, %b : i32
    vector.print %ulo : i32
    vector.print %uhi : i32
    return
  }

  func.func @floats(%x: f64, %y: f64) {
    %rem = arith.remf %x, %y : f64
    vector.print %rem : f64
    %mx = arith.maxnumf %x, %y : f64
    vector.print %mx : f64
    %mn = arith.minnumf %x, %y : f64
    vector.print %mn : f64
    %h = arith.constant 0.5 : f64
    %acos = math.acos %h : f64
    vector.print %acos : f64
    %asin = math.asin %h : f64
    vector.print %asin : f64
    %atan = math.atan %x : f64
    vector.print %atan : f64
    %atan2 = math.atan2 %x, %y : f64
    vector.print %atan2 : f64
    %two = arith.constant 2.0 : f64
    %acosh = math.acosh %two : f64
    vector.print %acosh : f64
    %asinh = math.asinh %x : f64
    vector.print %asinh : f64
    %atanh = math.atanh %h : f64
    vector.print %atanh : f64
    return
  }

  func.func @main() {
    %a = arith.constant -45 : i32
    %b = arith.constant 7 : i32
    call @ints(%a, %b) : (i32, i32) -> ()
    %c = arith.constant 2147483000 : i32
    %d = arith.constant 1000 : i32
    call @ints(%c, %d) : (i32, i32) -> ()
    %x = arith.constant -7.5 : f64
    %y = arith.constant 2.0 : f64
    call @floats(%x, %y) : (f64, f64) -> ()
    return
  }
}
