// SpMV y = A x with A in CSR.
//   tile-opt --sparsify examples/spmv.mlir | tile-run -
//   tile-run examples/spmv.mlir          (the interpreter runs the generic directly)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#A = affine_map<(i, j) -> (i, j)>
#x = affine_map<(i, j) -> (j)>
#y = affine_map<(i, j) -> (i)>
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %xv: tensor<?xf64>, %y0: tensor<?xf64>) -> tensor<?xf64> {
  %y = linalg.generic {indexing_maps = [#A, #x, #y], iterator_types = ["parallel", "reduction"]} ins(%a, %xv : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y0 : tensor<?xf64>) {
  ^bb0(%av: f64, %xx: f64, %o: f64):
    %p = arith.mulf %av, %xx : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<?x?xf64, #CSR>
  %xs = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %xv = tensor.cast %xs : tensor<4xf64> to tensor<?xf64>
  %ys = arith.constant dense<[0.5, 0.0, 1.0]> : tensor<3xf64>
  %y0 = tensor.cast %ys : tensor<3xf64> to tensor<?xf64>
  %y = call @spmv(%a, %xv, %y0) : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %y[%i] : tensor<?xf64>
    vector.print %v : f64
  }
  return
}
