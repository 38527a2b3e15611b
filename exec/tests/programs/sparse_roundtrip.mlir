#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed) }>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[0.0, 1.0, 0.0], [5.0, 0.0, 0.0], [0.0, 0.0, 2.5]]> : tensor<3x3xf64>
  %s = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
  %t = sparse_tensor.convert %s : tensor<3x3xf64, #CSR> to tensor<3x3xf64, #DCSC>
  sparse_tensor.print %t : tensor<3x3xf64, #DCSC>
  %b = sparse_tensor.convert %t : tensor<3x3xf64, #DCSC> to tensor<3x3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %b[%i, %j] : tensor<3x3xf64>
      vector.print %v : f64
    }
  }
  return
}
