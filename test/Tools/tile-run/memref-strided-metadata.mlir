// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.extract_strided_metadata of a subview: its offset, sizes and strides in the
// underlying buffer (what mlir-runner-22 prints after --expand-strided-metadata
// --finalize-memref-to-llvm and the LLVM conversions).

// CHECK: 9
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 8
// CHECK-NEXT: 1
func.func @main() {
  %m = memref.alloc() : memref<4x8xf32>
  %v = memref.subview %m[1, 1] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 9>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %v : memref<2x3xf32, strided<[8, 1], offset: 9>> -> memref<f32>, index, index, index, index, index
  vector.print %off : index
  vector.print %sizes#0 : index
  vector.print %sizes#1 : index
  vector.print %strides#0 : index
  vector.print %strides#1 : index
  memref.dealloc %m : memref<4x8xf32>
  return
}
