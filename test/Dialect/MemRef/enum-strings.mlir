// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s
// REQUIRES: mlir-opt

// An enum case may be spelled as a string, as MLIR's docs write memref.atomic_rmw
// (`memref.atomic_rmw "addf" ...`); both print the keyword.

// CHECK:      %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg3, %arg4[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg3 : i32
// CHECK-NEXT: %3 = arith.cmpf oeq, %arg1, %arg1 : f32
func.func @atomics(%I: memref<10xf32>, %value: f32, %i: index, %n: i32, %J: memref<10xi32>)
    -> (f32, i32, i1, i1) {
  %x = memref.atomic_rmw "addf" %value, %I[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw "maxs" %n, %J[%i] : (i32, memref<10xi32>) -> i32
  %lt = arith.cmpi "slt", %n, %n : i32
  %eq = arith.cmpf "oeq", %value, %value : f32
  return %x, %y, %lt, %eq : f32, i32, i1, i1
}
