// RUN: tile-opt %s -mlir-print-op-generic | FileCheck %s

// The generic form numbers #map/#set aliases as mlir-opt-22 does: a generic op's nested
// ops come before its own properties.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0, s0 - 2)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 + 1, d0 * 2 + s0)>
// CHECK-NEXT: #map5 = affine_map<() -> (0)>
// CHECK-NEXT: #map6 = affine_map<() -> (10)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 + 4, 16)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (d0 floordiv 2 + 2, d0 mod 3)>
// CHECK-NEXT: #map13 = affine_map<(d0)[s0] -> (0, -d0 + s0)>
// CHECK-NEXT: #map14 = affine_map<() -> (-4)>
// CHECK-NEXT: #map15 = affine_map<() -> (4)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<16x16xf32>, index, index) -> f32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index):
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// CHECK-NEXT:     %1 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index
// CHECK-NEXT:     %2 = "affine.apply"(%1, %arg2) <{map = #map1}> : (index, index) -> index
// CHECK-NEXT:     %3 = "affine.min"(%1, %arg2) <{map = #map2}> : (index, index) -> index
// CHECK-NEXT:     %4 = "affine.max"(%1, %arg2) <{map = #map3}> : (index, index) -> index
// CHECK-NEXT:     %5 = "affine.for"(%0) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #map6}> ({
// CHECK-NEXT:     ^bb0(%arg7: index, %arg8: f32):
// CHECK-NEXT:       %7 = "affine.load"(%arg0, %arg7, %arg1) <{map = #map4}> : (memref<16x16xf32>, index, index) -> f32
// CHECK-NEXT:       %8 = "arith.addf"(%arg8, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "affine.yield"(%8) : (f32) -> ()
// CHECK-NEXT:     }) : (f32) -> f32
// CHECK-NEXT:     "affine.for"(%arg1, %arg2) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
// CHECK-NEXT:     ^bb0(%arg5: index):
// CHECK-NEXT:       "affine.for"(%arg5, %arg1, %arg5) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// CHECK-NEXT:       ^bb0(%arg6: index):
// CHECK-NEXT:         "affine.store"(%0, %arg0, %arg6, %arg5) <{map = #map7}> : (f32, memref<16x16xf32>, index, index) -> ()
// CHECK-NEXT:         "affine.yield"() : () -> ()
// CHECK-NEXT:       }) : (index, index, index) -> ()
// CHECK-NEXT:       "affine.yield"() : () -> ()
// CHECK-NEXT:     }) : (index, index) -> ()
// CHECK-NEXT:     "affine.for"(%arg1, %arg2) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map11}> ({
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       "affine.yield"() : () -> ()
// CHECK-NEXT:     }) : (index, index) -> ()
// CHECK-NEXT:     "affine.for"() <{lowerBoundMap = #map14, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map15}> ({
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %6 = "affine.load"(%arg0, %arg3) <{map = #map12}> : (memref<16x16xf32>, index) -> f32
// CHECK-NEXT:       "affine.store"(%6, %arg0, %arg3, %arg2) <{map = #map13}> : (f32, memref<16x16xf32>, index, index) -> ()
// CHECK-NEXT:       "affine.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "func.return"(%5) : (f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

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
