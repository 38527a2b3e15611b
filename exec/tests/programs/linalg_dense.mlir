#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %e = tensor.empty() : tensor<3x2xf64>
  %t = linalg.transpose ins(%a : tensor<2x3xf64>) outs(%e : tensor<3x2xf64>) permutation = [1, 0]
  %z = arith.constant 0.0 : f64
  %e2 = tensor.empty() : tensor<2x2xf64>
  %acc = linalg.fill ins(%z : f64) outs(%e2 : tensor<2x2xf64>) -> tensor<2x2xf64>
  %m = linalg.matmul ins(%a, %t : tensor<2x3xf64>, tensor<3x2xf64>) outs(%acc : tensor<2x2xf64>) -> tensor<2x2xf64>
  %v00 = tensor.extract %m[%c0, %c0] : tensor<2x2xf64>
  %v01 = tensor.extract %m[%c0, %c1] : tensor<2x2xf64>
  %v11 = tensor.extract %m[%c1, %c1] : tensor<2x2xf64>
  vector.print %v00 : f64
  vector.print %v01 : f64
  vector.print %v11 : f64
  %e3 = tensor.empty() : tensor<2xf64>
  %r0 = linalg.fill ins(%z : f64) outs(%e3 : tensor<2xf64>) -> tensor<2xf64>
  %rs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf64>) outs(%r0 : tensor<2xf64>) {
  ^bb0(%x: f64, %o: f64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %p = arith.mulf %x, %fi : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<2xf64>
  %s0 = tensor.extract %rs[%c0] : tensor<2xf64>
  %s1 = tensor.extract %rs[%c1] : tensor<2xf64>
  vector.print %s0 : f64
  vector.print %s1 : f64
  return
}
