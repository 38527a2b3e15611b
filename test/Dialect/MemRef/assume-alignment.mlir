// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.assume_alignment returns its operand with a positive power-of-two alignment
// (mlir-opt-22's print, generic form and messages).

// CHECK: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK: return %assume_align : memref<4xf32>
// GENERIC: %0 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
func.func @a(%m: memref<4xf32>) -> memref<4xf32> {
  %r = memref.assume_alignment %m, 16 : memref<4xf32>
  return %r : memref<4xf32>
}
