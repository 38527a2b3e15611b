// Tensor-times-vector over the last mode of a 3-D CSF tensor (all three levels compressed):
// y(i,j) = sum_k A(i,j,k) x(k). Three nested loops walk only the stored fibers.
//   tile-opt --sparsify examples/csf_ttv.mlir | tile-run -
//   tile-run examples/csf_ttv.mlir          (the interpreter runs the generic directly)
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#A = affine_map<(i, j, k) -> (i, j, k)>
#x = affine_map<(i, j, k) -> (k)>
#y = affine_map<(i, j, k) -> (i, j)>
func.func @ttv(%a: tensor<3x2x4xf64, #CSF>, %x: tensor<4xf64>, %y0: tensor<3x2xf64>) -> tensor<3x2xf64> {
  %y = linalg.generic {indexing_maps = [#A, #x, #y], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %x : tensor<3x2x4xf64, #CSF>, tensor<4xf64>) outs(%y0 : tensor<3x2xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<3x2xf64>
  return %y : tensor<3x2xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0]],
                              [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                              [[0.0, 3.0, 0.0, 0.0], [4.0, 0.0, 5.0, 6.0]]]> : tensor<3x2x4xf64>
  %a = sparse_tensor.convert %d : tensor<3x2x4xf64> to tensor<3x2x4xf64, #CSF>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %y0 = arith.constant dense<[[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]> : tensor<3x2xf64>
  %y = call @ttv(%a, %x, %y0) : (tensor<3x2x4xf64, #CSF>, tensor<4xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %y[%i, %j] : tensor<3x2xf64>
      vector.print %v : f64
    }
  }
  return
}
