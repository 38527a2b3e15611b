// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.atomic_rmw with float and integer kinds, printed as mlir-opt-22 prints it.

// CHECK:     %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     %1 = memref.atomic_rmw maxs %arg4, %arg3[%arg2] : (i32, memref<4xi32>) -> i32
// CHECK-NEXT:     return %0, %1 : f32, i32
func.func @a(%m: memref<4xf32>, %v: f32, %i: index, %mi: memref<4xi32>, %vi: i32) -> (f32, i32) {
  %r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %s = memref.atomic_rmw maxs %vi, %mi[%i] : (i32, memref<4xi32>) -> i32
  return %r, %s : f32, i32
}
