// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Memrefs whose elements are vectors (`memref<3xvector<4xf32>>`), allocated, stored,
// loaded and passed to a function, as vector kernels keep rows of a jagged matrix. The
// CHECK lines are mlir-runner-22's output (scripts/mlir-sparse-run).

// CHECK: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( 10, 20, 30, 40 )
// CHECK-NEXT: ( 111, 222, 333, 444 )
// CHECK-NEXT: 3
func.func @sum_rows(%rows: memref<?xvector<4xf32>>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %rows, %c0 : memref<?xvector<4xf32>>
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %r = memref.load %rows[%i] : memref<?xvector<4xf32>>
    %s = arith.addf %acc, %r : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  return %sum : vector<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = memref.alloc() {alignment = 64} : memref<3xvector<4xf32>>
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %c = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  memref.store %a, %rows[%c0] : memref<3xvector<4xf32>>
  memref.store %b, %rows[%c1] : memref<3xvector<4xf32>>
  memref.store %c, %rows[%c2] : memref<3xvector<4xf32>>
  %x = memref.load %rows[%c0] : memref<3xvector<4xf32>>
  vector.print %x : vector<4xf32>
  %y = memref.load %rows[%c1] : memref<3xvector<4xf32>>
  vector.print %y : vector<4xf32>
  %dyn = memref.cast %rows : memref<3xvector<4xf32>> to memref<?xvector<4xf32>>
  %s = call @sum_rows(%dyn) : (memref<?xvector<4xf32>>) -> vector<4xf32>
  vector.print %s : vector<4xf32>
  %n = memref.dim %dyn, %c0 : memref<?xvector<4xf32>>
  vector.print %n : index
  memref.dealloc %rows : memref<3xvector<4xf32>>
  return
}
