// RUN: not tile-opt %s 2>&1 | FileCheck %s

// The result types must be the ones MLIR infers. (mlir-opt-22 follows this error with
// "failed to infer returned types", which tile-opt does not repeat, so this is not a
// -verify-diagnostics file.)

// CHECK: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<i32>', 'index', 'index', 'index', 'index', 'index'
func.func @e(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<i32>, index, index, index, index, index
  return
}
