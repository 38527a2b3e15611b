#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @stack(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x4xf64>) -> tensor<5x4xf64, #CSR> {
  %r = sparse_tensor.concatenate %a, %b {dimension = 0 : index}
     : tensor<2x4xf64, #CSR>, tensor<3x4xf64> to tensor<5x4xf64, #CSR>
  return %r : tensor<5x4xf64, #CSR>
}
