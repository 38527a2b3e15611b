// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// linalg canonicalizations, checked against mlir-opt-22 (both RUN lines): generics that
// only pass operands through (tensors: each result is the yielded operand, cast when the
// types differ; buffers: a self-copy), self-copies and structured ops over an empty buffer
// go away, and readers of a linalg.fill (extract, collapse/expand_shape, pack padded with
// the fill value) read or fill with the fill value instead.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<?x8xf32>)
// CHECK-NEXT: func.func @passthrough(%arg0: tensor<?x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %cast, %cast_0 : tensor<4x8xf32>, tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_identity(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4x8xf32>, tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @buffers(%arg0: memref<?x8xf32>, %arg1: memref<0x8xf32>, %arg2: f32) {
// CHECK-NEXT: call @use(%arg0) : (memref<?x8xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_readers(%arg0: f32, %arg1: index, %arg2: index) -> (f32, tensor<32xf32>, tensor<2x2x?xf32>, tensor<2x4x8x8xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%collapsed : tensor<32xf32>) -> tensor<32xf32>
// CHECK-NEXT: %2 = tensor.empty(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1], [2]] output_shape [2, 2, %arg2] : tensor<4x?xf32> into tensor<2x2x?xf32>
// CHECK-NEXT: %3 = linalg.fill ins(%arg0 : f32) outs(%expanded : tensor<2x2x?xf32>) -> tensor<2x2x?xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %5 = linalg.fill ins(%arg0 : f32) outs(%4 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %arg0, %1, %3, %5 : f32, tensor<32xf32>, tensor<2x2x?xf32>, tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @use(memref<?x8xf32>)

// A pass-through generic on tensors leaves its input (cast to the result type).
func.func @passthrough(%x: tensor<?x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<?x8xf32>) {
  %init = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x8xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %s:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%x, %x : tensor<?x8xf32>, tensor<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %b, %a : f32, f32
  } -> (tensor<?x8xf32>, tensor<?x8xf32>)
  return %r, %s#1 : tensor<4x8xf32>, tensor<?x8xf32>
}

// A generic that computes something stays; so does one with different maps.
func.func @not_identity(%x: tensor<4x8xf32>, %y: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%y : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<8x4xf32>
  return %r, %t : tensor<4x8xf32>, tensor<8x4xf32>
}

// Copies of a buffer onto itself and work over an empty buffer do nothing.
func.func @buffers(%m: memref<?x8xf32>, %z: memref<0x8xf32>, %v: f32) {
  linalg.copy ins(%m : memref<?x8xf32>) outs(%m : memref<?x8xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<?x8xf32>) outs(%m : memref<?x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  linalg.fill ins(%v : f32) outs(%z : memref<0x8xf32>)
  linalg.copy ins(%m : memref<?x8xf32>) outs(%m : memref<?x8xf32>)
  call @use(%m) : (memref<?x8xf32>) -> ()
  return
}

// Readers of a filled tensor read the fill value.
func.func @fill_readers(%v: f32, %i: index, %d: index) -> (f32, tensor<32xf32>, tensor<2x2x?xf32>, tensor<2x4x8x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %x = tensor.extract %f[%i, %i] : tensor<4x8xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e2 = tensor.empty(%d) : tensor<4x?xf32>
  %f2 = linalg.fill ins(%v : f32) outs(%e2 : tensor<4x?xf32>) -> tensor<4x?xf32>
  %x2 = tensor.expand_shape %f2 [[0, 1], [2]] output_shape [2, 2, %d] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %e3 = tensor.empty() : tensor<16x32xf32>
  %f3 = linalg.fill ins(%v : f32) outs(%e3 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %d3 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %f3 padding_value(%v : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d3 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %x, %c, %x2, %p : f32, tensor<32xf32>, tensor<2x2x?xf32>, tensor<2x4x8x8xf32>
}
