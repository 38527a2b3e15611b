// REQUIRES: tile-run
// MLIR 22 cannot lower this program (the updated argument is returned); the interpreter is
// the reference, agreeing with tile-opt's sparsify (test/Integration/SparseTensor/in_place_update.mlir
// checks that form against MLIR). X(0, 0) = 3 * 1 * 2; the other stored entries become zeros
// and stay stored.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 3, 4 )
// CHECK-NEXT: lvl = ( 3, 4 )
// CHECK-NEXT: pos[1] : ( 0, 2, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 2, 3, 0 )
// CHECK-NEXT: values : ( 6, 0, 0, 0 )
// CHECK-NEXT: ----

// An in-place update of a sparse output by dense inputs keeps the output's stored entries,
// explicit zeros included: X(i, j) *= A(i, j) * B(j, i).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#trait_mul = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (j, i)>,
    affine_map<(i, j) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @scale(%a: tensor<3x4xf64>, %b: tensor<4x3xf64>, %x: tensor<3x4xf64, #CSR>) -> tensor<3x4xf64, #CSR> {
    %0 = linalg.generic #trait_mul
      ins(%a, %b : tensor<3x4xf64>, tensor<4x3xf64>) outs(%x : tensor<3x4xf64, #CSR>) {
      ^bb0(%u: f64, %v: f64, %o: f64):
        %p = arith.mulf %u, %v : f64
        %q = arith.mulf %p, %o : f64
        linalg.yield %q : f64
    } -> tensor<3x4xf64, #CSR>
    return %0 : tensor<3x4xf64, #CSR>
  }
  func.func @main() {
    %a = arith.constant dense<[[1.0, 2.0, 0.0, 4.0], [5.0, 6.0, 7.0, 8.0], [0.0, 1.0, 2.0, 3.0]]> : tensor<3x4xf64>
    %b = arith.constant dense<2.0> : tensor<4x3xf64>
    %sx = arith.constant sparse<[[0, 0], [0, 2], [1, 3], [2, 0]], [3.0, 5.0, 0.0, 7.0]> : tensor<3x4xf64>
    %x = sparse_tensor.convert %sx : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %r = call @scale(%a, %b, %x) : (tensor<3x4xf64>, tensor<4x3xf64>, tensor<3x4xf64, #CSR>) -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r : tensor<3x4xf64, #CSR>
    return
  }
}
