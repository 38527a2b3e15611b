// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// Round trip of every math op; the CHECK lines are mlir-opt-22's output for this file.

// CHECK-LABEL: func.func @float_unary(
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = math.rsqrt %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %2 = math.exp %arg2 : tensor<?xf16>
// CHECK-NEXT: %3 = math.exp2 %arg0 fastmath<afn> : f32
// CHECK-NEXT: %4 = math.expm1 %arg0 : f32
// CHECK-NEXT: %5 = math.log %arg0 : f32
// CHECK-NEXT: %6 = math.log2 %arg0 : f32
// CHECK-NEXT: %7 = math.log10 %arg0 : f32
// CHECK-NEXT: %8 = math.log1p %arg0 : f32
// CHECK-NEXT: %9 = math.absf %arg0 : f32
// CHECK-NEXT: %10 = math.sin %arg0 : f32
// CHECK-NEXT: %11 = math.cos %arg0 : f32
// CHECK-NEXT: %12 = math.tan %arg0 : f32
// CHECK-NEXT: %13 = math.tanh %arg0 : f32
// CHECK-NEXT: %14 = math.sinh %arg0 : f32
// CHECK-NEXT: %15 = math.cosh %arg0 : f32
// CHECK-NEXT: %16 = math.asin %arg0 : f32
// CHECK-NEXT: %17 = math.acos %arg0 : f32
// CHECK-NEXT: %18 = math.atan %arg0 : f32
// CHECK-NEXT: %19 = math.asinh %arg0 : f32
// CHECK-NEXT: %20 = math.acosh %arg0 : f32
// CHECK-NEXT: %21 = math.atanh %arg0 : f32
// CHECK-NEXT: %22 = math.ceil %arg0 : f32
// CHECK-NEXT: %23 = math.floor %arg0 : f32
// CHECK-NEXT: %24 = math.round %arg0 : f32
// CHECK-NEXT: %25 = math.roundeven %arg0 : f32
// CHECK-NEXT: %26 = math.trunc %arg0 : f32
// CHECK-NEXT: %27 = math.erf %arg0 : f32
// CHECK-NEXT: %28 = math.erfc %arg0 : f32
// CHECK-NEXT: %29 = math.cbrt %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %30 = math.sqrt %arg0 fastmath<contract> : f32
// CHECK-NEXT: %31 = math.sqrt %arg0 fastmath<reassoc> {tag} : f32
// CHECK-NEXT: return
func.func @float_unary(%f: f32, %v: vector<4xf64>, %t: tensor<?xf16>) {
  %0 = math.sqrt %f : f32
  %1 = math.rsqrt %v fastmath<fast> : vector<4xf64>
  %2 = math.exp %t : tensor<?xf16>
  %3 = math.exp2 %f fastmath<afn> : f32
  %4 = math.expm1 %f : f32
  %5 = math.log %f : f32
  %6 = math.log2 %f : f32
  %7 = math.log10 %f : f32
  %8 = math.log1p %f : f32
  %9 = math.absf %f : f32
  %10 = math.sin %f : f32
  %11 = math.cos %f : f32
  %12 = math.tan %f : f32
  %13 = math.tanh %f : f32
  %14 = math.sinh %f : f32
  %15 = math.cosh %f : f32
  %16 = math.asin %f : f32
  %17 = math.acos %f : f32
  %18 = math.atan %f : f32
  %19 = math.asinh %f : f32
  %20 = math.acosh %f : f32
  %21 = math.atanh %f : f32
  %22 = math.ceil %f : f32
  %23 = math.floor %f : f32
  %24 = math.round %f : f32
  %25 = math.roundeven %f : f32
  %26 = math.trunc %f : f32
  %27 = math.erf %f : f32
  %28 = math.erfc %f : f32
  %29 = math.cbrt %f fastmath<nnan,ninf> : f32
  %30 = math.sqrt %f {fastmath = #arith.fastmath<contract>} : f32
  %31 = "math.sqrt"(%f) <{fastmath = #arith.fastmath<reassoc>}> {tag} : (f32) -> f32
  return
}

// CHECK-LABEL: func.func @classify(
// CHECK-NEXT: %0 = math.isnan %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg1 : vector<4xbf16>
// CHECK-NEXT: %2 = math.isfinite %arg0 : f32
// CHECK-NEXT: %3 = math.isnormal %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: return
func.func @classify(%f: f32, %v: vector<4xbf16>) {
  %0 = math.isnan %f : f32
  %1 = math.isinf %v : vector<4xbf16>
  %2 = math.isfinite %f : f32
  %3 = math.isnormal %f {fastmath = #arith.fastmath<nnan>} : f32
  return
}

// CHECK-LABEL: func.func @float_nary(
// CHECK-NEXT: %0 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.atan2 %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = math.copysign %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %4 = math.fma %arg2, %arg2, %arg2 fastmath<contract> : vector<4xf32>
// CHECK-NEXT: %5 = math.clampf %arg0 to [%arg1, %arg0] : f32
// CHECK-NEXT: %6 = math.clampf %arg2 to [%arg2, %arg2] fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %7 = math.fpowi %arg0, %arg3 : f32, i32
// CHECK-NEXT: %8 = math.fpowi %arg2, %arg4 fastmath<afn> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg2 fastmath<afn> : vector<4xf32>
// CHECK-NEXT: return
func.func @float_nary(%f: f32, %g: f32, %v: vector<4xf32>, %i: i32, %vi: vector<4xi32>) {
  %0 = math.powf %f, %g : f32
  %1 = math.atan2 %f, %g fastmath<fast> : f32
  %2 = math.copysign %v, %v : vector<4xf32>
  %3 = math.fma %f, %g, %f : f32
  %4 = math.fma %v, %v, %v fastmath<contract> : vector<4xf32>
  %5 = math.clampf %f to [%g, %f] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<fast> : vector<4xf32>
  %7 = math.fpowi %f, %i : f32, i32
  %8 = math.fpowi %v, %vi fastmath<afn> : vector<4xf32>, vector<4xi32>
  %sin, %cos = math.sincos %f : f32
  %9:2 = math.sincos %v fastmath<afn> : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @integer(
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : index
// CHECK-NEXT: %2 = math.cttz %arg2 : vector<4xi8>
// CHECK-NEXT: %3 = math.ctpop %arg0 : i32
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %5 = math.ipowi %arg2, %arg2 {tag} : vector<4xi8>
// CHECK-NEXT: return
func.func @integer(%i: i32, %x: index, %v: vector<4xi8>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %x : index
  %2 = math.cttz %v : vector<4xi8>
  %3 = math.ctpop %i : i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v {tag} : vector<4xi8>
  return
}
