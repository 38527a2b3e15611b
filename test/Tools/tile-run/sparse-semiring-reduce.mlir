// REQUIRES: tile-run
// Custom reductions start at their identity (not the output's value), semiring results
// feed ordinary ops (a stored zero stays stored), and a read dense output is accumulated.
// The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir` of this file
// (MLIR's sparsifier), including the sparse_tensor.print of every sparse result.
// RUN: tile-run %s | FileCheck %s
// CHECK: -4
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 8
// CHECK-NEXT: dim = ( 4, 4 )
// CHECK-NEXT: lvl = ( 4, 4 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 3, 4, 6, 8 )
// CHECK-NEXT: crd[1] : ( 0, 1, 3, 2, 0, 2, 1, 3 )
// CHECK-NEXT: values : ( 2, 40, 8, 10, 20, -80, 6, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: 102
// CHECK-NEXT: 200
// CHECK-NEXT: 302
// CHECK-NEXT: 401

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
module {
  // Custom min-reduction of a whole matrix into a scalar.
  func.func @min_all(%a: tensor<?x?xf64, #CSR>, %init: tensor<f64>) -> tensor<f64> {
    %big = arith.constant 1.0e10 : f64
    %0 = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
        iterator_types = ["reduction", "reduction"]}
      ins(%a: tensor<?x?xf64, #CSR>) outs(%init: tensor<f64>) {
      ^bb0(%x: f64, %acc: f64):
        %m = sparse_tensor.reduce %acc, %x, %big : f64 {
          ^bb0(%l: f64, %r: f64):
            %z = arith.minimumf %l, %r : f64
            sparse_tensor.yield %z : f64
        }
        linalg.yield %m : f64
    } -> tensor<f64>
    return %0 : tensor<f64>
  }

  // Union of two matrices with a scaled left side, then doubled by an ordinary op.
  func.func @union_scaled(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %two = arith.constant 2.0 : f64
    %d0 = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
    %d1 = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
    %e = tensor.empty(%d0, %d1) : tensor<?x?xf64, #DCSR>
    %0 = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
        iterator_types = ["parallel", "parallel"]}
      ins(%a, %b: tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>) outs(%e: tensor<?x?xf64, #DCSR>) {
      ^bb0(%x: f64, %y: f64, %o: f64):
        %u = sparse_tensor.binary %x, %y : f64, f64 to f64
          overlap = {
            ^bb0(%p: f64, %q: f64):
              %s = arith.addf %p, %q : f64
              sparse_tensor.yield %s : f64
          }
          left = {
            ^bb0(%p: f64):
              %t = arith.constant 10.0 : f64
              %s = arith.mulf %p, %t : f64
              sparse_tensor.yield %s : f64
          }
          right = identity
        %d = arith.mulf %u, %two : f64
        linalg.yield %d : f64
    } -> tensor<?x?xf64, #DCSR>
    return %0 : tensor<?x?xf64, #DCSR>
  }

  // Counts stored entries per row into a dense vector the body reads (no zero-fill).
  func.func @count_rows(%a: tensor<?x?xf64, #CSR>, %init: tensor<?xi64>) -> tensor<?xi64> {
    %0 = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"]}
      ins(%a: tensor<?x?xf64, #CSR>) outs(%init: tensor<?xi64>) {
      ^bb0(%x: f64, %o: i64):
        %one = sparse_tensor.unary %x : f64 to i64
          present = {
            ^bb0(%v: f64):
              %c = arith.constant 1 : i64
              sparse_tensor.yield %c : i64
          }
          absent = {}
        %s = arith.addi %o, %one : i64
        linalg.yield %s : i64
    } -> tensor<?xi64>
    return %0 : tensor<?xi64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %m = arith.constant dense<[[0.0, 2.0, 0.0, 3.0],
                                [0.0, 0.0, 0.0, 0.0],
                                [1.0, 0.0, -4.0, 0.0],
                                [0.0, 0.0, 0.0, 7.0]]> : tensor<4x4xf64>
    %n = arith.constant dense<[[1.0, 0.0, 0.0, 1.0],
                                [0.0, 0.0, 5.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0],
                                [0.0, 3.0, 0.0, -7.0]]> : tensor<4x4xf64>
    %a = sparse_tensor.convert %m : tensor<4x4xf64> to tensor<?x?xf64, #CSR>
    %b = sparse_tensor.convert %n : tensor<4x4xf64> to tensor<?x?xf64, #DCSR>
    %i0 = arith.constant dense<-3.0> : tensor<f64>
    %r0 = call @min_all(%a, %i0) : (tensor<?x?xf64, #CSR>, tensor<f64>) -> tensor<f64>
    %v0 = tensor.extract %r0[] : tensor<f64>
    vector.print %v0 : f64
    %r1 = call @union_scaled(%a, %b) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR>
    sparse_tensor.print %r1 : tensor<?x?xf64, #DCSR>
    %i2 = arith.constant dense<[100, 200, 300, 400]> : tensor<4xi64>
    %i2d = tensor.cast %i2 : tensor<4xi64> to tensor<?xi64>
    %r2 = call @count_rows(%a, %i2d) : (tensor<?x?xf64, #CSR>, tensor<?xi64>) -> tensor<?xi64>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = tensor.extract %r2[%i] : tensor<?xi64>
      vector.print %v : i64
    }
    bufferization.dealloc_tensor %a : tensor<?x?xf64, #CSR>
    bufferization.dealloc_tensor %b : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %r1 : tensor<?x?xf64, #DCSR>
    return
  }
}
