// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// What mlir-runner-22 prints after --one-shot-bufferize=bufferize-function-boundaries and
// the LLVM conversions: generic_atomic_rmw returns the old value and stores the yielded one.

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [2,  30,  0,  0]
// CHECK-NEXT: 0
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 11
// CHECK-NEXT: 2
// CHECK-NEXT: 12
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data =
// CHECK-NEXT: {{\[}}[0,   10],
// CHECK-NEXT:  [1,   11],
// CHECK-NEXT:  [2,   12]]

// A histogram built with generic_atomic_rmw (a saturating increment), a transposed view
// read element by element, and distinct_objects on two buffers.
func.func @bump(%hist: memref<4xi32>, %bin: index) -> i32 {
  %old = memref.generic_atomic_rmw %hist[%bin] : memref<4xi32> {
  ^bb0(%cur: i32):
    %one = arith.constant 1 : i32
    %cap = arith.constant 3 : i32
    %inc = arith.addi %cur, %one : i32
    %sat = arith.minsi %inc, %cap : i32
    memref.atomic_yield %sat : i32
  }
  return %old : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %hist = memref.alloc() : memref<4xi32>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%hist : memref<4xi32>)
  scf.for %k = %c0 to %c6 step %c1 {
    %b = arith.remui %k, %c3 : index
    %bb = arith.muli %b, %b : index
    %bin = arith.remui %bb, %c3 : index
    %old = func.call @bump(%hist, %bin) : (memref<4xi32>, index) -> i32
    vector.print %old : i32
  }
  %r = memref.generic_atomic_rmw %hist[%c1] : memref<4xi32> {
  ^bb0(%cur: i32):
    %ten = arith.constant 10 : i32
    %m = arith.muli %cur, %ten : i32
    memref.atomic_yield %m : i32
  }
  vector.print %r : i32
  %u = memref.cast %hist : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()

  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %s = arith.addi %a, %jj : i32
      %v = arith.sitofp %s : i32 to f32
      memref.store %v, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %d:2 = memref.distinct_objects %t, %hist : memref<3x2xf32, strided<[1, 3]>>, memref<4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %d#0[%i, %c0] : memref<3x2xf32, strided<[1, 3]>>
    %y = memref.load %d#0[%i, %c1] : memref<3x2xf32, strided<[1, 3]>>
    vector.print %x : f32
    vector.print %y : f32
  }
  %tu = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  memref.dealloc %hist : memref<4xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
