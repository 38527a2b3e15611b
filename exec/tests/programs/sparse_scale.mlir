#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#A = affine_map<(i, j) -> (i, j)>
func.func @main() {
  %d = arith.constant dense<[[0.0, 1.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0], [0.0, 0.0, 2.5, 0.0]]> : tensor<3x4xf64>
  %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %e = tensor.empty() : tensor<3x4xf64, #CSR>
  %two = arith.constant 2.0 : f64
  %r = linalg.generic {indexing_maps = [#A, #A], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf64, #CSR>) outs(%e : tensor<3x4xf64, #CSR>) {
  ^bb0(%av: f64, %o: f64):
    %p = arith.mulf %av, %two : f64
    linalg.yield %p : f64
  } -> tensor<3x4xf64, #CSR>
  sparse_tensor.print %r : tensor<3x4xf64, #CSR>
  return
}
