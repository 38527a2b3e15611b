#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @storage(%a: tensor<4x8xf64, #CSR>) -> (memref<?xindex>, memref<?xindex>, memref<?xf64>) {
  %pos = sparse_tensor.positions %a {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>
  %crd = sparse_tensor.coordinates %a {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>
  %val = sparse_tensor.values %a : tensor<4x8xf64, #CSR> to memref<?xf64>
  return %pos, %crd, %val : memref<?xindex>, memref<?xindex>, memref<?xf64>
}
