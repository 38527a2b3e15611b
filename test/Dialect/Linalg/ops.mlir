// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// MLIR names the body arguments of linalg.generic / linalg.map / linalg.reduce %in,
// %out and %init (getAsmBlockArgumentNames); the checks below capture them by pattern.

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #map3 = affine_map<(d0, d1, d2) -> ()>
// CHECK-DAG: #map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #map6 = affine_map<(d0, d1, d2) -> (d0, d1)>

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @generic_tensor(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN:[a-z0-9_]+]]: f32, %[[OUT:[a-z0-9_]+]]: f32):
// CHECK-NEXT: %1 = arith.addf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @generic_tensor(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @generic_memref(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: linalg.generic {doc = "sum rows", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"], library_call = "row_sum"} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) attrs =  {foo = 1 : i32} {
// CHECK-NEXT: ^bb0(%[[IN:[a-z0-9_]+]]: f32, %[[OUT:[a-z0-9_]+]]: f32):
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @generic_memref(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  linalg.generic {doc = "sum rows", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"], library_call = "row_sum"} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    linalg.yield %x : f32
  }
  return
}

// CHECK-LABEL: func.func @generic_multi(%arg0: tensor<2x3x4xf32>, %arg1: f32) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x3x4xi32>
// CHECK-NEXT: %2:2 = linalg.generic {indexing_maps = [#map2, #map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3x4xf32>, f32) outs(%0, %1 : tensor<2x3x4xf32>, tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN:[a-z0-9_]+]]: f32, %[[IN0:[a-z0-9_]+]]: f32, %[[OUT:[a-z0-9_]+]]: f32, %[[OUT1:[a-z0-9_]+]]: i32):
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: linalg.yield %[[IN0]], %4 : f32, i32
// CHECK-NEXT: } -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>)
// CHECK-NEXT: return %2#0, %2#1 : tensor<2x3x4xf32>, tensor<2x3x4xi32>
// CHECK-NEXT: }
func.func @generic_multi(%a: tensor<2x3x4xf32>, %s: f32) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>) {
  %e0 = tensor.empty() : tensor<2x3x4xf32>
  %e1 = tensor.empty() : tensor<2x3x4xi32>
  %0:2 = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> ()>, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %s : tensor<2x3x4xf32>, f32) outs(%e0, %e1 : tensor<2x3x4xf32>, tensor<2x3x4xi32>) {
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: i32):
    %k = linalg.index 2 : index
    %ki = "arith.index_cast"(%k) : (index) -> i32
    linalg.yield %y, %ki : f32, i32
  } -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>)
  return %0#0, %0#1 : tensor<2x3x4xf32>, tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x8xf32>, %arg3: tensor<4x16xf32>, %arg4: tensor<4x8xi8>, %arg5: tensor<8x16xi8>, %arg6: tensor<4x16xi32>, %arg7: tensor<4x8xf16>, %arg8: memref<4x8xf32>, %arg9: memref<8x16xf32>, %arg10: memref<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>) {
// CHECK-NEXT: %0 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%arg0, %arg2 : tensor<4x8xf32>, tensor<16x8xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%arg4, %arg5 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg6 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4, %arg5 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg6 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %4 = linalg.matmul ins(%arg7, %arg1 : tensor<4x8xf16>, tensor<8x16xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: linalg.matmul ins(%arg8, %arg9 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg10 : memref<4x16xf32>)
// CHECK-NEXT: return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>
// CHECK-NEXT: }
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>, %c: tensor<4x16xf32>, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %ah: tensor<4x8xf16>, %ma: memref<4x8xf32>, %mb: memref<8x16xf32>, %mc: memref<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.matmul ins(%ah, %b : tensor<4x8xf16>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%ma, %mb : memref<4x8xf32>, memref<8x16xf32>) outs(%mc : memref<4x16xf32>)
  return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>
}

// CHECK-LABEL: func.func @named(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>, %arg4: f32, %arg5: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg4 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: linalg.fill {foo} ins(%arg4 : f32) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: %1 = linalg.matvec ins(%arg0, %arg2 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.mul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: linalg.add ins(%arg5, %arg5 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
func.func @named(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %v: tensor<8xf32>, %r: tensor<4xf32>, %f: f32, %m: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill {foo} ins(%f : f32) outs(%m : memref<4x8xf32>)
  %1 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.add ins(%m, %m : memref<4x8xf32>, memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %0, %1, %2, %3, %4, %5 : tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @transpose_broadcast(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.transpose ins(%arg3 : memref<4x8xf32>) outs(%arg4 : memref<8x4xf32>) permutation = [1, 0]  {foo}
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<8x4xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
func.func @transpose_broadcast(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %v: tensor<8xf32>, %m: memref<4x8xf32>, %mt: memref<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%at : tensor<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%mt : memref<8x4xf32>) permutation = [1, 0] {foo}
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  return %0, %1 : tensor<8x4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @map_reduce(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map { arith.mulf } ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%arg3 : tensor<8x16xf32>) outs(%arg2 : tensor<8xf32>) dimensions = [1]
// CHECK-NEXT: %reduced_1 = linalg.reduce ins(%arg3 : tensor<8x16xf32>) outs(%arg2 : tensor<8xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:[a-z0-9_]+]]: f32, %[[INIT:[a-z0-9_]+]]: f32) {
// CHECK-NEXT: %0 = arith.maximumf %[[IN]], %[[INIT]] : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_2 = linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg4, %arg4 : tensor<8xi32>, tensor<8xi32>) outs(%arg4 : tensor<8xi32>)
// CHECK-NEXT: return %mapped, %mapped_0, %reduced, %reduced_1, %mapped_2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>
// CHECK-NEXT: }
func.func @map_reduce(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %d: tensor<8x16xf32>, %e: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>)
  %1 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      linalg.yield %s : f32
    }
  %2 = linalg.reduce { arith.addf } ins(%d : tensor<8x16xf32>) outs(%c : tensor<8xf32>) dimensions = [1]
  %3 = linalg.reduce ins(%d : tensor<8x16xf32>) outs(%c : tensor<8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = "arith.maximumf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      linalg.yield %s : f32
    }
  %4 = linalg.map { arith.addi } ins(%e, %e : tensor<8xi32>, tensor<8xi32>) outs(%e : tensor<8xi32>)
  return %0, %1, %2, %3, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>
}

// Properties and attributes in the generic form (value names aside).
// GENERIC: "linalg.generic"({{.*}}) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.generic"({{.*}}) <{doc = "sum rows", indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "row_sum", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.index"({{.*}}) <{dim = 0 : i64}> : () -> index
// GENERIC: "linalg.index"({{.*}}) <{dim = 1 : i64}> : () -> index
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.generic"({{.*}}) <{indexing_maps = [#map2, #map3, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
// GENERIC: "linalg.index"({{.*}}) <{dim = 2 : i64}> : () -> index
// GENERIC: "linalg.yield"({{.*}}) : (f32, i32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{indexing_maps = [#map4, #map7, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{indexing_maps = [#map4, #map7, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (i32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map4, #map7, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (i32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{indexing_maps = [#map4, #map7, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.matmul"({{.*}}) <{indexing_maps = [#map4, #map7, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.fill"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.fill"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.matvec"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.add"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.mul"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.sub"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.copy"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.add"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.transpose"({{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.transpose"({{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.broadcast"({{.*}}) <{dimensions = array<i64: 0>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.map"({{.*}}) ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.map"({{.*}}) ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.reduce"({{.*}}) <{dimensions = array<i64: 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.reduce"({{.*}}) <{dimensions = array<i64: 1>}> ({
// GENERIC: "linalg.yield"({{.*}}) : (f32) -> ()
// GENERIC: "linalg.map"({{.*}}) ({
// GENERIC: "linalg.yield"({{.*}}) : (i32) -> ()
