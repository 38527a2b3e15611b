func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 3.0 : f32
  %d = arith.constant 4.0 : f32
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %x = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  vector.print %x : f32
  %t2 = tensor.insert %d into %t[%c0, %c0] : tensor<2x2xf32>
  %y = tensor.extract %t2[%c0, %c0] : tensor<2x2xf32>
  vector.print %y : f32
  %z = tensor.extract %t[%c0, %c0] : tensor<2x2xf32>
  vector.print %z : f32
  %g = tensor.generate %c2 {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    tensor.yield %si : i32
  } : tensor<?x3xi32>
  %e = tensor.extract %g[%c1, %c2] : tensor<?x3xi32>
  vector.print %e : i32
  %dim = tensor.dim %g, %c0 : tensor<?x3xi32>
  vector.print %dim : index
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %sl = tensor.extract_slice %cst[0, 1] [2, 2] [1, 1] : tensor<2x3xi64> to tensor<2x2xi64>
  %w = tensor.extract %sl[%c1, %c1] : tensor<2x2xi64>
  vector.print %w : i64
  return
}
