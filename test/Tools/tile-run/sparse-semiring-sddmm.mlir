// REQUIRES: tile-run
// An in-place sampled product through sparse_tensor.unary and reduce: where the sparse
// output stores a value, the custom reduction starts from it (S += A(i,:) . B(:,j)).
// The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir` of this file.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 4, 3 )
// CHECK-NEXT: lvl = ( 4, 3 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 1, 2, 2 )
// CHECK-NEXT: values : ( 1.5, 16, 5, 1 )
// CHECK-NEXT: ----

#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
// S(i,j) += A(i,:) . B(:,j) where S stores a value, in place, through unary + reduce.
func.func @sampled(%s: tensor<4x3xf64, #DCSR>, %a: tensor<4x2xf64>, %b: tensor<2x3xf64>) -> tensor<4x3xf64, #DCSR> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%a, %b : tensor<4x2xf64>, tensor<2x3xf64>) outs(%s : tensor<4x3xf64, #DCSR>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %zero = arith.constant 0.0 : f64
    %p = sparse_tensor.unary %acc : f64 to f64
      present = {
      ^bb0(%v: f64):
        %m = arith.mulf %x, %y : f64
        sparse_tensor.yield %m : f64
      }
      absent = {}
    %sum = sparse_tensor.reduce %acc, %p, %zero : f64 {
    ^bb0(%l: f64, %q: f64):
      %t = arith.addf %l, %q : f64
      sparse_tensor.yield %t : f64
    }
    linalg.yield %sum : f64
  } -> tensor<4x3xf64, #DCSR>
  return %r : tensor<4x3xf64, #DCSR>
}
func.func @main() {
  %sd = arith.constant dense<[[0.5, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, -2.0, 1.0], [0.0, 0.0, 4.0]]> : tensor<4x3xf64>
  %s = sparse_tensor.convert %sd : tensor<4x3xf64> to tensor<4x3xf64, #DCSR>
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [-1.0, 1.0]]> : tensor<4x2xf64>
  %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 3.0, -1.0]]> : tensor<2x3xf64>
  %r = call @sampled(%s, %a, %b) : (tensor<4x3xf64, #DCSR>, tensor<4x2xf64>, tensor<2x3xf64>) -> tensor<4x3xf64, #DCSR>
  sparse_tensor.print %r : tensor<4x3xf64, #DCSR>
  bufferization.dealloc_tensor %r : tensor<4x3xf64, #DCSR>
  return
}
