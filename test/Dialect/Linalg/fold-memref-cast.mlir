// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// linalg.generic and the named structured ops fold a memref.cast operand into its source
// (MLIR's foldMemRefCast), under canonicalize and in the greedy generalization; the CHECK
// lines are what mlir-opt-22 prints for the same passes.

#id = affine_map<(i, j) -> (i, j)>

// Casts to dynamic shapes fold into a generic op and a named op; linalg.transpose and
// linalg.map keep theirs, as does a cast from an unranked memref.
func.func @casts(%a: memref<2x3xf32>, %o: memref<2x3xf32>, %u: memref<*xf32>) {
  %ac = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  %oc = memref.cast %o : memref<2x3xf32> to memref<?x3xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ac : memref<?x?xf32>) outs(%oc : memref<?x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.copy ins(%ac : memref<?x?xf32>) outs(%oc : memref<?x3xf32>)
  %t = memref.alloc() : memref<3x2xf32>
  %tc = memref.cast %t : memref<3x2xf32> to memref<?x?xf32>
  linalg.transpose ins(%ac : memref<?x?xf32>) outs(%tc : memref<?x?xf32>) permutation = [1, 0]
  %od = memref.cast %o : memref<2x3xf32> to memref<?x?xf32>
  linalg.map { math.absf } ins(%ac : memref<?x?xf32>) outs(%od : memref<?x?xf32>)
  %r = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  linalg.copy ins(%r : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  return
}

// A cast to a strided layout folds too, into a convolution.
func.func @conv(%i: memref<1x4x2xf32>, %k: memref<2x2xf32>, %o: memref<1x3x2xf32>) {
  %ic = memref.cast %i : memref<1x4x2xf32> to memref<1x4x2xf32, strided<[?, ?, ?], offset: ?>>
  %kc = memref.cast %k : memref<2x2xf32> to memref<?x?xf32>
  %oc = memref.cast %o : memref<1x3x2xf32> to memref<?x?x?xf32>
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%ic, %kc : memref<1x4x2xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32>)
      outs(%oc : memref<?x?x?xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @casts(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<*xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2x3xf32> to memref<?x?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: %alloc = memref.alloc() : memref<3x2xf32>
// CHECK-NEXT: %cast_0 = memref.cast %alloc : memref<3x2xf32> to memref<?x?xf32>
// CHECK-NEXT: linalg.transpose ins(%cast : memref<?x?xf32>) outs(%cast_0 : memref<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<2x3xf32> to memref<?x?xf32>
// CHECK-NEXT: linalg.map { math.absf } ins(%cast : memref<?x?xf32>) outs(%cast_1 : memref<?x?xf32>)
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<*xf32> to memref<2x3xf32>
// CHECK-NEXT: linalg.copy ins(%cast_2 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @conv(%arg0: memref<1x4x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x3x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : memref<1x4x2xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x3x2xf32>)
// CHECK-NEXT: return

// GEN: #map = affine_map<(d0, d1) -> (d0, d1)>
// GEN: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// GEN: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GEN: #map3 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GEN: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-LABEL: func.func @casts(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<*xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %0 = arith.addf %in, %out : f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: }
// GEN-NEXT: %alloc = memref.alloc() : memref<3x2xf32>
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<3x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %0 = math.absf %in : f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN-NEXT: }
// GEN-NEXT: %cast = memref.cast %arg2 : memref<*xf32> to memref<2x3xf32>
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-LABEL: func.func @conv(%arg0: memref<1x4x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x3x2xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x4x2xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x3x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
