#ENC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @main() {
  %d = arith.constant dense<[[0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 7, 0], [2, 0, 0, 3, 0, 0], [0, 0, 0, 0, 0, 9]]> : tensor<4x6xi32>
  %s = sparse_tensor.convert %d : tensor<4x6xi32> to tensor<4x6xi32, #ENC>
  sparse_tensor.print %s : tensor<4x6xi32, #ENC>
  return
}
