// SpMM C = A B with A in CSR and B dense: each stored a(i,k) scales row k of B into row i.
//   tile-opt --sparsify examples/spmm.mlir | tile-run -
//   tile-run examples/spmm.mlir          (the interpreter runs the generic directly)
//   tile-opt --sparsify examples/spmm.mlir | scripts/lower-with-mlir | mlir-runner -e main \
//     -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_runner_utils.so
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#A = affine_map<(i, j, k) -> (i, k)>
#B = affine_map<(i, j, k) -> (k, j)>
#C = affine_map<(i, j, k) -> (i, j)>
func.func @spmm(%a: tensor<4x5xf64, #CSR>, %b: tensor<5x3xf64>, %c0: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %c = linalg.generic {indexing_maps = [#A, #B, #C], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x5xf64, #CSR>, tensor<5x3xf64>) outs(%c0 : tensor<4x3xf64>) {
  ^bb0(%av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4x3xf64>
  return %c : tensor<4x3xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d = arith.constant dense<[[1.0, 0.0, 0.0, 2.0, 0.0],
                              [0.0, 0.0, 0.0, 0.0, 0.0],
                              [0.0, 3.0, 0.0, 0.0, 4.0],
                              [0.5, 0.0, 6.0, 0.0, 0.0]]> : tensor<4x5xf64>
  %a = sparse_tensor.convert %d : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
  %b = arith.constant dense<[[1.0, 2.0, 3.0],
                              [4.0, 5.0, 6.0],
                              [7.0, 8.0, 9.0],
                              [-1.0, -2.0, -3.0],
                              [0.5, 0.25, 0.125]]> : tensor<5x3xf64>
  %z = arith.constant dense<0.0> : tensor<4x3xf64>
  %c = call @spmm(%a, %b, %z) : (tensor<4x5xf64, #CSR>, tensor<5x3xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
  // C row by row, one value per line.
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %c[%i, %j] : tensor<4x3xf64>
      vector.print %v : f64
    }
  }
  return
}
