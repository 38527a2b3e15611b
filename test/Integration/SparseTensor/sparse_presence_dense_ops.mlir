// REQUIRES: integration
// Sparse outputs store what MLIR's sparsifier computes: a comparison with a dense operand at
// every point (false included), with two sparse operands where either is stored, a select
// on a dense condition where either choice is stored, and a loop index is present
// everywhere. The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run;
// tile-opt's sparsify keeps the same points.
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | tile-run - | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1 )
// CHECK-NEXT: pos[1] : ( 0, 3, 6 )
// CHECK-NEXT: crd[1] : ( 0, 1, 2, 0, 1, 2 )
// CHECK-NEXT: values : ( 1, 0, 0, 0, 1, 1 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1 )
// CHECK-NEXT: pos[1] : ( 0, 2, 4 )
// CHECK-NEXT: crd[1] : ( 0, 2, 1, 2 )
// CHECK-NEXT: values : ( 1, 0, 1, 1 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1 )
// CHECK-NEXT: pos[1] : ( 0, 2, 4 )
// CHECK-NEXT: crd[1] : ( 0, 2, 1, 2 )
// CHECK-NEXT: values : ( 1, 3, 0, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 6 )
// CHECK-NEXT: lvl = ( 6 )
// CHECK-NEXT: pos[0] : ( 0, 6 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3, 4, 5 )
// CHECK-NEXT: values : ( 0, 1, 12, 3, 0, 5 )
// CHECK-NEXT: ----

#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#SparseVector = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

#cmp_trait = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,  // A
    affine_map<(i, j) -> (i, j)>,  // B
    affine_map<(i, j) -> (i, j)>   // X (out)
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i, j) = A(i, j) < B(i, j)"
}
#select_trait = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel"]
}
#index_trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}

module {
  // A comparison with a dense operand is computed at every point: false is stored too.
  func.func @cmp_dense(%a: tensor<2x3xf64, #DCSR>, %b: tensor<2x3xf64>) -> tensor<2x3xi8, #DCSR> {
    %init = tensor.empty() : tensor<2x3xi8, #DCSR>
    %0 = linalg.generic #cmp_trait
      ins(%a, %b : tensor<2x3xf64, #DCSR>, tensor<2x3xf64>)
      outs(%init : tensor<2x3xi8, #DCSR>) {
      ^bb0(%x: f64, %y: f64, %o: i8):
        %lt = arith.cmpf ult, %x, %y : f64
        %e = arith.extui %lt : i1 to i8
        linalg.yield %e : i8
    } -> tensor<2x3xi8, #DCSR>
    return %0 : tensor<2x3xi8, #DCSR>
  }

  // Two sparse operands: the points where either is stored.
  func.func @cmp_sparse(%a: tensor<2x3xf64, #DCSR>, %b: tensor<2x3xf64, #DCSR>) -> tensor<2x3xi8, #DCSR> {
    %init = tensor.empty() : tensor<2x3xi8, #DCSR>
    %0 = linalg.generic #cmp_trait
      ins(%a, %b : tensor<2x3xf64, #DCSR>, tensor<2x3xf64, #DCSR>)
      outs(%init : tensor<2x3xi8, #DCSR>) {
      ^bb0(%x: f64, %y: f64, %o: i8):
        %lt = arith.cmpf ult, %x, %y : f64
        %e = arith.extui %lt : i1 to i8
        linalg.yield %e : i8
    } -> tensor<2x3xi8, #DCSR>
    return %0 : tensor<2x3xi8, #DCSR>
  }

  // A loop index is present everywhere: a(i) + i stores every point, 0 + 0 included.
  func.func @plus_index(%a: tensor<6xi64, #SparseVector>) -> tensor<6xi64, #SparseVector> {
    %init = tensor.empty() : tensor<6xi64, #SparseVector>
    %0 = linalg.generic #index_trait
      ins(%a : tensor<6xi64, #SparseVector>)
      outs(%init : tensor<6xi64, #SparseVector>) {
      ^bb0(%x: i64, %o: i64):
        %i = linalg.index 0 : index
        %ii = arith.index_cast %i : index to i64
        %s = arith.addi %x, %ii : i64
        linalg.yield %s : i64
    } -> tensor<6xi64, #SparseVector>
    return %0 : tensor<6xi64, #SparseVector>
  }

  // A select on a dense condition stores where either choice is stored.
  func.func @select_dense_cond(%c: tensor<2x3xi1>, %a: tensor<2x3xf64, #DCSR>, %b: tensor<2x3xf64, #DCSR>) -> tensor<2x3xf64, #DCSR> {
    %init = tensor.empty() : tensor<2x3xf64, #DCSR>
    %0 = linalg.generic #select_trait
      ins(%c, %a, %b : tensor<2x3xi1>, tensor<2x3xf64, #DCSR>, tensor<2x3xf64, #DCSR>)
      outs(%init : tensor<2x3xf64, #DCSR>) {
      ^bb0(%k: i1, %x: f64, %y: f64, %o: f64):
        %s = arith.select %k, %x, %y : f64
        linalg.yield %s : f64
    } -> tensor<2x3xf64, #DCSR>
    return %0 : tensor<2x3xf64, #DCSR>
  }

  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 3.0], [0.0, 0.0, -2.0]]> : tensor<2x3xf64>
    %db = arith.constant dense<[[2.0, 0.0, 1.0], [0.0, 4.0, 0.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #DCSR>
    %b = sparse_tensor.convert %db : tensor<2x3xf64> to tensor<2x3xf64, #DCSR>
    %0 = call @cmp_dense(%a, %db) : (tensor<2x3xf64, #DCSR>, tensor<2x3xf64>) -> tensor<2x3xi8, #DCSR>
    sparse_tensor.print %0 : tensor<2x3xi8, #DCSR>
    %1 = call @cmp_sparse(%a, %b) : (tensor<2x3xf64, #DCSR>, tensor<2x3xf64, #DCSR>) -> tensor<2x3xi8, #DCSR>
    sparse_tensor.print %1 : tensor<2x3xi8, #DCSR>
    %cond = arith.constant dense<[[true, false, true], [false, true, false]]> : tensor<2x3xi1>
    %3 = call @select_dense_cond(%cond, %a, %b) : (tensor<2x3xi1>, tensor<2x3xf64, #DCSR>, tensor<2x3xf64, #DCSR>) -> tensor<2x3xf64, #DCSR>
    sparse_tensor.print %3 : tensor<2x3xf64, #DCSR>
    bufferization.dealloc_tensor %3 : tensor<2x3xf64, #DCSR>
    %v = arith.constant sparse<[[2], [4]], [10, -4]> : tensor<6xi64>
    %sv = sparse_tensor.convert %v : tensor<6xi64> to tensor<6xi64, #SparseVector>
    %2 = call @plus_index(%sv) : (tensor<6xi64, #SparseVector>) -> tensor<6xi64, #SparseVector>
    sparse_tensor.print %2 : tensor<6xi64, #SparseVector>
    bufferization.dealloc_tensor %a : tensor<2x3xf64, #DCSR>
    bufferization.dealloc_tensor %b : tensor<2x3xf64, #DCSR>
    bufferization.dealloc_tensor %0 : tensor<2x3xi8, #DCSR>
    bufferization.dealloc_tensor %1 : tensor<2x3xi8, #DCSR>
    bufferization.dealloc_tensor %sv : tensor<6xi64, #SparseVector>
    bufferization.dealloc_tensor %2 : tensor<6xi64, #SparseVector>
    return
  }
}
