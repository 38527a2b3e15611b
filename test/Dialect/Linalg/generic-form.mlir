// RUN: tile-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: tile-opt %s | tile-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// The five declared structured ops written in generic form (as mlir-opt prints them, with
// aliases and properties over several lines) print byte for byte as mlir-opt-22 prints them,
// in custom and generic form: doc/library_call/user attributes of linalg.generic,
// linalg.map's short form, linalg.reduce's two result groups (SameVariadicOperandSize) and
// empty dimensions, ops on buffers without results.

// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @generic_form(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x8xf32>, %arg3: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    %0 = linalg.generic {doc = "negate each element", indexing_maps = [#map, #map], iterator_types = ["parallel"], library_call = "negate_f32"} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {user.tag = "kept"} {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %2 = arith.negf %in : f32
// CHECK-NEXT:      linalg.yield %2 : f32
// CHECK-NEXT:    } -> tensor<4xf32>
// CHECK-NEXT:    %1 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg2 : tensor<4x8xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %2 = arith.addf %in, %out : f32
// CHECK-NEXT:      linalg.yield %2 : f32
// CHECK-NEXT:    } -> tensor<4xf32>
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT:    ^bb0(%out: f32):
// CHECK-NEXT:      linalg.yield %out : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @map_reduce_form(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xi32>, %arg5: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT:    %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>)
// CHECK-NEXT:    %reduced:2 = linalg.reduce ins(%arg2, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3, %arg3 : tensor<4xf32>, tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %in_1: f32, %init: f32, %init_2: f32) {
// CHECK-NEXT:        %0 = arith.addf %in, %init : f32
// CHECK-NEXT:        %1 = arith.maximumf %in_1, %init_2 : f32
// CHECK-NEXT:        linalg.yield %0, %1 : f32, f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %reduced_0 = linalg.reduce ins(%arg4 : tensor<4xi32>) outs(%arg5 : tensor<4xi32>) dimensions = [] 
// CHECK-NEXT:      (%in: i32, %init: i32) {
// CHECK-NEXT:        linalg.yield %in : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    return %mapped, %reduced#1, %reduced_0 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @transpose_broadcast_form(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8x4xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:    %broadcasted = linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4x8xf32>) dimensions = [1] 
// CHECK-NEXT:    linalg.transpose ins(%arg2 : memref<4x8xf32>) outs(%arg3 : memref<8x4xf32>) permutation = [1, 0] 
// CHECK-NEXT:    return %broadcasted : tensor<4x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>, memref<4xf32>) -> tensor<4xf32>, sym_name = "generic_form"}> ({
// GENERIC-NEXT:  ^bb0(%arg23: tensor<4xf32>, %arg24: tensor<4xf32>, %arg25: tensor<4x8xf32>, %arg26: memref<4xf32>):
// GENERIC-NEXT:    %7 = "linalg.generic"(%arg23, %arg24) <{doc = "negate each element", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], library_call = "negate_f32", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg30: f32, %arg31: f32):
// GENERIC-NEXT:      %10 = "arith.negf"(%arg30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:    }) {user.tag = "kept"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %8 = "linalg.generic"(%arg25, %7) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg28: f32, %arg29: f32):
// GENERIC-NEXT:      %9 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "linalg.generic"(%arg26) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg27: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg27) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<4xf32>) -> ()
// GENERIC-NEXT:    "func.return"(%8) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>), sym_name = "map_reduce_form"}> ({
// GENERIC-NEXT:  ^bb0(%arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4x8xf32>, %arg11: tensor<4xf32>, %arg12: tensor<4xi32>, %arg13: tensor<4xi32>):
// GENERIC-NEXT:    %1 = "linalg.map"(%arg8, %arg9, %arg9) ({
// GENERIC-NEXT:    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
// GENERIC-NEXT:      %6 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %2:2 = "linalg.reduce"(%arg10, %arg10, %arg11, %arg11) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32, %arg19: f32):
// GENERIC-NEXT:      %4 = "arith.addf"(%arg16, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %5 = "arith.maximumf"(%arg17, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%4, %5) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// GENERIC-NEXT:    %3 = "linalg.reduce"(%arg12, %arg13) <{dimensions = array<i64>}> ({
// GENERIC-NEXT:    ^bb0(%arg14: i32, %arg15: i32):
// GENERIC-NEXT:      "linalg.yield"(%arg14) : (i32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:    "func.return"(%1, %2#1, %3) : (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, tensor<4x8xf32>, memref<4x8xf32>, memref<8x4xf32>) -> tensor<4x8xf32>, sym_name = "transpose_broadcast_form"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8x4xf32>):
// GENERIC-NEXT:    %0 = "linalg.broadcast"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg6) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    "linalg.transpose"(%arg2, %arg3) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg4) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
// GENERIC-NEXT:    "func.return"(%0) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

#id = affine_map<(i) -> (i)>
#row = affine_map<(i, j) -> (i)>
#id2 = affine_map<(i, j) -> (i, j)>
#par = #linalg.iterator_type<parallel>
#red = #linalg.iterator_type<reduction>

func.func @generic_form(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4x8xf32>,
                        %buf: memref<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.generic"(%a, %b) <{
         indexing_maps = [#id, #id],
         iterator_types = [#par],
         doc = "negate each element",
         library_call = "negate_f32",
         operandSegmentSizes = array<i32: 1, 1>
       }> ({
  ^bb0(%x: f32, %acc: f32):
    %n = "arith.negf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "linalg.yield"(%n) : (f32) -> ()
  }) {user.tag = "kept"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "linalg.generic"(%m, %0) <{indexing_maps = [#id2, #row], iterator_types = [#par, #red],
                                 operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %acc: f32):
    %s = "arith.addf"(%x, %acc) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
  "linalg.generic"(%buf) <{indexing_maps = [#id], iterator_types = [#par],
                          operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%out: f32):
    "linalg.yield"(%out) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  return %1 : tensor<4xf32>
}

func.func @map_reduce_form(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4x8xf32>,
                           %e: tensor<4xf32>, %i: tensor<4xi32>, %ei: tensor<4xi32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %mapped = "linalg.map"(%a, %b, %b) ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r:2 = "linalg.reduce"(%m, %m, %e, %e) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32, %p: f32, %q: f32):
    %s = "arith.addf"(%x, %p) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %t = "arith.maximumf"(%y, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%s, %t) : (f32, f32) -> ()
  }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %ri = "linalg.reduce"(%i, %ei) <{dimensions = array<i64>}> ({
  ^bb0(%x: i32, %acc: i32):
    "linalg.yield"(%x) : (i32) -> ()
  }) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %mapped, %r#1, %ri : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}

func.func @transpose_broadcast_form(%v: tensor<4xf32>, %m: tensor<4x8xf32>, %s: memref<4x8xf32>,
                                    %t: memref<8x4xf32>)
    -> tensor<4x8xf32> {
  %b = "linalg.broadcast"(%v, %m) <{dimensions = array<i64: 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "linalg.transpose"(%s, %t) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
  return %b : tensor<4x8xf32>
}
