// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// complex.bitcast: the real part in the low bits, the imaginary part above ({re, im} in
// memory). MLIR 22 has no lowering of complex.bitcast between complex and integer types,
// so the expected values are those bit patterns (1.5f = 0x3FC00000, -2.0f = 0xC0000000,
// 1e10 = 0x4202A05F20000000).

// CHECK: -4611686017357840384
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4756540486875873280

func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %bits = complex.bitcast %a : complex<f32> to i64
  vector.print %bits : i64
  %back = complex.bitcast %bits : i64 to complex<f32>
  %re = complex.re %back : complex<f32>
  vector.print %re : f32
  %f64v = arith.constant 2.5 : f64
  %fb = arith.bitcast %f64v : f64 to i64
  %x = complex.constant [1.0e10, -0.125] : complex<f64>
  %cb = complex.bitcast %x : complex<f64> to i128
  %lo = arith.trunci %cb : i128 to i64
  vector.print %lo : i64
  return
}
