// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | tile-opt --allow-unregistered-dialect | FileCheck %s

// Builtin types and attributes of every kind survive a round trip; unknown ops stay generic.

#map = affine_map<(d0, d1) -> (d0, d1)>
!alias = tensor<4x?xf32>

// CHECK-LABEL: module attributes {foo.attr = 1 : i64}
module attributes {foo.attr = 1 : i64} {
  // CHECK: func.func @types(%arg0: i32, %arg1: tensor<4x?xf32>, %arg2: memref<4x8xf32, strided<[8, 1], offset: ?>, 3>, %arg3: vector<[4]x8xf32>, %arg4: complex<f32>, %arg5: tuple<i1, index>, %arg6: tensor<*xbf16>, %arg7: memref<*xf16>, %arg8: !llvm.ptr, %arg9: ui8, %arg10: si64, %arg11: f8E4M3FN, %arg12: none) -> (i32, f32)
  func.func @types(%a: i32, %t: !alias, %m: memref<4x8xf32, strided<[8, 1], offset: ?>, 3>, %v: vector<[4]x8xf32>, %c: complex<f32>, %tu: tuple<i1, index>, %ut: tensor<*xbf16>, %um: memref<*xf16>, %p: !llvm.ptr, %u: ui8, %s: si64, %f8: f8E4M3FN, %n: none) -> (i32, f32) {
    // An unregistered op's properties are opaque to MLIR's aliasing: the map prints inline.
    // CHECK: %[[R:.*]]:2 = "foo.two"(%arg0) <{p = [1, "x", @sym::@nested, dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, array<i64: 1, -2>, affine_map<(d0, d1) -> (d0, d1)>, unit, true, 2.500000e+00 : f32, {k}, i1, dense<1.000000e+00> : tensor<4xf32>, #foo.opaque<"x">]}> : (i32) -> (i32, f32)
    %q:2 = "foo.two"(%a) <{p = [1, "x", @sym::@nested, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, array<i64: 1, -2>, #map, unit, true, 2.5 : f32, {k}, i1, dense<1.0> : tensor<4xf32>, #foo.opaque<"x">]}> : (i32) -> (i32, f32)
    // CHECK: "foo.region"() ({
    // CHECK-NEXT: ^bb0(%[[X:.*]]: index):
    // CHECK-NEXT: "foo.yield"(%[[X]]) : (index) -> ()
    // CHECK-NEXT: }, {
    // CHECK-NEXT: }) : () -> ()
    "foo.region"() ({
    ^bb0(%x: index):
      "foo.yield"(%x) : (index) -> ()
    }, {}) : () -> ()
    // CHECK: "foo.br"()[^bb1] : () -> ()
    "foo.br"()[^bb1] : () -> ()
  // CHECK: ^bb1:  // pred: ^bb0
  ^bb1:
    // CHECK: return %[[R]]#0, %[[R]]#1 : i32, f32
    return %q#0, %q#1 : i32, f32
  }
  // CHECK: func.func private @decl(i32 {foo.arg}) -> (f32 {foo.res}) attributes {llvm.emit_c_interface}
  func.func private @decl(i32 {foo.arg}) -> (f32 {foo.res}) attributes {llvm.emit_c_interface}
}
