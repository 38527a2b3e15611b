// RUN: tile-opt %s --sparsify=strict=true --split-input-file --verify-diagnostics

// Index expressions that sparsify refuses (with the default strict=false the kernel gets a
// remark and is left for MLIR's sparsifier).

// A level located by an expression is searched in coordinate order.
#UCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed(nonordered)) }>
func.func @unordered(%a: tensor<6x9xf64, #UCSR>, %w: tensor<3xf64>, %o: tensor<6x7xf64>) -> tensor<6x7xf64> {
  // expected-error @+1 {{cannot sparsify: operand #0: level 1 is subscripted by an index expression but its coordinates are not ordered}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j + k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<6x9xf64, #UCSR>, tensor<3xf64>) outs(%o : tensor<6x7xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<6x7xf64>
  return %r : tensor<6x7xf64>
}

// -----

// A loop split into block levels by a BSR operand has no single value in an expression.
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @blocked(%a: tensor<6x8xf64, #BSR>, %x: tensor<14xf64>, %o: tensor<6xf64>) -> tensor<6xf64> {
  // expected-error @+1 {{cannot sparsify: loop d0 is split into block levels and read by an index expression}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i + j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a, %x : tensor<6x8xf64, #BSR>, tensor<14xf64>) outs(%o : tensor<6xf64>) {
  ^bb0(%v: f64, %y: f64, %acc: f64):
    %p = arith.mulf %v, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<6xf64>
  return %r : tensor<6xf64>
}

// -----

// The rows `i + j` must be known before the columns `i` are iterated: a cycle through d0.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @cycle(%a: tensor<12x6xf64, #CSR>, %o: tensor<6x6xf64>) -> tensor<6x6xf64> {
  // expected-error @+1 {{cannot sparsify: the level orders of operand #0 form a cycle over loops d0}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<12x6xf64, #CSR>) outs(%o : tensor<6x6xf64>) {
  ^bb0(%v: f64, %acc: f64):
    linalg.yield %v : f64
  } -> tensor<6x6xf64>
  return %r : tensor<6x6xf64>
}

// -----

// The output is written once per point of its loops: no expression there.
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @output_expression(%a: tensor<6xf64, #SV>, %o: tensor<8xf64>) -> tensor<8xf64> {
  // expected-error @+1 {{cannot sparsify: indexing map #1 is not a projected permutation (result 0 is `d0 + 2`)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i + 2)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<6xf64, #SV>) outs(%o : tensor<8xf64>) {
  ^bb0(%v: f64, %acc: f64):
    linalg.yield %v : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}
