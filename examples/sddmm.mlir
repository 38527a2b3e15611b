// SDDMM X = S .* (A B): the dense product A B is computed only where the CSR sampling
// matrix S stores an entry (x(i,j) += s(i,j) * sum_k a(i,k) b(k,j)), so the k loop runs
// nnz(S) times instead of m * n times.
//   tile-opt --sparsify examples/sddmm.mlir | tile-run -
//   tile-run examples/sddmm.mlir          (the interpreter runs the generic directly)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#S = affine_map<(i, j, k) -> (i, j)>
#A = affine_map<(i, j, k) -> (i, k)>
#B = affine_map<(i, j, k) -> (k, j)>
#X = affine_map<(i, j, k) -> (i, j)>
func.func @sddmm(%s: tensor<3x4xf64, #CSR>, %a: tensor<3x2xf64>, %b: tensor<2x4xf64>, %x0: tensor<3x4xf64>) -> tensor<3x4xf64> {
  %x = linalg.generic {indexing_maps = [#S, #A, #B, #X], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s, %a, %b : tensor<3x4xf64, #CSR>, tensor<3x2xf64>, tensor<2x4xf64>) outs(%x0 : tensor<3x4xf64>) {
  ^bb0(%sv: f64, %av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %q = arith.mulf %sv, %p : f64
    %r = arith.addf %o, %q : f64
    linalg.yield %r : f64
  } -> tensor<3x4xf64>
  return %x : tensor<3x4xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d = arith.constant dense<[[1.0, 0.0, 0.0, 2.0],
                              [0.0, 0.0, 0.5, 0.0],
                              [0.0, -1.0, 0.0, 0.0]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %b = arith.constant dense<[[1.0, 0.5, 0.25, 2.0], [-1.0, 1.0, 4.0, 0.0]]> : tensor<2x4xf64>
  %z = arith.constant dense<0.0> : tensor<3x4xf64>
  %x = call @sddmm(%s, %a, %b, %z) : (tensor<3x4xf64, #CSR>, tensor<3x2xf64>, tensor<2x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  // X row by row, one value per line: zero wherever S stores nothing.
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = tensor.extract %x[%i, %j] : tensor<3x4xf64>
      vector.print %v : f64
    }
  }
  return
}
