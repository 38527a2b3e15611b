// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.prefetch in its read/write, locality and cache forms, printed as mlir-opt-22 prints it.

// CHECK:     memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT:     memref.prefetch %arg0[%arg1, %arg1], write, locality<0>, instr : memref<400x400xi32>
func.func @p(%m: memref<400x400xi32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  return
}
