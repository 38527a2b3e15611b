// REQUIRES: integration
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Zero preservation in sparsify: relu(2 * A) written as `select(y > 0, y, 0)` is zero
// wherever A stores nothing, so the sparsified kernel visits A's stored entries only and
// the CSR result stores at most those (7 here, where a loop over every coordinate would
// store all 24); a constant zero stores nothing. MLIR 22's sparsifier fails on the relu
// kernel; our output, lowered by MLIR, prints what the interpreter prints on the
// unsparsified program, whose sparse semantics store the same points.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#id = affine_map<(i, j) -> (i, j)>

func.func @relu(%a: tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR> {
  %e = tensor.empty() : tensor<4x6xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<4x6xf64, #CSR>) outs(%e : tensor<4x6xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %two = arith.constant 2.0 : f64
    %zero = arith.constant 0.0 : f64
    %y = arith.mulf %x, %two : f64
    %p = arith.cmpf ogt, %y, %zero : f64
    %s = arith.select %p, %y, %zero : f64
    linalg.yield %s : f64
  } -> tensor<4x6xf64, #CSR>
  return %r : tensor<4x6xf64, #CSR>
}

func.func @zero(%a: tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR> {
  %e = tensor.empty() : tensor<4x6xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<4x6xf64, #CSR>) outs(%e : tensor<4x6xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    linalg.yield %zero : f64
  } -> tensor<4x6xf64, #CSR>
  return %r : tensor<4x6xf64, #CSR>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %d = arith.constant dense<[[ 1.0, -2.0, 0.0, 0.0, 3.0,  0.0],
                             [ 0.0,  0.0, 0.0, 0.0, 0.0,  0.0],
                             [-1.0,  0.0, 0.0, 4.0, 0.0,  0.0],
                             [ 0.0,  0.0, 5.0, 0.0, 0.0, -6.0]]> : tensor<4x6xf64>
  %a = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
  %r = call @relu(%a) : (tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR>
  // CHECK:      nse = 7
  // CHECK:      values : ( 2, 0, 6, 0, 8, 10, 0 )
  sparse_tensor.print %r : tensor<4x6xf64, #CSR>
  %dr = sparse_tensor.convert %r : tensor<4x6xf64, #CSR> to tensor<4x6xf64>
  // CHECK:      ( ( 2, 0, 0, 0, 6, 0 ), ( 0, 0, 0, 0, 0, 0 ), ( 0, 0, 0, 8, 0, 0 ), ( 0, 0, 10, 0, 0, 0 ) )
  %v = vector.transfer_read %dr[%c0, %c0], %f0 : tensor<4x6xf64>, vector<4x6xf64>
  vector.print %v : vector<4x6xf64>
  %z = call @zero(%a) : (tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR>
  // CHECK:      nse = 0
  sparse_tensor.print %z : tensor<4x6xf64, #CSR>
  return
}
