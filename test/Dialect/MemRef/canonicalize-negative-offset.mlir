// RUN: tile-opt %s --canonicalize | FileCheck %s

// A reinterpret_cast at a constant negative offset keeps the offset as an operand. MLIR 22
// makes it static (its ReinterpretCastOpConstantFolder takes any constant) and the result
// fails verification ("expected offsets to be non-negative, but got -2"); tile-opt keeps the
// program valid, as MLIR's own subview folder does for negative offsets and sizes.

// CHECK-LABEL: func.func @negative_offset
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%c-2], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
func.func @negative_offset(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c-2 = arith.constant -2 : index
  %0 = memref.reinterpret_cast %m to offset: [%c-2], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
