// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.rank, extract_aligned_pointer_as_index and memory_space_cast on ranked and
// unranked memrefs, printed as mlir-opt-22 prints them.

// CHECK:     %0 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT:     %1 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg2 : memref<4xf32, 1> to memref<4xf32>
// CHECK-NEXT:     %memspacecast_1 = memref.memory_space_cast %arg3 : memref<*xi8, 3> to memref<*xi8>
// CHECK-NEXT:     return %0, %1, %intptr, %intptr_0, %memspacecast, %memspacecast_1 : index, index, index, index, memref<4xf32>, memref<*xi8>
func.func @more(%m: memref<4x?xf32>, %u: memref<*xf32>, %s: memref<4xf32, 1>, %su: memref<*xi8, 3>) -> (index, index, index, index, memref<4xf32>, memref<*xi8>) {
  %r = memref.rank %m : memref<4x?xf32>
  %ru = memref.rank %u : memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %pu = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %c = memref.memory_space_cast %s : memref<4xf32, 1> to memref<4xf32>
  %cu = memref.memory_space_cast %su : memref<*xi8, 3> to memref<*xi8>
  return %r, %ru, %p, %pu, %c, %cu : index, index, index, index, memref<4xf32>, memref<*xi8>
}
