// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @arith(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: i32) -> complex<f32> {
// CHECK-NEXT: %0 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.sub %0, %arg1 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %2 = complex.mul %1, %1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %3 = complex.div %2, %arg0 fastmath<fast> : complex<f32>
// CHECK-NEXT: %4 = complex.pow %3, %arg0 : complex<f32>
// CHECK-NEXT: %5 = complex.atan2 %4, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.powi %5, %arg2 fastmath<contract,afn> : complex<f32>, i32
// CHECK-NEXT: %7 = complex.powi %6, %arg2 : complex<f32>, i32
// CHECK-NEXT: %8 = complex.add %7, %7 fastmath<fast> : complex<f32>
// CHECK-NEXT: return %8 : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary(%arg0: complex<f64>) -> (complex<f64>, f64, i1) {
// CHECK-NEXT: %0 = complex.conj %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.cos %0 : complex<f64>
// CHECK-NEXT: %2 = complex.exp %1 fastmath<reassoc> : complex<f64>
// CHECK-NEXT: %3 = complex.expm1 %2 : complex<f64>
// CHECK-NEXT: %4 = complex.log %3 : complex<f64>
// CHECK-NEXT: %5 = complex.log1p %4 : complex<f64>
// CHECK-NEXT: %6 = complex.neg %5 : complex<f64>
// CHECK-NEXT: %7 = complex.rsqrt %6 : complex<f64>
// CHECK-NEXT: %8 = complex.sign %7 : complex<f64>
// CHECK-NEXT: %9 = complex.sin %8 : complex<f64>
// CHECK-NEXT: %10 = complex.sqrt %9 : complex<f64>
// CHECK-NEXT: %11 = complex.tan %10 : complex<f64>
// CHECK-NEXT: %12 = complex.tanh %11 fastmath<fast> : complex<f64>
// CHECK-NEXT: %13 = complex.abs %12 : complex<f64>
// CHECK-NEXT: %14 = complex.angle %12 fastmath<nsz> : complex<f64>
// CHECK-NEXT: %15 = complex.re %12 : complex<f64>
// CHECK-NEXT: %16 = complex.im %12 fastmath<arcp> : complex<f64>
// CHECK-NEXT: %17 = arith.addf %13, %14 : f64
// CHECK-NEXT: %18 = arith.addf %15, %16 : f64
// CHECK-NEXT: %19 = arith.addf %17, %18 : f64
// CHECK-NEXT: %20 = complex.eq %12, %arg0 : complex<f64>
// CHECK-NEXT: %21 = complex.neq %12, %arg0 : complex<f64>
// CHECK-NEXT: %22 = arith.andi %20, %21 : i1
// CHECK-NEXT: return %12, %19, %22 : complex<f64>, f64, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @create_and_constants(%arg0: bf16, %arg1: bf16) -> complex<bf16> {
// CHECK-NEXT: %0 = complex.create %arg0, %arg1 : complex<bf16>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, -2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1.000000e-01, 3.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_1 = complex.constant [7 : i16, -1 : i16] : complex<i16>
// CHECK-NEXT: %cst_2 = complex.constant [0x7C00 : f16, 1.000000e+00 : f16] : complex<f16>
// CHECK-NEXT: %cst_3 = arith.constant dense<[(1.000000e+00,-2.000000e+00), (5.000000e-01,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: %cst_4 = arith.constant dense<(3,4)> : tensor<2x2xcomplex<i8>>
// CHECK-NEXT: return %0 : complex<bf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64, %arg3: complex<f16>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %1 = complex.bitcast %0 : i64 to complex<f32>
// CHECK-NEXT: %2 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT: %3 = complex.bitcast %arg3 : complex<f16> to f32
// CHECK-NEXT: %4 = complex.bitcast %1 : complex<f32> to complex<f32>
// CHECK-NEXT: return %4 : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @number_attrs() attributes {nums = [#complex.number<:f16 5.000000e-01, 1.500000e+00> : complex<f16>, #complex.number<:bf16 -3.000000e+00, 1.000000e+03> : complex<bf16>], one = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>, zero = #complex.number<:f64 0.000000e+00, -0.000000e+00> : complex<f64>} {
// CHECK-NEXT: return
// CHECK-NEXT: }

#fast = #arith.fastmath<fast>
#nn = #arith.fastmath<nnan, ninf>
!c32 = complex<f32>

func.func @arith(%a: !c32, %b: complex<f32>, %n: i32) -> complex<f32> {
  %0 = complex.add %a, %b : !c32
  %1 = complex.sub %0, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %1, %1 {fastmath = #nn} : complex<f32>
  %3 = complex.div %2, %a fastmath<fast> : complex<f32>
  %4 = complex.pow %3, %a {fastmath = #arith.fastmath<none>} : complex<f32>
  %5 = complex.atan2 %4, %b : complex<f32>
  %6 = complex.powi %5, %n fastmath<contract, afn> : complex<f32>, i32
  %7 = complex.powi %6, %n : complex<f32>, i32
  %8 = "complex.add"(%7, %7) <{fastmath = #fast}> : (complex<f32>, complex<f32>) -> complex<f32>
  return %8 : complex<f32>
}

func.func @unary(%a: complex<f64>) -> (complex<f64>, f64, i1) {
  %0 = complex.conj %a : complex<f64>
  %1 = complex.cos %0 : complex<f64>
  %2 = complex.exp %1 fastmath<reassoc> : complex<f64>
  %3 = complex.expm1 %2 : complex<f64>
  %4 = complex.log %3 : complex<f64>
  %5 = complex.log1p %4 : complex<f64>
  %6 = complex.neg %5 : complex<f64>
  %7 = complex.rsqrt %6 : complex<f64>
  %8 = complex.sign %7 : complex<f64>
  %9 = complex.sin %8 : complex<f64>
  %10 = complex.sqrt %9 : complex<f64>
  %11 = complex.tan %10 : complex<f64>
  %12 = complex.tanh %11 fastmath<fast> : complex<f64>
  %abs = complex.abs %12 : complex<f64>
  %arg = complex.angle %12 fastmath<nsz> : complex<f64>
  %re = complex.re %12 : complex<f64>
  %im = complex.im %12 fastmath<arcp> : complex<f64>
  %sum = arith.addf %abs, %arg : f64
  %sum2 = arith.addf %re, %im : f64
  %s = arith.addf %sum, %sum2 : f64
  %eq = complex.eq %12, %a : complex<f64>
  %ne = complex.neq %12, %a : complex<f64>
  %b = arith.andi %eq, %ne : i1
  return %12, %s, %b : complex<f64>, f64, i1
}

func.func @create_and_constants(%x: bf16, %y: bf16) -> complex<bf16> {
  %c = complex.create %x, %y : complex<bf16>
  %k = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %k64 = complex.constant [0.1, 3.0] : complex<f64>
  %ki = complex.constant [7 : i16, -1 : i16] : complex<i16>
  %kh = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %t = arith.constant dense<[(1.0, -2.0), (0.5, 4.0)]> : tensor<2xcomplex<f32>>
  %ti = arith.constant dense<(3, 4)> : tensor<2x2xcomplex<i8>>
  return %c : complex<bf16>
}

func.func @bitcasts(%c: complex<f32>, %i: i64, %d: f64, %h: complex<f16>) -> complex<f32> {
  %0 = complex.bitcast %c : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = complex.bitcast %d : f64 to complex<f32>
  %3 = complex.bitcast %h : complex<f16> to f32
  %4 = complex.bitcast %1 : complex<f32> to complex<f32>
  return %4 : complex<f32>
}

func.func @number_attrs() attributes {
    zero = #complex.number<:f64 0.0, -0.0>,
    one = #complex.number<:f32 1.0, 2.0> : complex<f32>,
    nums = [#complex.number<:f16 0.5, 1.5>, #complex.number<:bf16 -3.0, 1.0e3>]
} {
  return
}

// The number's own element type decides its type; a type written after it is read and
// dropped, as by mlir-opt-22.
// CHECK-LABEL: func.func @number_trailing_type() attributes {half = #complex.number<:f32 5.000000e-01, 0.000000e+00> : complex<f32>}
func.func @number_trailing_type() attributes {half = #complex.number<:f32 0.5, 0.0> : complex<f64>} {
  return
}
