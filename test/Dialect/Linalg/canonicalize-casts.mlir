// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// tensor.cast folding around linalg ops, checked against mlir-opt-22 (both RUN lines):
// operands cast to less static types are read directly and results take the static type
// (cast back for their users), a cast of a result to a more static type makes the op
// compute it, sizes known from one operand reach the others through the indexing maps, a
// cast that checks sizes stays, and insert_slice reads through a cast destination.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matmul_casts(%arg0: tensor<8x16xf32>, %arg1: tensor<16x?xf32>, %arg2: tensor<8x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16x?xf32>) outs(%arg2 : tensor<8x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @static_result(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast_0 : tensor<4x4xf32>) outs(%cast : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @checking_cast(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %mapped = linalg.map ins(%cast : tensor<4xf32>) outs(%0 : tensor<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %1 = arith.mulf %in, %arg1 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %mapped : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_then_insert(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x32xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %1[%arg2, %arg3] [%arg4, %arg5] [1, 1] : tensor<?x?xf32> into tensor<16x32xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<16x32xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @infer_through_maps(%arg0: tensor<4x8xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg3 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cast : tensor<4x8xf32>, tensor<8xf32>) outs(%cast_0, %cast_1 : tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_4: f32, %out: f32, %out_5: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_4 : f32
// CHECK-NEXT: %2 = arith.mulf %in, %in_4 : f32
// CHECK-NEXT: linalg.yield %1, %2 : f32, f32
// CHECK-NEXT: } -> (tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: %cast_2 = tensor.cast %0#0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_3 = tensor.cast %0#1 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_2, %cast_3 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#id = affine_map<(d0, d1) -> (d0, d1)>
// Operands cast to less static types are read directly; results get the static type and
// a cast back for their users.
func.func @matmul_casts(%a: tensor<8x16xf32>, %b: tensor<16x?xf32>, %c: tensor<8x?xf32>) -> tensor<?x?xf32> {
  %ca = tensor.cast %a : tensor<8x16xf32> to tensor<?x?xf32>
  %cb = tensor.cast %b : tensor<16x?xf32> to tensor<?x?xf32>
  %cc = tensor.cast %c : tensor<8x?xf32> to tensor<?x?xf32>
  %r = linalg.matmul ins(%ca, %cb : tensor<?x?xf32>, tensor<?x?xf32>) outs(%cc : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A cast to a more static type of a result makes the op compute it.
func.func @static_result(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x?xf32>) outs(%y : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// A cast to a more static input stays (it checks sizes).
func.func @checking_cast(%x: tensor<?xf32>, %v: f32) -> tensor<4xf32> {
  %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.map ins(%c : tensor<4xf32>) outs(%e : tensor<4xf32>)
    (%a: f32, %o: f32) {
      %s = arith.mulf %a, %v : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// A filled buffer of constant size keeps its static type through an insert_slice.
func.func @fill_then_insert(%t: tensor<?x?xf32>, %v: f32, %i: index, %j: index, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %e = tensor.empty(%c16, %c32) : tensor<?x?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = tensor.insert_slice %t into %f[%i, %j] [%d0, %d1] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Sizes known from one operand reach the others through the maps; both results are cast
// back, in order.
func.func @infer_through_maps(%x: tensor<4x8xf32>, %row: tensor<?xf32>, %o1: tensor<?x?xf32>, %o2: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %row : tensor<4x8xf32>, tensor<?xf32>) outs(%o1, %o2 : tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.mulf %a, %b : f32
    linalg.yield %s, %m : f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
