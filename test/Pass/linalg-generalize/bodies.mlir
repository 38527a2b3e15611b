// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s

// Constants in bodies, dead results, transpose/map/reduce/broadcast and the matmul casts and maps, rewritten into linalg.generic.
// The CHECK lines are mlir-opt-22 --linalg-generalize-named-ops' output for this file.

func.func @random(%lo: f64, %hi: f64, %seed: i32, %init: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %r = linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

func.func @reciprocal_and_dead(%x: tensor<8xf32>, %y: tensor<8xf32>, %buf: memref<8xf32>, %m: memref<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reciprocal ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  %unused = linalg.exp ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  linalg.sqrt ins(%m : memref<8xf32>) outs(%buf : memref<8xf32>)
  return %0 : tensor<8xf32>
}

func.func @structured(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2xf32>, %d: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  %r = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%c : tensor<2xf32>) dimensions = [1]
  %m = linalg.map { arith.negf } ins(%a : tensor<2x3xf32>) outs(%d : tensor<2x3xf32>)
  %bc = linalg.broadcast ins(%c : tensor<2xf32>) outs(%d : tensor<2x3xf32>) dimensions = [1]
  return %t, %r, %m, %bc : tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @mixed_precision(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %x: tensor<4x8xf16>, %y: tensor<8x4xf16>, %z: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%y, %y : tensor<8x4xf16>, tensor<8x4xf16>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK: #map = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @random(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<16x16xf32>) -> tensor<16x16xf32> {
// CHECK-NEXT: %c12345_i32 = arith.constant 12345 : i32
// CHECK-NEXT: %c1103515245_i32 = arith.constant 1103515245 : i32
// CHECK-NEXT: %cst = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<16x16xf32>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f32):
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.addi %4, %in_2 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c1103515245_i32 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c12345_i32 : i32
// CHECK-NEXT: %8 = arith.addi %2, %7 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c1103515245_i32 : i32
// CHECK-NEXT: %10 = arith.addi %9, %c12345_i32 : i32
// CHECK-NEXT: %11 = arith.sitofp %10 : i32 to f64
// CHECK-NEXT: %12 = arith.addf %11, %cst : f64
// CHECK-NEXT: %13 = arith.subf %in_1, %in : f64
// CHECK-NEXT: %14 = arith.mulf %13, %cst_0 : f64
// CHECK-NEXT: %15 = arith.mulf %12, %14 : f64
// CHECK-NEXT: %16 = arith.addf %15, %in : f64
// CHECK-NEXT: %17 = arith.truncf %16 : f64 to f32
// CHECK-NEXT: linalg.yield %17 : f32
// CHECK-NEXT: } -> tensor<16x16xf32>
// CHECK-NEXT: return %0 : tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reciprocal_and_dead(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: memref<8xf32>, %arg3: memref<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.divf %cst, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : memref<8xf32>) outs(%arg2 : memref<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.sqrt %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @structured(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xf32>, %arg3: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<3x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3x2xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg2 : tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<2xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg3 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2xf32>) outs(%arg3 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed_precision(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: tensor<4x8xf16>, %arg4: tensor<8x4xf16>, %arg5: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<4x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %1 = arith.extui %in : i8 to i32
// CHECK-NEXT: %2 = arith.extui %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.muli %1, %2 : i32
// CHECK-NEXT: %4 = arith.addi %out, %3 : i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map8, #map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg4, %arg4 : tensor<8x4xf16>, tensor<8x4xf16>) outs(%arg5 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f16, %in_0: f16, %out: f32):
// CHECK-NEXT: %1 = arith.extf %in : f16 to f32
// CHECK-NEXT: %2 = arith.extf %in_0 : f16 to f32
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addf %out, %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
