// The seed document's three-sample id batch as an embedding lookup (mean combiner):
//   tile-run examples/embedding_lookup.mlir                     (the lookup itself)
//   tile-opt --embedding-partition='num-cores=4' --sparsify examples/embedding_lookup.mlir | tile-run -
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @lookup(%ids: tensor<4x4xf32, #COO>, %table: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %a = embedding.lookup mean %ids, %table {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x4xf32, #COO>, tensor<4x2xf32> -> tensor<4x2xf32>
  return %a : tensor<4x2xf32>
}

func.func @main() {
  %d = arith.constant dense<[[1.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 0.0], [0.0, 2.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %ids = sparse_tensor.convert %d : tensor<4x4xf32> to tensor<4x4xf32, #COO>
  sparse_tensor.print %ids : tensor<4x4xf32, #COO>
  %table = arith.constant dense<[[1.0, 2.0], [10.0, 20.0], [100.0, 200.0], [1000.0, 2000.0]]> : tensor<4x2xf32>
  %a = call @lookup(%ids, %table) : (tensor<4x4xf32, #COO>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = tensor.extract %a[%i, %j] : tensor<4x2xf32>
      vector.print %x : f32
    }
  }
  return
}
