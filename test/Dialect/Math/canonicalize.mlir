// RUN: tile-opt %s --canonicalize | FileCheck %s

// Folding of the math ops; the CHECK lines are mlir-opt-22 --canonicalize's output for this
// file (the transcendental functions fold through the host C library, as in MLIR).

// CHECK-LABEL: func.func @math_f32(
// CHECK-NEXT: %cst = arith.constant -0.699999988 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.86858392 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.43924212 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_2 = arith.constant 0.322198808 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.677801191 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.86730051 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.652666568 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.610725939 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.795398831 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.775397479 : f32
// CHECK-NEXT: %cst_12 = arith.constant 1.25516903 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0.758583664 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0.604367733 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0.842288374 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_18 = arith.constant 0.530628264 : f32
// CHECK-NEXT: %cst_19 = arith.constant -0.154901981 : f32
// CHECK-NEXT: %cst_20 = arith.constant -0.514573216 : f32
// CHECK-NEXT: %cst_21 = arith.constant -0.356674969 : f32
// CHECK-NEXT: %cst_22 = arith.constant 1.0137527 : f32
// CHECK-NEXT: %cst_23 = arith.constant 1.6245048 : f32
// CHECK-NEXT: %cst_24 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_25 = arith.constant 0.699999988 : f32
// CHECK-NEXT: %cst_26 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_27 = arith.constant 8.366600e-01 : f32
// CHECK-NEXT: %0 = math.rsqrt %cst_25 : f32
// CHECK-NEXT: %1 = math.cbrt %cst_25 : f32
// CHECK-NEXT: %2 = math.fma %cst_25, %cst_26, %cst_25 : f32
// CHECK-NEXT: return %cst_27, %0, %cst_24, %cst_23, %cst_22, %cst_21, %cst_20, %cst_19, %cst_18, %cst_25, %cst_17, %cst_16, %cst_15, %cst_14, %cst_13, %cst_12, %cst_11, %cst_10, %cst_9, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_5, %cst_5, %cst_4, %cst_3, %cst_2, %1, %false, %false, %true, %true, %cst_1, %cst_0, %cst, %2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, f32, f32, f32, f32
func.func @math_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, f32, f32, f32, f32) {
  %c = arith.constant 0.7 : f32
  %m = arith.constant -2.5 : f32
  %sqrt = math.sqrt %c : f32
  %rsqrt = math.rsqrt %c : f32
  %exp = math.exp %c : f32
  %exp2 = math.exp2 %c : f32
  %expm1 = math.expm1 %c : f32
  %log = math.log %c : f32
  %log2 = math.log2 %c : f32
  %log10 = math.log10 %c : f32
  %log1p = math.log1p %c : f32
  %absf = math.absf %c : f32
  %sin = math.sin %c : f32
  %cos = math.cos %c : f32
  %tan = math.tan %c : f32
  %tanh = math.tanh %c : f32
  %sinh = math.sinh %c : f32
  %cosh = math.cosh %c : f32
  %asin = math.asin %c : f32
  %acos = math.acos %c : f32
  %atan = math.atan %c : f32
  %asinh = math.asinh %c : f32
  %acosh = math.acosh %c : f32
  %atanh = math.atanh %c : f32
  %ceil = math.ceil %c : f32
  %floor = math.floor %c : f32
  %round = math.round %c : f32
  %roundeven = math.roundeven %c : f32
  %trunc = math.trunc %c : f32
  %erf = math.erf %c : f32
  %erfc = math.erfc %c : f32
  %cbrt = math.cbrt %c : f32
  %isnan = math.isnan %m : f32
  %isinf = math.isinf %m : f32
  %isfinite = math.isfinite %m : f32
  %isnormal = math.isnormal %m : f32
  %powf = math.powf %c, %m : f32
  %atan2 = math.atan2 %c, %m : f32
  %copysign = math.copysign %c, %m : f32
  %fma = math.fma %c, %m, %c : f32
  return %sqrt, %rsqrt, %exp, %exp2, %expm1, %log, %log2, %log10, %log1p, %absf, %sin, %cos, %tan, %tanh, %sinh, %cosh, %asin, %acos, %atan, %asinh, %acosh, %atanh, %ceil, %floor, %round, %roundeven, %trunc, %erf, %erfc, %cbrt, %isnan, %isinf, %isfinite, %isnormal, %powf, %atan2, %copysign, %fma : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @math_f64(
// CHECK-NEXT: %cst = arith.constant -0.69999999999999996 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.8685839505030826 : f64
// CHECK-NEXT: %cst_1 = arith.constant 2.43924205986611 : f64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_2 = arith.constant 0.32219880616258156 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.67780119383741844 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.86730052769405308 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %cst_8 = arith.constant 0.65266656608235574 : f64
// CHECK-NEXT: %cst_9 = arith.constant 0.61072596438920856 : f64
// CHECK-NEXT: %cst_10 = arith.constant 0.79539883018414359 : f64
// CHECK-NEXT: %cst_11 = arith.constant 0.77539749661075297 : f64
// CHECK-NEXT: %cst_12 = arith.constant 1.255169005630943 : f64
// CHECK-NEXT: %cst_13 = arith.constant 0.75858370183953338 : f64
// CHECK-NEXT: %cst_14 = arith.constant 0.60436777711716361 : f64
// CHECK-NEXT: %cst_15 = arith.constant 0.84228838046307941 : f64
// CHECK-NEXT: %cst_16 = arith.constant 0.7648421872844885 : f64
// CHECK-NEXT: %cst_17 = arith.constant 0.64421768723769102 : f64
// CHECK-NEXT: %cst_18 = arith.constant 0.53062825106217038 : f64
// CHECK-NEXT: %cst_19 = arith.constant -0.15490195998574319 : f64
// CHECK-NEXT: %cst_20 = arith.constant -0.51457317282975834 : f64
// CHECK-NEXT: %cst_21 = arith.constant -0.35667494393873245 : f64
// CHECK-NEXT: %cst_22 = arith.constant 1.0137527074704764 : f64
// CHECK-NEXT: %cst_23 = arith.constant 1.6245047927124709 : f64
// CHECK-NEXT: %cst_24 = arith.constant 2.0137527074704766 : f64
// CHECK-NEXT: %cst_25 = arith.constant 0.69999999999999996 : f64
// CHECK-NEXT: %cst_26 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT: %cst_27 = arith.constant 0.83666002653407556 : f64
// CHECK-NEXT: %0 = math.rsqrt %cst_25 : f64
// CHECK-NEXT: %1 = math.cbrt %cst_25 : f64
// CHECK-NEXT: %2 = math.fma %cst_25, %cst_26, %cst_25 : f64
// CHECK-NEXT: return %cst_27, %0, %cst_24, %cst_23, %cst_22, %cst_21, %cst_20, %cst_19, %cst_18, %cst_25, %cst_17, %cst_16, %cst_15, %cst_14, %cst_13, %cst_12, %cst_11, %cst_10, %cst_9, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_5, %cst_5, %cst_4, %cst_3, %cst_2, %1, %false, %false, %true, %true, %cst_1, %cst_0, %cst, %2 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, f64, f64, f64, f64
func.func @math_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, f64, f64, f64, f64) {
  %c = arith.constant 0.7 : f64
  %m = arith.constant -2.5 : f64
  %sqrt = math.sqrt %c : f64
  %rsqrt = math.rsqrt %c : f64
  %exp = math.exp %c : f64
  %exp2 = math.exp2 %c : f64
  %expm1 = math.expm1 %c : f64
  %log = math.log %c : f64
  %log2 = math.log2 %c : f64
  %log10 = math.log10 %c : f64
  %log1p = math.log1p %c : f64
  %absf = math.absf %c : f64
  %sin = math.sin %c : f64
  %cos = math.cos %c : f64
  %tan = math.tan %c : f64
  %tanh = math.tanh %c : f64
  %sinh = math.sinh %c : f64
  %cosh = math.cosh %c : f64
  %asin = math.asin %c : f64
  %acos = math.acos %c : f64
  %atan = math.atan %c : f64
  %asinh = math.asinh %c : f64
  %acosh = math.acosh %c : f64
  %atanh = math.atanh %c : f64
  %ceil = math.ceil %c : f64
  %floor = math.floor %c : f64
  %round = math.round %c : f64
  %roundeven = math.roundeven %c : f64
  %trunc = math.trunc %c : f64
  %erf = math.erf %c : f64
  %erfc = math.erfc %c : f64
  %cbrt = math.cbrt %c : f64
  %isnan = math.isnan %m : f64
  %isinf = math.isinf %m : f64
  %isfinite = math.isfinite %m : f64
  %isnormal = math.isnormal %m : f64
  %powf = math.powf %c, %m : f64
  %atan2 = math.atan2 %c, %m : f64
  %copysign = math.copysign %c, %m : f64
  %fma = math.fma %c, %m, %c : f64
  return %sqrt, %rsqrt, %exp, %exp2, %expm1, %log, %log2, %log10, %log1p, %absf, %sin, %cos, %tan, %tanh, %sinh, %cosh, %asin, %acos, %atan, %asinh, %acosh, %atanh, %ceil, %floor, %round, %roundeven, %trunc, %erf, %erfc, %cbrt, %isnan, %isinf, %isfinite, %isnormal, %powf, %atan2, %copysign, %fma : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, f64, f64, f64, f64
}

// CHECK-LABEL: func.func @math_f16(
// CHECK-NEXT: %cst = arith.constant -7.001950e-01 : f16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 7.001950e-01 : f16
// CHECK-NEXT: %cst_3 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %0 = math.sqrt %cst_2 : f16
// CHECK-NEXT: %1 = math.rsqrt %cst_2 : f16
// CHECK-NEXT: %2 = math.exp %cst_2 : f16
// CHECK-NEXT: %3 = math.exp2 %cst_2 : f16
// CHECK-NEXT: %4 = math.expm1 %cst_2 : f16
// CHECK-NEXT: %5 = math.log %cst_2 : f16
// CHECK-NEXT: %6 = math.log2 %cst_2 : f16
// CHECK-NEXT: %7 = math.log10 %cst_2 : f16
// CHECK-NEXT: %8 = math.log1p %cst_2 : f16
// CHECK-NEXT: %9 = math.sin %cst_2 : f16
// CHECK-NEXT: %10 = math.cos %cst_2 : f16
// CHECK-NEXT: %11 = math.tan %cst_2 : f16
// CHECK-NEXT: %12 = math.tanh %cst_2 : f16
// CHECK-NEXT: %13 = math.sinh %cst_2 : f16
// CHECK-NEXT: %14 = math.cosh %cst_2 : f16
// CHECK-NEXT: %15 = math.asin %cst_2 : f16
// CHECK-NEXT: %16 = math.acos %cst_2 : f16
// CHECK-NEXT: %17 = math.atan %cst_2 : f16
// CHECK-NEXT: %18 = math.asinh %cst_2 : f16
// CHECK-NEXT: %19 = math.acosh %cst_2 : f16
// CHECK-NEXT: %20 = math.atanh %cst_2 : f16
// CHECK-NEXT: %21 = math.round %cst_2 : f16
// CHECK-NEXT: %22 = math.trunc %cst_2 : f16
// CHECK-NEXT: %23 = math.erf %cst_2 : f16
// CHECK-NEXT: %24 = math.erfc %cst_2 : f16
// CHECK-NEXT: %25 = math.cbrt %cst_2 : f16
// CHECK-NEXT: %26 = math.powf %cst_2, %cst_3 : f16
// CHECK-NEXT: %27 = math.atan2 %cst_2, %cst_3 : f16
// CHECK-NEXT: %28 = math.fma %cst_2, %cst_3, %cst_2 : f16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %cst_2, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %cst_1, %cst_0, %21, %cst_1, %22, %23, %24, %25, %false, %false, %true, %true, %26, %27, %cst, %28 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, f16, f16, f16, f16
func.func @math_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, f16, f16, f16, f16) {
  %c = arith.constant 0.7 : f16
  %m = arith.constant -2.5 : f16
  %sqrt = math.sqrt %c : f16
  %rsqrt = math.rsqrt %c : f16
  %exp = math.exp %c : f16
  %exp2 = math.exp2 %c : f16
  %expm1 = math.expm1 %c : f16
  %log = math.log %c : f16
  %log2 = math.log2 %c : f16
  %log10 = math.log10 %c : f16
  %log1p = math.log1p %c : f16
  %absf = math.absf %c : f16
  %sin = math.sin %c : f16
  %cos = math.cos %c : f16
  %tan = math.tan %c : f16
  %tanh = math.tanh %c : f16
  %sinh = math.sinh %c : f16
  %cosh = math.cosh %c : f16
  %asin = math.asin %c : f16
  %acos = math.acos %c : f16
  %atan = math.atan %c : f16
  %asinh = math.asinh %c : f16
  %acosh = math.acosh %c : f16
  %atanh = math.atanh %c : f16
  %ceil = math.ceil %c : f16
  %floor = math.floor %c : f16
  %round = math.round %c : f16
  %roundeven = math.roundeven %c : f16
  %trunc = math.trunc %c : f16
  %erf = math.erf %c : f16
  %erfc = math.erfc %c : f16
  %cbrt = math.cbrt %c : f16
  %isnan = math.isnan %m : f16
  %isinf = math.isinf %m : f16
  %isfinite = math.isfinite %m : f16
  %isnormal = math.isnormal %m : f16
  %powf = math.powf %c, %m : f16
  %atan2 = math.atan2 %c, %m : f16
  %copysign = math.copysign %c, %m : f16
  %fma = math.fma %c, %m, %c : f16
  return %sqrt, %rsqrt, %exp, %exp2, %expm1, %log, %log2, %log10, %log1p, %absf, %sin, %cos, %tan, %tanh, %sinh, %cosh, %asin, %acos, %atan, %asinh, %acosh, %atanh, %ceil, %floor, %round, %roundeven, %trunc, %erf, %erfc, %cbrt, %isnan, %isinf, %isfinite, %isnormal, %powf, %atan2, %copysign, %fma : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, f16, f16, f16, f16
}

// CHECK-LABEL: func.func @math_int(
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT: %cst = arith.constant dense<[3, 5]> : vector<2xi8>
// CHECK-NEXT: return %c31_i32, %c8_i8, %c-128_i8, %c32_i32, %c81_i32, %c0_i32, %c2_i16, %cst : i32, i8, i8, i32, i32, i32, i16, vector<2xi8>
func.func @math_int() -> (i32, i8, i8, i32, i32, i32, i16, vector<2xi8>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 0 : i8
  %m = arith.constant -128 : i8
  %t = arith.constant 3 : i32
  %f = arith.constant 4 : i32
  %n = arith.constant -1 : i32
  %h = arith.constant 12 : i16
  %v = arith.constant dense<[-3, 5]> : vector<2xi8>
  %0 = math.ctlz %a : i32
  %1 = math.cttz %b : i8
  %2 = math.absi %m : i8
  %3 = math.ctpop %n : i32
  %4 = math.ipowi %t, %f : i32
  %5 = math.ipowi %t, %n : i32
  %6 = math.ctpop %h : i16
  %7 = math.absi %v : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i8, i8, i32, i32, i32, i16, vector<2xi8>
}
