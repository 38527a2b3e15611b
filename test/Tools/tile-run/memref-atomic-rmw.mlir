// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.atomic_rmw returns the old value and stores `old <kind> value` (what
// mlir-runner-22 prints after --finalize-memref-to-llvm and the LLVM conversions).

// CHECK: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 7
// CHECK-NEXT: 9
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %m[%c0] : memref<1xf32>
  %two = arith.constant 2.5 : f32
  %old = memref.atomic_rmw addf %two, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %now = memref.load %m[%c0] : memref<1xf32>
  vector.print %now : f32
  %n = memref.alloc() : memref<1xi32>
  %seven = arith.constant 7 : i32
  memref.store %seven, %n[%c0] : memref<1xi32>
  %nine = arith.constant 9 : i32
  %o2 = memref.atomic_rmw maxs %nine, %n[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %o2 : i32
  %now2 = memref.load %n[%c0] : memref<1xi32>
  vector.print %now2 : i32
  memref.dealloc %m : memref<1xf32>
  memref.dealloc %n : memref<1xi32>
  return
}
