#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @main() {
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #DCSR>
  %z = arith.constant 0.0 : f64
  %sum = sparse_tensor.foreach in %s init(%z) : tensor<3x4xf64, #DCSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    vector.print %i : index
    vector.print %j : index
    vector.print %v : f64
    %n = arith.addf %acc, %v : f64
    sparse_tensor.yield %n : f64
  }
  vector.print %sum : f64
  return
}
