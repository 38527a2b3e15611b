#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @to_csc(%d: tensor<4x8xf64>) -> tensor<4x8xf64, #CSC> {
  %a = sparse_tensor.convert %d : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
  %b = sparse_tensor.convert %a : tensor<4x8xf64, #CSR> to tensor<4x8xf64, #CSC>
  return %b : tensor<4x8xf64, #CSC>
}
