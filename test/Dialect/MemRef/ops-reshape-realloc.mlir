// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.reshape (static and dynamic) and memref.realloc (with and without a size operand and
// alignment), printed as mlir-opt-22 prints them.

// CHECK:     %reshape = memref.reshape %arg0(%arg1) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
// CHECK-NEXT:     %reshape_0 = memref.reshape %arg2(%arg3) : (memref<?xf32>, memref<1xi32>) -> memref<?xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT:     %1 = memref.realloc %alloc_1(%arg4) {alignment = 16 : i64} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     return %reshape, %reshape_0, %0, %1 : memref<2x2xf32>, memref<?xf32>, memref<8xf32>, memref<?xf32>
func.func @m(%m: memref<4xf32>, %s: memref<2xindex>, %u: memref<?xf32>, %s1: memref<1xi32>, %n: index) -> (memref<2x2xf32>, memref<?xf32>, memref<8xf32>, memref<?xf32>) {
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
  %r2 = memref.reshape %u(%s1) : (memref<?xf32>, memref<1xi32>) -> memref<?xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  %d = memref.realloc %c(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  return %r, %r2, %b, %d : memref<2x2xf32>, memref<?xf32>, memref<8xf32>, memref<?xf32>
}
