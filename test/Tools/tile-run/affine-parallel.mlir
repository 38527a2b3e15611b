// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm
// --convert-to-llvm, run by mlir-runner-22.

// CHECK: 168
// CHECK-NEXT: 39
// CHECK-NEXT: 5.66119e+06
// CHECK-NEXT: 8.5
// CHECK-NEXT: 21
// CHECK-NEXT: 5040
// CHECK-NEXT: 7
// CHECK-NEXT: -inf

// affine.parallel over a 2-D band with max/min bound groups, steps and reductions.
func.func @main() {
  %m = memref.alloc() : memref<8x8xf32>
  %n = arith.constant 7 : index
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
    %vi = arith.index_cast %v : index to i32
    %vf = arith.sitofp %vi : i32 to f32
    affine.store %vf, %m[%i, %j] : memref<8x8xf32>
  }
  %r:4 = affine.parallel (%i, %j) = (max(0, %n - 5), 1) to (min(symbol(%n), 6), 8) step (2, 3) reduce ("addf", "maximumf", "mulf", "minimumf") -> (f32, f32, f32, f32) {
    %x = affine.load %m[%i, %j] : memref<8x8xf32>
    %s = arith.constant 0.5 : f32
    %y = arith.mulf %x, %s : f32
    affine.yield %x, %x, %y, %y : f32, f32, f32, f32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  vector.print %r#2 : f32
  vector.print %r#3 : f32
  %c:3 = affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addi", "muli", "ori") -> (i64, i64, i64) {
    %v = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    affine.yield %v, %w, %v : i64, i64, i64
  }
  vector.print %c#0 : i64
  vector.print %c#1 : i64
  vector.print %c#2 : i64
  %e = affine.parallel (%i) = (5) to (3) reduce ("maximumf") -> (f32) {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  }
  vector.print %e : f32
  memref.dealloc %m : memref<8x8xf32>
  return
}
