#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main() {
  %d = arith.constant dense<[[0.0, 1.5, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, -3.25]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  sparse_tensor.print %s : tensor<3x4xf64, #CSR>
  %n = sparse_tensor.number_of_entries %s : tensor<3x4xf64, #CSR>
  vector.print %n : index
  return
}
