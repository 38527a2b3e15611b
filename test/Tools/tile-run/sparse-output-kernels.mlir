// REQUIRES: tile-run
// linalg.generic kernels MLIR's sparsifier accepts (products intersect, sums and
// differences unite, zero-preserving casts and negation map) reading sparse inputs and
// writing sparse outputs: exactly the computed points are stored, explicit zeros included;
// with dense inputs only, the result is computed densely and converted (zeros dropped).
// The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir` of this file.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 5, 7 )
// CHECK-NEXT: values : ( -3, 16 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 1, 3, 5, 7 )
// CHECK-NEXT: values : ( -6, 0, 0, 1, 4 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 5, 7 )
// CHECK-NEXT: values : ( 12, -2, 8 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 8
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 8 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3, 4, 5, 6, 7 )
// CHECK-NEXT: values : ( 6, 1, 0, 5, 0, 2, 0, 8 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 1, 3, 5, 7 )
// CHECK-NEXT: values : ( 0, -2, -1, -2 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 3, 3 )
// CHECK-NEXT: lvl = ( 3, 3 )
// CHECK-NEXT: pos[1] : ( 0, 2, 2, 4 )
// CHECK-NEXT: crd[1] : ( 0, 2, 1, 2 )
// CHECK-NEXT: values : ( 1, 12, -3, 0 )
// CHECK-NEXT: ----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#id = affine_map<(i) -> (i)>
module {
  func.func @mul(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<8xf64, #SV>, tensor<8xf64, #SV>) outs(%init : tensor<8xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.mulf %x, %y : f64
      linalg.yield %s : f64
    } -> tensor<8xf64, #SV>
    return %r : tensor<8xf64, #SV>
  }
  func.func @scale_neg(%a: tensor<8xf64, #SV>) -> tensor<8xi32, #SV> {
    %init = tensor.empty() : tensor<8xi32, #SV>
    %c = arith.constant 0.5 : f64
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%a : tensor<8xf64, #SV>) outs(%init : tensor<8xi32, #SV>) {
    ^bb0(%x: f64, %o: i32):
      %s = arith.mulf %x, %c : f64
      %n = arith.negf %s : f64
      %i = arith.fptosi %n : f64 to i32
      linalg.yield %i : i32
    } -> tensor<8xi32, #SV>
    return %r : tensor<8xi32, #SV>
  }
  // Sampled dense-dense product: stored where S is, even when the sum is zero.
  func.func @sddmm(%s: tensor<3x3xf64, #CSR>, %a: tensor<3x2xf64>, %b: tensor<2x3xf64>) -> tensor<3x3xf64, #CSR> {
    %init = tensor.empty() : tensor<3x3xf64, #CSR>
    %r = linalg.generic {
        indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                         affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
        iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%s, %a, %b : tensor<3x3xf64, #CSR>, tensor<3x2xf64>, tensor<2x3xf64>) outs(%init : tensor<3x3xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %z: f64, %o: f64):
      %p = arith.mulf %y, %z : f64
      %q = arith.mulf %x, %p : f64
      %t = arith.addf %o, %q : f64
      linalg.yield %t : f64
    } -> tensor<3x3xf64, #CSR>
    return %r : tensor<3x3xf64, #CSR>
  }
  // A sum that cancels stays stored (an explicit zero), as MLIR's sparsifier computes it.
  func.func @add(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<8xf64, #SV>, tensor<8xf64, #SV>) outs(%init : tensor<8xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.subf %x, %y : f64
      linalg.yield %s : f64
    } -> tensor<8xf64, #SV>
    return %r : tensor<8xf64, #SV>
  }
  // Dense inputs only: MLIR computes densely and converts, so zeros are dropped.
  func.func @dense_scale(%a: tensor<8xf64>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %c = arith.constant 2.0 : f64
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%a : tensor<8xf64>) outs(%init : tensor<8xf64, #SV>) {
    ^bb0(%x: f64, %o: f64):
      %s = arith.mulf %x, %c : f64
      linalg.yield %s : f64
    } -> tensor<8xf64, #SV>
    return %r : tensor<8xf64, #SV>
  }
  // Sparse plus dense: every point is computed and stored, zeros included.
  func.func @add_sd(%a: tensor<8xf64, #SV>, %b: tensor<8xf64>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<8xf64, #SV>, tensor<8xf64>) outs(%init : tensor<8xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.addf %x, %y : f64
      linalg.yield %s : f64
    } -> tensor<8xf64, #SV>
    return %r : tensor<8xf64, #SV>
  }
  func.func @main() {
    %va = arith.constant dense<[0.0, 1.0, 0.0, 5.0, 0.0, 3.0, 0.0, 4.0]> : tensor<8xf64>
    %vb = arith.constant dense<[6.0, 0.0, 0.0, 0.0, 0.0, -1.0, 0.0, 4.0]> : tensor<8xf64>
    %sa = sparse_tensor.convert %va : tensor<8xf64> to tensor<8xf64, #SV>
    %sb = sparse_tensor.convert %vb : tensor<8xf64> to tensor<8xf64, #SV>
    %r0 = call @mul(%sa, %sb) : (tensor<8xf64, #SV>, tensor<8xf64, #SV>) -> tensor<8xf64, #SV>
    sparse_tensor.print %r0 : tensor<8xf64, #SV>
    %vc = arith.constant dense<[6.0, 1.0, 0.0, 5.0, 0.0, 2.0, 0.0, 0.0]> : tensor<8xf64>
    %sc = sparse_tensor.convert %vc : tensor<8xf64> to tensor<8xf64, #SV>
    %r3 = call @add(%sa, %sc) : (tensor<8xf64, #SV>, tensor<8xf64, #SV>) -> tensor<8xf64, #SV>
    sparse_tensor.print %r3 : tensor<8xf64, #SV>
    %r4 = call @dense_scale(%vb) : (tensor<8xf64>) -> tensor<8xf64, #SV>
    sparse_tensor.print %r4 : tensor<8xf64, #SV>
    %r5 = call @add_sd(%sa, %vb) : (tensor<8xf64, #SV>, tensor<8xf64>) -> tensor<8xf64, #SV>
    sparse_tensor.print %r5 : tensor<8xf64, #SV>
    %r1 = call @scale_neg(%sa) : (tensor<8xf64, #SV>) -> tensor<8xi32, #SV>
    sparse_tensor.print %r1 : tensor<8xi32, #SV>
    %sd = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, 1.0]]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %sd : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [1.0, -1.0]]> : tensor<3x2xf64>
    %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf64>
    %r2 = call @sddmm(%s, %a, %b) : (tensor<3x3xf64, #CSR>, tensor<3x2xf64>, tensor<2x3xf64>) -> tensor<3x3xf64, #CSR>
    sparse_tensor.print %r2 : tensor<3x3xf64, #CSR>
    return
  }
}
