// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.generic as MLIR's documentation writes kernels: the trait dictionary as an alias,
// multi-line, with doc, library_call and attrs = {...}. Checks are mlir-opt-22's output.

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#row_sum = {
  indexing_maps = [
    #id,
    #row
  ],
  iterator_types = ["parallel", "reduction"],
  doc = "x(i) += A(i, j)",
  library_call = "row_sum"
}
func.func @sum(%A: memref<4x8xf32>, %x: memref<4xf32>) {
  linalg.generic #row_sum
    ins(%A : memref<4x8xf32>)
    outs(%x : memref<4xf32>)
    attrs = {some.note = "kernel"} {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  return
}

#scale = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
func.func @scale(%v: tensor<?xf64>, %s: f64, %init: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic #scale ins(%v, %s : tensor<?xf64>, f64) outs(%init : tensor<?xf64>) {
  ^bb0(%x: f64, %k: f64, %o: f64):
    %m = arith.mulf %x, %k : f64
    linalg.yield %m : f64
  } -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

func.func @inline_multiline(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>,
                       affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"],
      library_call = "negate"
    } ins(%a : tensor<3xi32>) outs(%b : tensor<3xi32>) attrs = {a = 1 : i64, b} {
  ^bb0(%x: i32, %y: i32):
    %c0 = arith.constant 0 : i32
    %n = arith.subi %c0, %x : i32
    %i = linalg.index 0 : index
    linalg.yield %n : i32
  } -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @sum(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: linalg.generic {doc = "x(i) += A(i, j)", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"], library_call = "row_sum"} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) attrs =  {some.note = "kernel"} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scale(%arg0: tensor<?xf64>, %arg1: f64, %arg2: tensor<?xf64>) -> tensor<?xf64> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<?xf64>, f64) outs(%arg2 : tensor<?xf64>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_0: f64, %out: f64):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f64
// CHECK-NEXT: linalg.yield %1 : f64
// CHECK-NEXT: } -> tensor<?xf64>
// CHECK-NEXT: return %0 : tensor<?xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_multiline(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"], library_call = "negate"} ins(%arg0 : tensor<3xi32>) outs(%arg1 : tensor<3xi32>) attrs =  {a = 1 : i64, b} {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.subi %c0_i32, %in : i32
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<3xi32>
// CHECK-NEXT: return %0 : tensor<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC: #map2 = affine_map<(d0) -> (d0)>
// GENERIC: #map3 = affine_map<(d0) -> ()>
// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (memref<4x8xf32>, memref<4xf32>) -> (), sym_name = "sum"}> ({
// GENERIC: ^bb0(%arg10: memref<4x8xf32>, %arg11: memref<4xf32>):
// GENERIC: "linalg.generic"(%arg10, %arg11) <{doc = "x(i) += A(i, j)", indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "row_sum", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: ^bb0(%arg12: f32, %arg13: f32):
// GENERIC: %6 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%6) : (f32) -> ()
// GENERIC: }) {some.note = "kernel"} : (memref<4x8xf32>, memref<4xf32>) -> ()
// GENERIC: "func.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (tensor<?xf64>, f64, tensor<?xf64>) -> tensor<?xf64>, sym_name = "scale"}> ({
// GENERIC: ^bb0(%arg4: tensor<?xf64>, %arg5: f64, %arg6: tensor<?xf64>):
// GENERIC: %4 = "linalg.generic"(%arg4, %arg5, %arg6) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg7: f64, %arg8: f64, %arg9: f64):
// GENERIC: %5 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC: "linalg.yield"(%5) : (f64) -> ()
// GENERIC: }) : (tensor<?xf64>, f64, tensor<?xf64>) -> tensor<?xf64>
// GENERIC: "func.return"(%4) : (tensor<?xf64>) -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>, sym_name = "inline_multiline"}> ({
// GENERIC: ^bb0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>):
// GENERIC: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], library_call = "negate", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: ^bb0(%arg2: i32, %arg3: i32):
// GENERIC: %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC: %2 = "arith.subi"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %3 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC: "linalg.yield"(%2) : (i32) -> ()
// GENERIC: }) {a = 1 : i64, b} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
// GENERIC: "func.return"(%0) : (tensor<3xi32>) -> ()
// GENERIC: }) : () -> ()
// GENERIC: }) : () -> ()
