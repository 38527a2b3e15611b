// REQUIRES: mlir-opt
// RUN: tile-opt %s --embedding-partition='num-cores=2' --sparsify --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --embedding-stack-tables='num-cores=2' --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=STACK

// Upstream MLIR 22 reads and verifies what the embedding passes produce: every op but the
// embedding ones is upstream (tensor, linalg, sparse_tensor, scf, memref, arith, math), and
// the embedding ops (the host-side embedding.partition_ids and embedding.stack_ids, and a
// stacked embedding.lookup) pass through in generic form with --allow-unregistered-dialect.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK-LABEL: func.func @lookup(
// CHECK:         "embedding.partition_ids"(%arg0) <{limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 4>, num_partitions = 2 : i64, partition = 0 : i64}>
// CHECK:         sparse_tensor.assemble
// CHECK:         scf.while
// CHECK:         "embedding.partition_ids"(%arg0) <{{.*}}partition = 1 : i64}>
// CHECK:         math.sqrt
// CHECK-NOT:     linalg.matmul
// CHECK-NOT:     "embedding.lookup"
// STACK-LABEL: func.func @lookup(
// STACK:         "embedding.stack_ids"(%arg0, %arg2)
// STACK:         "embedding.lookup"
// STACK:         tensor.expand_shape
// STACK:         tensor.collapse_shape
func.func @lookup(%ids: tensor<8x100xf32, #COO>, %table: tensor<100x6xf32>, %more: tensor<8x100xf32, #COO>) -> (tensor<8x6xf32>, tensor<8x6xf32>) {
  %a = embedding.lookup sqrtn %ids, %table {limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 4>, quantization = #embedding.quantization<num_buckets = 16, low = -2.0, high = 2.0>} : tensor<8x100xf32, #COO>, tensor<100x6xf32> -> tensor<8x6xf32>
  %b = embedding.lookup sqrtn %more, %table {limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 4>, quantization = #embedding.quantization<num_buckets = 16, low = -2.0, high = 2.0>} : tensor<8x100xf32, #COO>, tensor<100x6xf32> -> tensor<8x6xf32>
  return %a, %b : tensor<8x6xf32>, tensor<8x6xf32>
}
