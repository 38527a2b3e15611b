#ENC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
func.func @main() {
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 7.0, 0.0], [2.0, 0.0, 0.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 9.0]]> : tensor<4x6xf32>
  %s = sparse_tensor.convert %d : tensor<4x6xf32> to tensor<4x6xf32, #ENC>
  sparse_tensor.print %s : tensor<4x6xf32, #ENC>
  return
}
