// RUN: tile-opt %s --canonicalize | FileCheck %s

// A structured op on buffers writes its output: canonicalization keeps it even with no
// results, while an unused op on tensors is dead and goes.
func.func @kept_and_dead(%a: memref<4xf32>, %b: memref<4xf32>, %t: tensor<4xf32>) {
  linalg.exp ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  %dead = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK lines: mlir-opt-22 --canonicalize.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @kept_and_dead(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<4xf32>) {
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
