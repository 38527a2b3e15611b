// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm
// --convert-to-llvm, run by mlir-runner-22.

// CHECK: 471
// CHECK-NEXT: 3
// CHECK-NEXT: 22
// CHECK-NEXT: 41
// CHECK-NEXT: 3
// CHECK-NEXT: 8
// CHECK-NEXT: 18446744073709551606

#tri = affine_map<(d0)[s0] -> (d0 + 1, s0)>

func.func @main() {
  %m = memref.alloc() : memref<6x6xi64>
  %n = arith.constant 6 : index
  %c0 = arith.constant 0 : i64
  // m[i][j] = i * 10 + j
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to %n {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i64
      affine.store %vi, %m[%i, %j] : memref<6x6xi64>
    }
  }
  // Sum of the lower triangle, walking j from max(0, i - 2) to min(i + 1, n).
  %sum = affine.for %i = 0 to 6 iter_args(%acc = %c0) -> (i64) {
    %inner = affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min #tri(%i)[%n] iter_args(%a = %acc) -> (i64) {
      %x = affine.load %m[%i, %j] : memref<6x6xi64>
      %y = arith.addi %a, %x : i64
      affine.yield %y : i64
    }
    affine.yield %inner : i64
  }
  vector.print %sum : i64
  // Strided walk with subscripts using symbols, floordiv and mod.
  %k = arith.constant 1 : index
  affine.for %i = -3 to 9 step 4 {
    %x = affine.load %m[(%i + 3) floordiv 2, %i mod 5 + symbol(%k)] : memref<6x6xi64>
    vector.print %x : i64
  }
  %a = affine.min affine_map<(d0)[s0] -> (d0 * 3, s0 + 2, 100)>(%k)[%n]
  %b = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 + 2, -100)>(%k)[%n]
  %c = affine.apply affine_map<(d0)[s0] -> ((d0 - s0 * 7) ceildiv 4)>(%k)[%n]
  vector.print %a : index
  vector.print %b : index
  vector.print %c : index
  memref.dealloc %m : memref<6x6xi64>
  return
}
