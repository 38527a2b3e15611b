// SpMV y = A x with A in BSR (2x2 blocks), written as linalg.matvec (generalized first).
//   tile-opt --sparsify examples/spmv_bsr.mlir | tile-run -
//   tile-run examples/spmv_bsr.mlir          (the interpreter runs the matvec directly)
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @spmv(%a: tensor<4x6xf64, #BSR>, %xv: tensor<6xf64>, %y0: tensor<4xf64>) -> tensor<4xf64> {
  %y = linalg.matvec ins(%a, %xv : tensor<4x6xf64, #BSR>, tensor<6xf64>) outs(%y0 : tensor<4xf64>) -> tensor<4xf64>
  return %y : tensor<4xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 3.0],
                              [0.0, 4.0, 0.0, 0.0, 5.0, 0.0],
                              [0.0, 0.0, 6.0, 0.0, 0.0, 0.0],
                              [0.0, 0.0, 7.0, 8.0, 0.0, 0.0]]> : tensor<4x6xf64>
  %a = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
  %xv = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %y0 = arith.constant dense<[0.5, 0.0, 1.0, -1.0]> : tensor<4xf64>
  %y = call @spmv(%a, %xv, %y0) : (tensor<4x6xf64, #BSR>, tensor<6xf64>, tensor<4xf64>) -> tensor<4xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %y[%i] : tensor<4xf64>
    vector.print %v : f64
  }
  return
}
