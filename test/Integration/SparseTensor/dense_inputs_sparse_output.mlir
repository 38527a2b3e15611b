// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// A kernel over dense inputs only (one read through a constant index map) into a sparse
// output stores the non-zeros it computes, as MLIR's sparsifier does: the sum 0 + 0 and
// the sum -3 + 3 leave no entry.
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 6 )
// CHECK-NEXT: lvl = ( 6 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 2, 3 )
// CHECK-NEXT: values : ( 1, 7, 1 )
// CHECK-NEXT: ----

#map1 = affine_map<(d0) -> (0, d0)>
#map2 = affine_map<(d0) -> (d0)>
#SpVec = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @add(%arg0: tensor<1x6xi32>, %arg1: tensor<1x6xi32>) -> tensor<6xi32, #SpVec> {
  %0 = tensor.empty() : tensor<6xi32, #SpVec>
  %1 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel"]}
    ins(%arg0, %arg1 : tensor<1x6xi32>, tensor<1x6xi32>) outs(%0 : tensor<6xi32, #SpVec>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %2 = arith.addi %in, %in_0 : i32
    linalg.yield %2 : i32
  } -> tensor<6xi32, #SpVec>
  return %1 : tensor<6xi32, #SpVec>
}
func.func @main() {
  %a = arith.constant dense<[[1, 0, 2, 0, -3, 0]]> : tensor<1x6xi32>
  %b = arith.constant dense<[[0, 0, 5, 1, 3, 0]]> : tensor<1x6xi32>
  %r = call @add(%a, %b) : (tensor<1x6xi32>, tensor<1x6xi32>) -> tensor<6xi32, #SpVec>
  sparse_tensor.print %r : tensor<6xi32, #SpVec>
  return
}
