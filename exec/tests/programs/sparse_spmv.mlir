#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#A = affine_map<(i, j) -> (i, j)>
#x = affine_map<(i, j) -> (j)>
#y = affine_map<(i, j) -> (i)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %xv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %y0 = linalg.fill ins(%z : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %y = linalg.generic {indexing_maps = [#A, #x, #y], iterator_types = ["parallel", "reduction"]} ins(%a, %xv : tensor<3x4xf64, #CSR>, tensor<4xf64>) outs(%y0 : tensor<3xf64>) {
  ^bb0(%av: f64, %xx: f64, %o: f64):
    %p = arith.mulf %av, %xx : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %y[%i] : tensor<3xf64>
    vector.print %v : f64
  }
  return
}
