// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// linalg.elementwise (kind=..., default and user indexing maps) and linalg.contract (maps
// required, loops parallel where the output map uses them) as MLIR's docs write them.
// Checks are mlir-opt-22's output (print, generic print, --linalg-generalize-named-ops).

#transpose = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#broadcast = affine_map<(d0, d1, d2) -> (d0, d1)>
#identity = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

func.func @elementwise(%x: tensor<4x16x8xf32>, %y: tensor<4x16x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8x16xf32>, %c: tensor<4x16x8xi1>) -> tensor<4x8x16xf32> {
  %exp = linalg.elementwise
      kind=#linalg.elementwise_kind<exp>
      ins(%x : tensor<4x16x8xf32>)
      outs(%y: tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %sel = linalg.elementwise kind = #linalg.elementwise_kind<select>
      ins(%c, %exp, %x : tensor<4x16x8xi1>, tensor<4x16x8xf32>, tensor<4x16x8xf32>)
      outs(%y : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %add = linalg.elementwise
      kind=#linalg.elementwise_kind<add>
      indexing_maps = [#transpose, #broadcast, #identity]
      ins(%sel, %b : tensor<4x16x8xf32>, tensor<4x8xf32>)
      outs(%o: tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return %add : tensor<4x8x16xf32>
}

func.func @elementwise_buffers(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %s: memref<?x?xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%a, %b : memref<?x?xi32>, memref<?x?xi32>) outs(%s : memref<?x?xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%s, %b : memref<?x?xi32>, memref<?x?xi32>) outs(%s : memref<?x?xi32>) {tag = "clamp"}
  return
}

#lhs = affine_map<(batch, m, n, k) -> (batch, m, k)>
#rhs = affine_map<(batch, m, n, k) -> (batch, k, n)>
#acc = affine_map<(batch, m, n, k) -> (m, n)>
func.func @contract(%A: tensor<2x3x5xf16>, %B: tensor<2x5x7xf16>, %C: tensor<3x7xf32>, %x: memref<8xi8>, %y: memref<8xi8>, %d: memref<i32>) -> tensor<3x7xf32> {
  %0 = linalg.contract
      indexing_maps = [#lhs, #rhs, #acc]
      ins(%A, %B : tensor<2x3x5xf16>, tensor<2x5x7xf16>)
      outs(%C : tensor<3x7xf32>) -> tensor<3x7xf32>
  linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
      ins(%x, %y : memref<8xi8>, memref<8xi8>) outs(%d : memref<i32>) {cast = #linalg.type_fn<cast_unsigned>}
  return %0 : tensor<3x7xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @elementwise(%arg0: tensor<4x16x8xf32>, %arg1: tensor<4x16x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8x16xf32>, %arg4: tensor<4x16x8xi1>) -> tensor<4x8x16xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x16x8xf32>) outs(%arg1 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
// CHECK-NEXT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg4, %0, %arg0 : tensor<4x16x8xi1>, tensor<4x16x8xf32>, tensor<4x16x8xf32>) outs(%arg1 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
// CHECK-NEXT: %2 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map2] ins(%1, %arg2 : tensor<4x16x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
// CHECK-NEXT: return %2 : tensor<4x8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_buffers(%arg0: memref<?x?xi32>, %arg1: memref<?x?xi32>, %arg2: memref<?x?xi32>) {
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : memref<?x?xi32>, memref<?x?xi32>) outs(%arg2 : memref<?x?xi32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<min_signed> {tag = "clamp"} ins(%arg2, %arg1 : memref<?x?xi32>, memref<?x?xi32>) outs(%arg2 : memref<?x?xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @contract(%arg0: tensor<2x3x5xf16>, %arg1: tensor<2x5x7xf16>, %arg2: tensor<3x7xf32>, %arg3: memref<8xi8>, %arg4: memref<8xi8>, %arg5: memref<i32>) -> tensor<3x7xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg0, %arg1 : tensor<2x3x5xf16>, tensor<2x5x7xf16>) outs(%arg2 : tensor<3x7xf32>) -> tensor<3x7xf32>
// CHECK-NEXT: linalg.contract indexing_maps = [#map6, #map6, #map7] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : memref<8xi8>, memref<8xi8>) outs(%arg5 : memref<i32>)
// CHECK-NEXT: return %0 : tensor<3x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC: #map1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GENERIC: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC: #map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC: #map7 = affine_map<(d0) -> (d0)>
// GENERIC: #map8 = affine_map<(d0) -> ()>
// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (tensor<4x16x8xf32>, tensor<4x16x8xf32>, tensor<4x8xf32>, tensor<4x8x16xf32>, tensor<4x16x8xi1>) -> tensor<4x8x16xf32>, sym_name = "elementwise"}> ({
// GENERIC: ^bb0(%arg21: tensor<4x16x8xf32>, %arg22: tensor<4x16x8xf32>, %arg23: tensor<4x8xf32>, %arg24: tensor<4x8x16xf32>, %arg25: tensor<4x16x8xi1>):
// GENERIC: %11 = "linalg.elementwise"(%arg21, %arg22) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: ^bb0(%arg33: f32, %arg34: f32):
// GENERIC: %16 = "math.exp"(%arg33) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%16) : (f32) -> ()
// GENERIC: }) : (tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
// GENERIC: %12 = "linalg.elementwise"(%arg25, %11, %arg21, %arg22) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC: ^bb0(%arg29: i1, %arg30: f32, %arg31: f32, %arg32: f32):
// GENERIC: %15 = "arith.select"(%arg29, %arg30, %arg31) : (i1, f32, f32) -> f32
// GENERIC: "linalg.yield"(%15) : (f32) -> ()
// GENERIC: }) : (tensor<4x16x8xi1>, tensor<4x16x8xf32>, tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
// GENERIC: %13 = "linalg.elementwise"(%12, %arg23, %arg24) <{indexing_maps = [#map1, #map2, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
// GENERIC: %14 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%14) : (f32) -> ()
// GENERIC: }) : (tensor<4x16x8xf32>, tensor<4x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
// GENERIC: "func.return"(%13) : (tensor<4x8x16xf32>) -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (memref<?x?xi32>, memref<?x?xi32>, memref<?x?xi32>) -> (), sym_name = "elementwise_buffers"}> ({
// GENERIC: ^bb0(%arg12: memref<?x?xi32>, %arg13: memref<?x?xi32>, %arg14: memref<?x?xi32>):
// GENERIC: "linalg.elementwise"(%arg12, %arg13, %arg14) <{indexing_maps = [#map3, #map3, #map3], kind = #linalg.elementwise_kind<div_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
// GENERIC: %10 = "arith.divui"(%arg18, %arg19) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%10) : (i32) -> ()
// GENERIC: }) : (memref<?x?xi32>, memref<?x?xi32>, memref<?x?xi32>) -> ()
// GENERIC: "linalg.elementwise"(%arg14, %arg13, %arg14) <{indexing_maps = [#map3, #map3, #map3], kind = #linalg.elementwise_kind<min_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
// GENERIC: %9 = "arith.minsi"(%arg15, %arg16) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%9) : (i32) -> ()
// GENERIC: }) {tag = "clamp"} : (memref<?x?xi32>, memref<?x?xi32>, memref<?x?xi32>) -> ()
// GENERIC: "func.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (tensor<2x3x5xf16>, tensor<2x5x7xf16>, tensor<3x7xf32>, memref<8xi8>, memref<8xi8>, memref<i32>) -> tensor<3x7xf32>, sym_name = "contract"}> ({
// GENERIC: ^bb0(%arg0: tensor<2x3x5xf16>, %arg1: tensor<2x5x7xf16>, %arg2: tensor<3x7xf32>, %arg3: memref<8xi8>, %arg4: memref<8xi8>, %arg5: memref<i32>):
// GENERIC: %0 = "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg9: f16, %arg10: f16, %arg11: f32):
// GENERIC: %5 = "arith.extf"(%arg9) : (f16) -> f32
// GENERIC: %6 = "arith.extf"(%arg10) : (f16) -> f32
// GENERIC: %7 = "arith.mulf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %8 = "arith.addf"(%arg11, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%8) : (f32) -> ()
// GENERIC: }) : (tensor<2x3x5xf16>, tensor<2x5x7xf16>, tensor<3x7xf32>) -> tensor<3x7xf32>
// GENERIC: "linalg.contract"(%arg3, %arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map7, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg6: i8, %arg7: i8, %arg8: i32):
// GENERIC: %1 = "arith.extui"(%arg6) : (i8) -> i32
// GENERIC: %2 = "arith.extui"(%arg7) : (i8) -> i32
// GENERIC: %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %4 = "arith.addi"(%arg8, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%4) : (i32) -> ()
// GENERIC: }) : (memref<8xi8>, memref<8xi8>, memref<i32>) -> ()
// GENERIC: "func.return"(%0) : (tensor<3x7xf32>) -> ()
// GENERIC: }) : () -> ()
// GENERIC: }) : () -> ()

// GEN: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GEN-NEXT: #map7 = affine_map<(d0) -> (d0)>
// GEN-NEXT: #map8 = affine_map<(d0) -> ()>
// GEN-NEXT: module {
// GEN-LABEL: func.func @elementwise(%arg0: tensor<4x16x8xf32>, %arg1: tensor<4x16x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8x16xf32>, %arg4: tensor<4x16x8xi1>) -> tensor<4x8x16xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x8xf32>) outs(%arg1 : tensor<4x16x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %3 = math.exp %in : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: } -> tensor<4x16x8xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %0, %arg0 : tensor<4x16x8xi1>, tensor<4x16x8xf32>, tensor<4x16x8xf32>) outs(%arg1 : tensor<4x16x8xf32>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %3 = arith.select %in, %in_0, %in_1 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: } -> tensor<4x16x8xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<4x16x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %3 = arith.addf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: } -> tensor<4x8x16xf32>
// GEN-NEXT: return %2 : tensor<4x8x16xf32>
// GEN-NEXT: }
// GEN-LABEL: func.func @elementwise_buffers(%arg0: memref<?x?xi32>, %arg1: memref<?x?xi32>, %arg2: memref<?x?xi32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<?x?xi32>, memref<?x?xi32>) outs(%arg2 : memref<?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.divui %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg1 : memref<?x?xi32>, memref<?x?xi32>) outs(%arg2 : memref<?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.minsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-LABEL: func.func @contract(%arg0: tensor<2x3x5xf16>, %arg1: tensor<2x5x7xf16>, %arg2: tensor<3x7xf32>, %arg3: memref<8xi8>, %arg4: memref<8xi8>, %arg5: memref<i32>) -> tensor<3x7xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x5xf16>, tensor<2x5x7xf16>) outs(%arg2 : tensor<3x7xf32>) {
// GEN-NEXT: ^bb0(%in: f16, %in_0: f16, %out: f32):
// GEN-NEXT: %1 = arith.extf %in : f16 to f32
// GEN-NEXT: %2 = arith.extf %in_0 : f16 to f32
// GEN-NEXT: %3 = arith.mulf %1, %2 : f32
// GEN-NEXT: %4 = arith.addf %out, %3 : f32
// GEN-NEXT: linalg.yield %4 : f32
// GEN-NEXT: } -> tensor<3x7xf32>
// GEN-NEXT: linalg.generic {indexing_maps = [#map7, #map7, #map8], iterator_types = ["reduction"]} ins(%arg3, %arg4 : memref<8xi8>, memref<8xi8>) outs(%arg5 : memref<i32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %1 = arith.extui %in : i8 to i32
// GEN-NEXT: %2 = arith.extui %in_0 : i8 to i32
// GEN-NEXT: %3 = arith.muli %1, %2 : i32
// GEN-NEXT: %4 = arith.addi %out, %3 : i32
// GEN-NEXT: linalg.yield %4 : i32
// GEN-NEXT: }
// GEN-NEXT: return %0 : tensor<3x7xf32>
// GEN-NEXT: }
// GEN-NEXT: }
