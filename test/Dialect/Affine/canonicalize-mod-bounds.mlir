// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --canonicalize | tile-run - | FileCheck %s
// RUN: tile-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// `(%i mod 4) floordiv 2` for %i in [3, 4]: 3 mod 4 = 3 gives 1, 4 mod 4 = 0 gives 0.
// mlir-opt-22 --canonicalize folds the subscript to the constant 1 (its lower bound of
// `e mod c` takes both ends of `e` from e's lower bound), so its program reads m[1] at
// %i = 4 too. The interpreter prints 11, 10 before and after our canonicalize, which
// keeps the subscript.

// CHECK: 11
// CHECK-NEXT: 10

// CANON: affine.load %{{.*}}[(%{{.*}} mod 4) floordiv 2]

func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10.0 : f32
  %eleven = arith.constant 11.0 : f32
  memref.store %ten, %m[%c0] : memref<2xf32>
  memref.store %eleven, %m[%c1] : memref<2xf32>
  affine.for %i = 3 to 5 {
    %v = affine.load %m[(%i mod 4) floordiv 2] : memref<2xf32>
    vector.print %v : f32
  }
  memref.dealloc %m : memref<2xf32>
  return
}
