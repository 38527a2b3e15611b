// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Attribute and type aliases wherever MLIR takes an attribute or a type: dictionaries,
// constants, layouts, locations, signatures, properties. CHECK lines are mlir-opt-22's print.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>, %arg1: memref<4xf32, strided<[1], offset: 2>>) -> tensor<4xf32> attributes {x = {a = 1 : i64, b = "x"}, y = #map, z = [1, 2]} {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = "test.op"() {p = {a = 1 : i64, b = "x"}} : () -> tuple<tensor<4xf32>, complex<f32>>
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @g() -> memref<4xf32, #map>
// CHECK-NEXT: "test.op"() <{a = 1 : i64, b = "x"}> : () -> ()
// CHECK-NEXT: }

#dict = {a = 1, b = "x"}
#m = affine_map<(d0) -> (d0 + 1)>
#s = strided<[1], offset: 2>
#arr = [1, 2]
#i = 5 : i32
#d = dense<1.0> : tensor<2xf32>
#loc = loc("file.mlir":3:4)
!t = tensor<4xf32>
!m = memref<4xf32, #s>
!f = (i32) -> i32
!c = complex<f32>
!tt = tuple<!t, !c>
func.func @f(%a: !t, %b: !m) -> !t attributes {x = #dict, y = #m, z = #arr} {
  %0 = arith.constant #d
  %1 = arith.constant #i
  %2 = "test.op"() {p = #dict} : () -> !tt loc(#loc)
  return %a : !t
}
func.func private @g() -> memref<4xf32, #m>
"test.op"() <#dict> : () -> ()
