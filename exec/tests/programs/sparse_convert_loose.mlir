#ENC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed) }>
func.func @main() {
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 7.0, 0.0], [2.0, 0.0, 0.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 9.0]]> : tensor<4x6xf64>
  %s = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #ENC>
  sparse_tensor.print %s : tensor<4x6xf64, #ENC>
  return
}
