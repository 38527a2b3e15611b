#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>
#SCOO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @main() {
  // Entries out of order: (2, 2), (0, 3), (1, 0), (0, 1).
  %pos = arith.constant dense<[0, 4]> : tensor<2xindex>
  %crd = arith.constant dense<[[2, 2], [0, 3], [1, 0], [0, 1]]> : tensor<4x2xindex>
  %val = arith.constant dense<[2.5, 4.0, 5.0, 1.0]> : tensor<4xf64>
  %s = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<4x2xindex>), tensor<4xf64> to tensor<3x4xf64, #COO>
  sparse_tensor.print %s : tensor<3x4xf64, #COO>
  %r = sparse_tensor.reorder_coo quick_sort %s : tensor<3x4xf64, #COO> to tensor<3x4xf64, #SCOO>
  sparse_tensor.print %r : tensor<3x4xf64, #SCOO>
  return
}
