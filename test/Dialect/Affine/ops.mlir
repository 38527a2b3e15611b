// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (d0, s0 - 2)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 4, 16)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map6 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @f(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%0)[%arg2]
// CHECK-NEXT: %2 = affine.min #map2(%0)[%arg2]
// CHECK-NEXT: %3 = affine.max #map3(%0)[%arg2]
// CHECK-NEXT: %4 = affine.for %arg3 = 0 to 10 step 2 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 + 1, %arg3 * 2 + symbol(%arg1)] : memref<16x16xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: affine.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = %arg1 to %arg2 {
// CHECK-NEXT: affine.for %arg4 = max #map3(%arg3)[%arg1] to min #map4(%arg3) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg4, %arg3] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = #map5()[%arg1] to #map6(%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = -4 to 4 {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 floordiv 2 + 2, %arg3 mod 3] : memref<16x16xf32>
// CHECK-NEXT: affine.store %5, %arg0[0, -%arg3 + symbol(%arg2)] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }

#lb = affine_map<(d0)[s0] -> (d0, s0 - 2)>
func.func @f(%m: memref<16x16xf32>, %n: index, %k: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%k]
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%k]
  %mx = affine.max #lb(%a)[%k]
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %m[%i + 1, %i * 2 + symbol(%n)] : memref<16x16xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = %n to %k {
    affine.for %j = max #lb(%i)[%n] to min affine_map<(d0) -> (d0 + 4, 16)>(%i) {
      affine.store %c0, %m[%j, %i] : memref<16x16xf32>
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to affine_map<(d0) -> (d0)>(%k) {
  }
  affine.for %i = -4 to 4 {
    %v = affine.load %m[(%i + 4) floordiv 2, %i mod 3] : memref<16x16xf32>
    affine.store %v, %m[0, symbol(%k) - %i] : memref<16x16xf32>
  }
  return %r : f32
}
