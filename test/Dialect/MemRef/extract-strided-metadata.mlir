// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.extract_strided_metadata: MLIR names its result groups `%sizes:r, %strides:r`.

// CHECK:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %offset : index
func.func @e(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> index {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off : index
}

