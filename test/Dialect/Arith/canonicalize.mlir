// RUN: tile-opt %s --canonicalize | FileCheck %s

// Folding of every arith op (constants, identities, in-place folds); the CHECK lines are
// mlir-opt-22 --canonicalize's output for this file.

// CHECK-LABEL: func.func @add_wrap(
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: return %c-2147483648_i32 : i32
func.func @add_wrap() -> i32 {
  %c2147483647_i32 = arith.constant 2147483647 : i32
  %c1_i32 = arith.constant 1 : i32
  %r = arith.addi %c2147483647_i32, %c1_i32 : i32
  return %r : i32
}
// CHECK-LABEL: func.func @mul_wrap(
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: return %c44_i8 : i8
func.func @mul_wrap() -> i8 {
  %a = arith.constant 100 : i8
  %b = arith.constant 3 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @sub_wrap(
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: return %c-1_i8 : i8
func.func @sub_wrap() -> i8 {
  %a = arith.constant 0 : i8
  %b = arith.constant 1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @add_index(
// CHECK-NEXT: %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT: return %c-9223372036854775808 : index
func.func @add_index() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
// CHECK-LABEL: func.func @add_i1(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
func.func @add_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.addi %a, %b : i1
  return %r : i1
}
// CHECK-LABEL: func.func @add_i128(
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: return %c-170141183460469231731687303715884105728_i128 : i128
func.func @add_i128() -> i128 {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 1 : i128
  %r = arith.addi %a, %b : i128
  return %r : i128
}
// CHECK-LABEL: func.func @divsi(
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: return %c-3_i32 : i32
func.func @divsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @divsi_ovf(
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @divsi_ovf() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @divsi_zero(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @divsi_zero() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @divui(
// CHECK-NEXT: %c124_i8 = arith.constant 124 : i8
// CHECK-NEXT: return %c124_i8 : i8
func.func @divui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @remsi(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
func.func @remsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @remui(
// CHECK-NEXT: %c9_i8 = arith.constant 9 : i8
// CHECK-NEXT: return %c9_i8 : i8
func.func @remui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 10 : i8
  %r = arith.remui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @remsi_zero(
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.remsi %c-7_i32, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @remsi_zero() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 0 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivsi_nn(
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: return %c-3_i32 : i32
func.func @ceildivsi_nn() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivsi_pp(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32 : i32
func.func @ceildivsi_pp() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivsi_mm(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32 : i32
func.func @ceildivsi_mm() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivsi_pm(
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: return %c-3_i32 : i32
func.func @ceildivsi_pm() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivsi_min(
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.ceildivsi %c-2147483648_i32, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @ceildivsi_min() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 3 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ceildivui(
// CHECK-NEXT: %c125_i8 = arith.constant 125 : i8
// CHECK-NEXT: return %c125_i8 : i8
func.func @ceildivui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @floordivsi_n(
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: return %c-4_i32 : i32
func.func @floordivsi_n() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @floordivsi_m(
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: return %c-4_i32 : i32
func.func @floordivsi_m() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @floordivsi_exact(
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: return %c-4_i32 : i32
func.func @floordivsi_exact() -> i32 {
  %a = arith.constant -8 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @shli(
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: return %c-2147483648_i32 : i32
func.func @shli() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 31 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @shli_big(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = arith.shli %c1_i32, %c32_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @shli_big() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 32 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @shrsi(
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: return %c-4_i8 : i8
func.func @shrsi() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 1 : i8
  %r = arith.shrsi %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @shrui(
// CHECK-NEXT: %c124_i8 = arith.constant 124 : i8
// CHECK-NEXT: return %c124_i8 : i8
func.func @shrui() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 1 : i8
  %r = arith.shrui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @andi(
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: return %c8_i8 : i8
func.func @andi() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 12 : i8
  %r = arith.andi %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @ori(
// CHECK-NEXT: %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT: return %c15_i8 : i8
func.func @ori() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 12 : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @xori(
// CHECK-NEXT: %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT: return %c-13_i8 : i8
func.func @xori() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.xori %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @maxsi(
// CHECK-NEXT: %c12_i8 = arith.constant 12 : i8
// CHECK-NEXT: return %c12_i8 : i8
func.func @maxsi() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.maxsi %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @maxui(
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: return %c-1_i8 : i8
func.func @maxui() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @minsi(
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: return %c-1_i8 : i8
func.func @minsi() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.minsi %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @minui(
// CHECK-NEXT: %c12_i8 = arith.constant 12 : i8
// CHECK-NEXT: return %c12_i8 : i8
func.func @minui() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.minui %a, %b : i8
  return %r : i8
}
// CHECK-LABEL: func.func @cmpi_slt(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @cmpi_slt() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
// CHECK-LABEL: func.func @cmpi_ult(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
func.func @cmpi_ult() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
// CHECK-LABEL: func.func @cmpi_vec(
// CHECK-NEXT: %cst = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT: return %cst : vector<2xi1>
func.func @cmpi_vec() -> vector<2xi1> {
  %a = arith.constant dense<[1, 5]> : vector<2xi32>
  %b = arith.constant dense<3> : vector<2xi32>
  %r = arith.cmpi sgt, %a, %b : vector<2xi32>
  return %r : vector<2xi1>
}
// CHECK-LABEL: func.func @extsi(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
func.func @extsi() -> i32 {
  %a = arith.constant -1 : i8
  %r = arith.extsi %a : i8 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @extui(
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: return %c255_i32 : i32
func.func @extui() -> i32 {
  %a = arith.constant -1 : i8
  %r = arith.extui %a : i8 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @extui_i1(
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: return %c1_i8 : i8
func.func @extui_i1() -> i8 {
  %a = arith.constant true
  %r = arith.extui %a : i1 to i8
  return %r : i8
}
// CHECK-LABEL: func.func @extsi_i1(
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: return %c-1_i8 : i8
func.func @extsi_i1() -> i8 {
  %a = arith.constant true
  %r = arith.extsi %a : i1 to i8
  return %r : i8
}
// CHECK-LABEL: func.func @trunci(
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: return %c1_i8 : i8
func.func @trunci() -> i8 {
  %a = arith.constant 257 : i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}
// CHECK-LABEL: func.func @trunci_i1(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @trunci_i1() -> i1 {
  %a = arith.constant 3 : i32
  %r = arith.trunci %a : i32 to i1
  return %r : i1
}
// CHECK-LABEL: func.func @index_cast(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
func.func @index_cast() -> i32 {
  %a = arith.constant -1 : index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
// CHECK-LABEL: func.func @index_castui(
// CHECK-NEXT: %c4294967295 = arith.constant 4294967295 : index
// CHECK-NEXT: return %c4294967295 : index
func.func @index_castui() -> index {
  %a = arith.constant -1 : i32
  %r = arith.index_castui %a : i32 to index
  return %r : index
}
// CHECK-LABEL: func.func @sitofp(
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @sitofp() -> f32 {
  %a = arith.constant -1 : i32
  %r = arith.sitofp %a : i32 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @sitofp_i1(
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @sitofp_i1() -> f32 {
  %a = arith.constant true
  %r = arith.sitofp %a : i1 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @uitofp(
// CHECK-NEXT: %cst = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: return %cst : f32
func.func @uitofp() -> f32 {
  %a = arith.constant -1 : i8
  %r = arith.uitofp %a : i8 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @sitofp_round(
// CHECK-NEXT: %cst = arith.constant 0x4B800000 : f32
// CHECK-NEXT: return %cst : f32
func.func @sitofp_round() -> f32 {
  %a = arith.constant 16777217 : i64
  %r = arith.sitofp %a : i64 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @sitofp_f16_round(
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: return %cst : f16
func.func @sitofp_f16_round() -> f16 {
  %a = arith.constant 2049 : i64
  %r = arith.sitofp %a : i64 to f16
  return %r : f16
}
// CHECK-LABEL: func.func @uitofp_f16_ovf(
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: return %cst : f16
func.func @uitofp_f16_ovf() -> f16 {
  %a = arith.constant 100000 : i32
  %r = arith.uitofp %a : i32 to f16
  return %r : f16
}
// CHECK-LABEL: func.func @sitofp_bf16_big(
// CHECK-NEXT: %cst = arith.constant 9.223370e+18 : bf16
// CHECK-NEXT: return %cst : bf16
func.func @sitofp_bf16_big() -> bf16 {
  %a = arith.constant 9223372036854775807 : i64
  %r = arith.sitofp %a : i64 to bf16
  return %r : bf16
}
// CHECK-LABEL: func.func @fptosi(
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: return %c-3_i32 : i32
func.func @fptosi() -> i32 {
  %a = arith.constant -3.7 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @fptoui_neg(
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.fptoui %cst : f32 to i32
// CHECK-NEXT: return %0 : i32
func.func @fptoui_neg() -> i32 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptoui %a : f32 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @fptoui_negfrac(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
func.func @fptoui_negfrac() -> i32 {
  %a = arith.constant -0.5 : f32
  %r = arith.fptoui %a : f32 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @fptosi_big(
// CHECK-NEXT: %cst = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %0 = arith.fptosi %cst : f32 to i32
// CHECK-NEXT: return %0 : i32
func.func @fptosi_big() -> i32 {
  %a = arith.constant 1.0e10 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @fptosi_i1(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @fptosi_i1() -> i1 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptosi %a : f32 to i1
  return %r : i1
}
// CHECK-LABEL: func.func @extf(
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @extf() -> f32 {
  %a = arith.constant 1.5 : f16
  %r = arith.extf %a : f16 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @truncf_inexact(
// CHECK-NEXT: %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %0 = arith.truncf %cst : f64 to f32
// CHECK-NEXT: return %0 : f32
func.func @truncf_inexact() -> f32 {
  %a = arith.constant 0.1 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @truncf_exact(
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: return %cst : f16
func.func @truncf_exact() -> f16 {
  %a = arith.constant 1.5 : f64
  %r = arith.truncf %a : f64 to f16
  return %r : f16
}
// CHECK-LABEL: func.func @truncf_ovf(
// CHECK-NEXT: %cst = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %0 = arith.truncf %cst : f32 to f16
// CHECK-NEXT: return %0 : f16
func.func @truncf_ovf() -> f16 {
  %a = arith.constant 1.0e10 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}
// CHECK-LABEL: func.func @bitcast_fi(
// CHECK-NEXT: %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT: return %c1065353216_i32 : i32
func.func @bitcast_fi() -> i32 {
  %a = arith.constant 1.0 : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
// CHECK-LABEL: func.func @bitcast_if(
// CHECK-NEXT: %cst = arith.constant 0xFFFFFFFF : f32
// CHECK-NEXT: return %cst : f32
func.func @bitcast_if() -> f32 {
  %a = arith.constant -1 : i32
  %r = arith.bitcast %a : i32 to f32
  return %r : f32
}
// CHECK-LABEL: func.func @bitcast_vec(
// CHECK-NEXT: %cst = arith.constant dense<[1065353216, -1073741824]> : vector<2xi32>
// CHECK-NEXT: return %cst : vector<2xi32>
func.func @bitcast_vec() -> vector<2xi32> {
  %a = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %r = arith.bitcast %a : vector<2xf32> to vector<2xi32>
  return %r : vector<2xi32>
}
// CHECK-LABEL: func.func @addf32(
// CHECK-NEXT: %cst = arith.constant 3.000000e-01 : f32
// CHECK-NEXT: return %cst : f32
func.func @addf32() -> f32 {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @addf64(
// CHECK-NEXT: %cst = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: return %cst : f64
func.func @addf64() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
// CHECK-LABEL: func.func @addf16(
// CHECK-NEXT: %cst = arith.constant 2.998050e-01 : f16
// CHECK-NEXT: return %cst : f16
func.func @addf16() -> f16 {
  %a = arith.constant 0.1 : f16
  %b = arith.constant 0.2 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
// CHECK-LABEL: func.func @addbf16(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: return %cst : bf16
func.func @addbf16() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 0.00390625 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
// CHECK-LABEL: func.func @mulf16_ovf(
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: return %cst : f16
func.func @mulf16_ovf() -> f16 {
  %a = arith.constant 60000.0 : f16
  %b = arith.constant 2.0 : f16
  %r = arith.mulf %a, %b : f16
  return %r : f16
}
// CHECK-LABEL: func.func @divf_inf(
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: return %cst : f32
func.func @divf_inf() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @divf_nan(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
func.func @divf_nan() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @subf_inf(
// CHECK-NEXT: %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: return %cst : f64
func.func @subf_inf() -> f64 {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 0x7FF0000000000000 : f64
  %r = arith.subf %a, %b : f64
  return %r : f64
}
// CHECK-LABEL: func.func @addf_nan_payload(
// CHECK-NEXT: %cst = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: return %cst : f32
func.func @addf_nan_payload() -> f32 {
  %a = arith.constant 0xFFC00001 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @addf_nan_rhs(
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: return %cst : f32
func.func @addf_nan_rhs() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0x7F800001 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @remf(
// CHECK-NEXT: %cst = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @remf() -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @negf(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @negf() -> f32 {
  %a = arith.constant 0.0 : f32
  %r = arith.negf %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @maximumf_z(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @maximumf_z() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @minimumf_z(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @minimumf_z() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @maxnumf_z(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @maxnumf_z() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @minnumf_z(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @minnumf_z() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @maxnumf_nan(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @maxnumf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @maximumf_nan(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
func.func @maximumf_nan() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0x7FC00000 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @minnumf_snan(
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: return %cst : f32
func.func @minnumf_snan() -> f32 {
  %a = arith.constant 0x7F800001 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @cmpf_olt(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @cmpf_olt() -> i1 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
// CHECK-LABEL: func.func @cmpf_uno(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @cmpf_uno() -> i1 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.cmpf uno, %a, %b : f32
  return %r : i1
}
// CHECK-LABEL: func.func @cmpf_oeq_z(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @cmpf_oeq_z() -> i1 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %a, %b : f32
  return %r : i1
}
// CHECK-LABEL: func.func @dense_add(
// CHECK-NEXT: %cst = arith.constant dense<[4, 6]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
func.func @dense_add() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[3, 4]> : tensor<2xi32>
  %r = arith.addi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
// CHECK-LABEL: func.func @splat_add(
// CHECK-NEXT: %cst = arith.constant dense<3.500000e+00> : vector<4xf32>
// CHECK-NEXT: return %cst : vector<4xf32>
func.func @splat_add() -> vector<4xf32> {
  %a = arith.constant dense<1.5> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xf32>
  %r = arith.addf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
// CHECK-LABEL: func.func @dense_splat_mul(
// CHECK-NEXT: %cst = arith.constant dense<[3, 6]> : tensor<2xi8>
// CHECK-NEXT: return %cst : tensor<2xi8>
func.func @dense_splat_mul() -> tensor<2xi8> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi8>
  %b = arith.constant dense<[3, 3]> : tensor<2xi8>
  %r = arith.muli %a, %b : tensor<2xi8>
  return %r : tensor<2xi8>
}
// CHECK-LABEL: func.func @dense_to_splat(
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<2xi8>
// CHECK-NEXT: return %cst : tensor<2xi8>
func.func @dense_to_splat() -> tensor<2xi8> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi8>
  %b = arith.constant dense<[2, 1]> : tensor<2xi8>
  %r = arith.addi %a, %b : tensor<2xi8>
  return %r : tensor<2xi8>
}
// CHECK-LABEL: func.func @select_dense(
// CHECK-NEXT: %cst = arith.constant dense<[1, 8, 1]> : vector<3xi32>
// CHECK-NEXT: return %cst : vector<3xi32>
func.func @select_dense() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<1> : vector<3xi32>
  %b = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %r = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  return %r : vector<3xi32>
}
// CHECK-LABEL: func.func @mulsi_ext(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
func.func @mulsi_ext() -> i32 {
  %a = arith.constant -3 : i32
  %b = arith.constant 1073741824 : i32
  %r:2 = arith.mulsi_extended %a, %b : i32
  return %r#1 : i32
}
// CHECK-LABEL: func.func @mului_ext(
// CHECK-NEXT: %c1073741823_i32 = arith.constant 1073741823 : i32
// CHECK-NEXT: return %c1073741823_i32 : i32
func.func @mului_ext() -> i32 {
  %a = arith.constant -3 : i32
  %b = arith.constant 1073741824 : i32
  %r:2 = arith.mului_extended %a, %b : i32
  return %r#1 : i32
}
// CHECK-LABEL: func.func @addui_ext(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @addui_ext() -> i1 {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %r:2 = arith.addui_extended %a, %b : i32, i1
  return %r#1 : i1
}
// CHECK-LABEL: func.func @mulsi_ext128(
// CHECK-NEXT: %c-2_i128 = arith.constant -2 : i128
// CHECK-NEXT: return %c-2_i128 : i128
func.func @mulsi_ext128() -> i128 {
  %a = arith.constant -3 : i128
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %r:2 = arith.mulsi_extended %a, %b : i128
  return %r#1 : i128
}
// CHECK-LABEL: func.func @mului_ext128(
// CHECK-NEXT: %c170141183460469231731687303715884105725_i128 = arith.constant 170141183460469231731687303715884105725 : i128
// CHECK-NEXT: return %c170141183460469231731687303715884105725_i128 : i128
func.func @mului_ext128() -> i128 {
  %a = arith.constant -3 : i128
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %r:2 = arith.mului_extended %a, %b : i128
  return %r#1 : i128
}
// CHECK-LABEL: func.func @sqrt(
// CHECK-NEXT: %cst = arith.constant 1.41421354 : f32
// CHECK-NEXT: return %cst : f32
func.func @sqrt() -> f32 {
  %a = arith.constant 2.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @sqrt_neg(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = math.sqrt %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @sqrt_neg() -> f32 {
  %a = arith.constant -2.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @exp64(
// CHECK-NEXT: %cst = arith.constant 2.7182818284590451 : f64
// CHECK-NEXT: return %cst : f64
func.func @exp64() -> f64 {
  %a = arith.constant 1.0 : f64
  %r = math.exp %a : f64
  return %r : f64
}
// CHECK-LABEL: func.func @erf(
// CHECK-NEXT: %cst = arith.constant 0.520499885 : f32
// CHECK-NEXT: return %cst : f32
func.func @erf() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.erf %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @asinh(
// CHECK-NEXT: %cst = arith.constant 0.481211841 : f32
// CHECK-NEXT: return %cst : f32
func.func @asinh() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.asinh %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @acosh_nan(
// CHECK-NEXT: %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: return %cst : f32
func.func @acosh_nan() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.acosh %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @exp_f16(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %0 = math.exp %cst : f16
// CHECK-NEXT: return %0 : f16
func.func @exp_f16() -> f16 {
  %a = arith.constant 1.0 : f16
  %r = math.exp %a : f16
  return %r : f16
}
// CHECK-LABEL: func.func @floor_f16(
// CHECK-NEXT: %cst = arith.constant -3.000000e+00 : f16
// CHECK-NEXT: return %cst : f16
func.func @floor_f16() -> f16 {
  %a = arith.constant -2.5 : f16
  %r = math.floor %a : f16
  return %r : f16
}
// CHECK-LABEL: func.func @round(
// CHECK-NEXT: %cst = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @round() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.round %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @roundeven(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @roundeven() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.roundeven %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @absf(
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @absf() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.absf %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @absi(
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: return %c-128_i8 : i8
func.func @absi() -> i8 {
  %a = arith.constant -128 : i8
  %r = math.absi %a : i8
  return %r : i8
}
// CHECK-LABEL: func.func @ctlz(
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: return %c31_i32 : i32
func.func @ctlz() -> i32 {
  %a = arith.constant 1 : i32
  %r = math.ctlz %a : i32
  return %r : i32
}
// CHECK-LABEL: func.func @cttz(
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: return %c8_i8 : i8
func.func @cttz() -> i8 {
  %a = arith.constant 0 : i8
  %r = math.cttz %a : i8
  return %r : i8
}
// CHECK-LABEL: func.func @ctpop(
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: return %c8_i8 : i8
func.func @ctpop() -> i8 {
  %a = arith.constant -1 : i8
  %r = math.ctpop %a : i8
  return %r : i8
}
// CHECK-LABEL: func.func @ipowi(
// CHECK-NEXT: %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT: return %c81_i32 : i32
func.func @ipowi() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ipowi_neg(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
func.func @ipowi_neg() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant -1 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @ipowi_m1(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
func.func @ipowi_m1() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -3 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// CHECK-LABEL: func.func @powf(
// CHECK-NEXT: %cst = arith.constant 1.41421354 : f32
// CHECK-NEXT: return %cst : f32
func.func @powf() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f32
  %r = math.powf %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @atan2_zero(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
func.func @atan2_zero() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = math.atan2 %a, %b : f32
  return %r : f32
}
// CHECK-LABEL: func.func @copysign(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: return %cst : f16
func.func @copysign() -> f16 {
  %a = arith.constant 2.0 : f16
  %b = arith.constant -0.0 : f16
  %r = math.copysign %a, %b : f16
  return %r : f16
}
// CHECK-LABEL: func.func @isnan(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @isnan() -> i1 {
  %a = arith.constant 0x7FC00000 : f32
  %r = math.isnan %a : f32
  return %r : i1
}
// CHECK-LABEL: func.func @isnormal_sub(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
func.func @isnormal_sub() -> i1 {
  %a = arith.constant 1.0e-40 : f32
  %r = math.isnormal %a : f32
  return %r : i1
}
// CHECK-LABEL: func.func @isnormal_f16(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
func.func @isnormal_f16() -> i1 {
  %a = arith.constant 1.0 : f16
  %r = math.isnormal %a : f16
  return %r : i1
}
// CHECK-LABEL: func.func @log_negzero(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = math.log %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @log_negzero() -> f32 {
  %a = arith.constant -0.0 : f32
  %r = math.log %a : f32
  return %r : f32
}
// CHECK-LABEL: func.func @log1p_m2(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: %0 = math.log1p %cst : f64
// CHECK-NEXT: return %0 : f64
func.func @log1p_m2() -> f64 {
  %a = arith.constant -2.0 : f64
  %r = math.log1p %a : f64
  return %r : f64
}
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %2 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %3 = arith.addi %1, %2 : i64
// CHECK-NEXT: %4 = arith.trunci %arg2 : i64 to i32
// CHECK-NEXT: %5 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %arg3, %arg3 : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %0, %true, %arg0, %c-1_i32, %3, %4, %5, %arg3, %6, %c0_i32, %arg5, %arg0 : i32, i32, i32, i1, i1, i32, i32, i64, i32, f32, f32, i1, i32, vector<4xi32>, i32
func.func @f(%a: i32, %b: i32, %x: i64, %f: f32, %c: i1, %v: vector<4xi32>) -> (i32, i32, i32, i1, i1, i32, i32, i64, i32, f32, f32, i1, i32, vector<4xi32>, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %c0, %a : i32
  %1 = arith.muli %c1, %a : i32
  %2 = arith.andi %a, %m1 : i32
  %3 = arith.cmpi slt, %c5, %a : i32
  %4 = arith.cmpi eq, %a, %a : i32
  %5 = arith.select %c, %a, %a : i32
  %6 = arith.ori %a, %m1 : i32
  %e = arith.extsi %a : i32 to i64
  %ee = arith.extsi %a : i32 to i64
  %7 = arith.addi %e, %ee : i64
  %8 = arith.trunci %x : i64 to i32
  %9 = arith.addf %f, %f : f32
  %one = arith.constant 1.0 : f32
  %10 = arith.mulf %f, %one : f32
  %11 = arith.cmpf olt, %f, %f : f32
  %12 = arith.xori %a, %a : i32
  %vz = arith.constant dense<0> : vector<4xi32>
  %13 = arith.addi %v, %vz : vector<4xi32>
  %14 = arith.divui %a, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i32, i32, i32, i1, i1, i32, i32, i64, i32, f32, f32, i1, i32, vector<4xi32>, i32
}
// CHECK-LABEL: func.func @chains(
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %3 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %4 = arith.truncf %arg3 : f32 to f16
// CHECK-NEXT: %5 = arith.extf %4 : f16 to f32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg6, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %arg0, %3, %arg2, %5, %arg4, %arg4, %arg6, %arg7, %arg4, %arg5, %arg6, %6, %c2147483647_i32, %c0_i32 : i64, i64, i16, i8, i8, f16, f32, i1, i1, i32, i32, i1, vector<4xi1>, i32, i1, i32, i32
func.func @chains(%a: i8, %b: i32, %h: f16, %f: f32, %c: i1, %v: vector<4xi1>, %x: i32, %y: i32) -> (i64, i64, i16, i8, i8, f16, f32, i1, i1, i32, i32, i1, vector<4xi1>, i32, i1, i32, i32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %a : i8 to i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.extsi %b : i32 to i64
  %5 = arith.trunci %4 : i64 to i16
  %6 = arith.extui %a : i8 to i32
  %7 = arith.trunci %6 : i32 to i8
  %8 = arith.trunci %b : i32 to i16
  %9 = arith.trunci %8 : i16 to i8
  %e = arith.extf %h : f16 to f64
  %11 = arith.truncf %e : f64 to f16
  %e2 = arith.extf %f : f32 to f64
  %12 = arith.truncf %e2 : f64 to f16
  %13 = arith.extf %12 : f16 to f32
  %ci = arith.extui %c : i1 to i32
  %z = arith.constant 0 : i32
  %14 = arith.cmpi ne, %ci, %z : i32
  %cs = arith.extsi %c : i1 to i32
  %15 = arith.cmpi ne, %cs, %z : i32
  %t = arith.constant true
  %fl = arith.constant false
  %16 = arith.cmpi ne, %c, %fl : i1
  %17 = arith.cmpi eq, %c, %t : i1
  %18 = arith.select %c, %t, %fl : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %19 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %20 = arith.select %ne, %x, %y : i32
  %21 = arith.cmpi ugt, %z, %x : i32
  %vt = arith.constant dense<true> : vector<4xi1>
  %22 = arith.andi %v, %vt : vector<4xi1>
  %c7 = arith.constant 7 : i32
  %23 = arith.addi %c7, %x : i32
  %24 = arith.addi %23, %c7 : i32
  %mx = arith.constant 2147483647 : i32
  %25 = arith.maxsi %x, %mx : i32
  %26 = arith.minui %z, %x : i32
  return %1, %3, %5, %7, %9, %11, %13, %14, %15, %x, %19, %17, %22, %20, %21, %25, %26 : i64, i64, i16, i8, i8, f16, f32, i1, i1, i32, i32, i1, vector<4xi1>, i32, i1, i32, i32
}
