// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1

// memref.extract_aligned_pointer_as_index: an allocation's address, shared by its views.
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
  %nz = arith.cmpi ne, %p, %c0 : index
  vector.print %nz : i1
  %view = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %q = memref.extract_aligned_pointer_as_index %view : memref<4xf32, strided<[1], offset: 2>> -> index
  %same = arith.cmpi eq, %p, %q : index
  vector.print %same : i1
  %other = memref.alloc() : memref<8xf32>
  %r = memref.extract_aligned_pointer_as_index %other : memref<8xf32> -> index
  %differ = arith.cmpi ne, %p, %r : index
  vector.print %differ : i1
  memref.dealloc %other : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return
}
