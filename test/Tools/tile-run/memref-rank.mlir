// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.rank of ranked and unranked memrefs (as mlir-runner-22 prints after
// --finalize-memref-to-llvm --convert-to-llvm).

// CHECK: 2
// CHECK-NEXT: 3
func.func @main() {
  %a = memref.alloc() : memref<4x5xf32>
  %b = memref.alloc() : memref<2x3x4xi32>
  %u = memref.cast %b : memref<2x3x4xi32> to memref<*xi32>
  %r = memref.rank %a : memref<4x5xf32>
  %ru = memref.rank %u : memref<*xi32>
  vector.print %r : index
  vector.print %ru : index
  memref.dealloc %a : memref<4x5xf32>
  memref.dealloc %b : memref<2x3x4xi32>
  return
}
