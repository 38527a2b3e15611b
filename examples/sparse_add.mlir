// Sparse + sparse: C = A + B with A and B in CSR. The two rows are co-iterated over the union
// of their stored columns (one scf.while on the smaller coordinate, then a loop for the rest
// of whichever row is longer); columns stored in neither are never visited.
//   tile-opt --sparsify examples/sparse_add.mlir | tile-run -
//   tile-run examples/sparse_add.mlir          (the interpreter runs the generic directly)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#M = affine_map<(i, j) -> (i, j)>
func.func @add(%a: tensor<3x5xf64, #CSR>, %b: tensor<3x5xf64, #CSR>, %c0: tensor<3x5xf64>) -> tensor<3x5xf64> {
  %c = linalg.generic {indexing_maps = [#M, #M, #M], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x5xf64, #CSR>, tensor<3x5xf64, #CSR>) outs(%c0 : tensor<3x5xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<3x5xf64>
  return %c : tensor<3x5xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %da = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 4.0, 5.0]]> : tensor<3x5xf64>
  %db = arith.constant dense<[[0.0, 10.0, 20.0, 0.0, 30.0],
                               [0.0, 0.0, 40.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, -4.0, 0.0]]> : tensor<3x5xf64>
  %a = sparse_tensor.convert %da : tensor<3x5xf64> to tensor<3x5xf64, #CSR>
  %b = sparse_tensor.convert %db : tensor<3x5xf64> to tensor<3x5xf64, #CSR>
  // The sum overwrites C, so its initial contents (here 9) must not show through.
  %init = arith.constant dense<9.0> : tensor<3x5xf64>
  %c = call @add(%a, %b, %init) : (tensor<3x5xf64, #CSR>, tensor<3x5xf64, #CSR>, tensor<3x5xf64>) -> tensor<3x5xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %v = tensor.extract %c[%i, %j] : tensor<3x5xf64>
      vector.print %v : f64
    }
  }
  return
}
