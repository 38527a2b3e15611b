// SpMV y = A x with A in COO (array-of-structs coordinates, non-unique rows), assembled
// from buffers that hold a duplicated entry: (1, 0) is stored twice and counts twice.
//   tile-opt --sparsify examples/spmv_coo.mlir | tile-run -
//   tile-opt --sparsify examples/spmv_coo.mlir | scripts/lower-with-mlir | mlir-runner ...
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#A = affine_map<(i, j) -> (i, j)>
#x = affine_map<(i, j) -> (j)>
#y = affine_map<(i, j) -> (i)>
func.func @spmv(%a: tensor<3x4xf64, #COO>, %xv: tensor<4xf64>, %y0: tensor<3xf64>) -> tensor<3xf64> {
  %y = linalg.generic {indexing_maps = [#A, #x, #y], iterator_types = ["parallel", "reduction"]} ins(%a, %xv : tensor<3x4xf64, #COO>, tensor<4xf64>) outs(%y0 : tensor<3xf64>) {
  ^bb0(%av: f64, %xx: f64, %o: f64):
    %p = arith.mulf %av, %xx : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  return %y : tensor<3xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pos = arith.constant dense<[0, 5]> : tensor<2xindex>
  %crd = arith.constant dense<[[0, 1], [0, 3], [1, 0], [1, 0], [2, 2]]> : tensor<5x2xindex>
  %val = arith.constant dense<[1.0, 4.0, 5.0, 0.25, 2.5]> : tensor<5xf64>
  %a = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<5x2xindex>), tensor<5xf64> to tensor<3x4xf64, #COO>
  %xv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %y0 = arith.constant dense<[0.5, 0.0, 1.0]> : tensor<3xf64>
  %y = call @spmv(%a, %xv, %y0) : (tensor<3x4xf64, #COO>, tensor<4xf64>, tensor<3xf64>) -> tensor<3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %y[%i] : tensor<3xf64>
    vector.print %v : f64
  }
  return
}
