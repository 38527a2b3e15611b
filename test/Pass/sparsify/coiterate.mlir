// RUN: tile-opt %s --sparsify | FileCheck %s
// RUN: not tile-opt %s --sparsify="loop-order=given strict=true" --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// a * b of two CSR matrices: dense rows, then one scf.while over the intersection of the
// two compressed rows (min coordinate, one scf.if case), no tails.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @mul
// CHECK:         scf.for
// CHECK:           scf.while
// CHECK:             arith.cmpi ult
// CHECK:             scf.condition
// CHECK:             arith.minui
// CHECK:             scf.if
// CHECK:               arith.mulf
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @mul(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.mulf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}

// ERR: error: 'linalg.generic' op cannot sparsify: the given loop order does not respect the operands' level orders
func.func @csc(%a: tensor<8x8xf64, #CSC>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf64, #CSC>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %o: f64):
    linalg.yield %x : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}
