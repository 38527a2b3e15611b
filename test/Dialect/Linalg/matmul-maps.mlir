// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// The matmul family with user indexing maps (broadcast and transposed operands), written
// multi-line as in MLIR's docs. Checks are mlir-opt-22's output.

func.func @matmul_bcast(%arg0: memref<5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [
                  affine_map<(d0, d1, d2) -> (d2)>,
                  affine_map<(d0, d1, d2) -> (d2, d1)>,
                  affine_map<(d0, d1, d2) -> (d0, d1)>
                ]
                ins(%arg0, %arg1 : memref<5xf32>, memref<5x7xf32>)
                outs(%arg2: memref<3x7xf32>)
  return
}
func.func @batch_matmul_bcast(%arg0: memref<3x5xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<2x3x7xf32>) {
  linalg.batch_matmul indexing_maps = [
                       affine_map<(d0, d1, d2, d3) -> (d1, d3)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
                     ]
                     ins(%arg0, %arg1 : memref<3x5xf32>, memref<2x5x7xf32>)
                     outs(%arg2: memref<2x3x7xf32>)
  return
}
func.func @brmm_transposed(%arg0: memref<2x5x3xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [
                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                       affine_map<(d0, d1, d2, d3) -> (d1, d2)>
                     ]
                     ins(%arg0, %arg1 : memref<2x5x3xf32>, memref<2x5x7xf32>)
                     outs(%arg2: memref<3x7xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_bcast(%arg0: memref<5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<5xf32>, memref<5x7xf32>) outs(%arg2 : memref<3x7xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul_bcast(%arg0: memref<3x5xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<2x3x7xf32>) {
// CHECK-NEXT: linalg.batch_matmul indexing_maps = [#map3, #map4, #map5] ins(%arg0, %arg1 : memref<3x5xf32>, memref<2x5x7xf32>) outs(%arg2 : memref<2x3x7xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @brmm_transposed(%arg0: memref<2x5x3xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<3x7xf32>) {
// CHECK-NEXT: linalg.batch_reduce_matmul indexing_maps = [#map6, #map4, #map7] ins(%arg0, %arg1 : memref<2x5x3xf32>, memref<2x5x7xf32>) outs(%arg2 : memref<3x7xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d2)>
// GENERIC: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC: #map3 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// GENERIC: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GENERIC: #map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (memref<5xf32>, memref<5x7xf32>, memref<3x7xf32>) -> (), sym_name = "matmul_bcast"}> ({
// GENERIC: ^bb0(%arg12: memref<5xf32>, %arg13: memref<5x7xf32>, %arg14: memref<3x7xf32>):
// GENERIC: "linalg.matmul"(%arg12, %arg13, %arg14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC: %4 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %5 = "arith.addf"(%arg17, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%5) : (f32) -> ()
// GENERIC: }) : (memref<5xf32>, memref<5x7xf32>, memref<3x7xf32>) -> ()
// GENERIC: "func.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (memref<3x5xf32>, memref<2x5x7xf32>, memref<2x3x7xf32>) -> (), sym_name = "batch_matmul_bcast"}> ({
// GENERIC: ^bb0(%arg6: memref<3x5xf32>, %arg7: memref<2x5x7xf32>, %arg8: memref<2x3x7xf32>):
// GENERIC: "linalg.batch_matmul"(%arg6, %arg7, %arg8) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// GENERIC: %2 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %3 = "arith.addf"(%arg11, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%3) : (f32) -> ()
// GENERIC: }) : (memref<3x5xf32>, memref<2x5x7xf32>, memref<2x3x7xf32>) -> ()
// GENERIC: "func.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "func.func"() <{function_type = (memref<2x5x3xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> (), sym_name = "brmm_transposed"}> ({
// GENERIC: ^bb0(%arg0: memref<2x5x3xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<3x7xf32>):
// GENERIC: "linalg.batch_reduce_matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map6, #map4, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// GENERIC: %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%1) : (f32) -> ()
// GENERIC: }) : (memref<2x5x3xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> ()
// GENERIC: "func.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: }) : () -> ()

// GEN: #map = affine_map<(d0, d1, d2) -> (d2)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GEN-NEXT: module {
// GEN-LABEL: func.func @matmul_bcast(%arg0: memref<5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<5xf32>, memref<5x7xf32>) outs(%arg2 : memref<3x7xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-LABEL: func.func @batch_matmul_bcast(%arg0: memref<3x5xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<2x3x7xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<3x5xf32>, memref<2x5x7xf32>) outs(%arg2 : memref<2x3x7xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-LABEL: func.func @brmm_transposed(%arg0: memref<2x5x3xf32>, %arg1: memref<2x5x7xf32>, %arg2: memref<3x7xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x5x3xf32>, memref<2x5x7xf32>) outs(%arg2 : memref<3x7xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: }
