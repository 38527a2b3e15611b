// RUN: tile-opt %s --embedding-stack-tables='num-cores=2' | FileCheck %s
// RUN: tile-opt %s --embedding-stack-tables='num-cores=2 max-tables=1' | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s --embedding-stack-tables='num-cores=2' --embedding-partition='num-cores=2' --sparsify | FileCheck %s --check-prefix=FULL

// Three sum lookups over two tables (the user and query features share %words; %items has
// width 5, padded to 8 like %words) form one stack; the mean lookup is not stacked with
// them (another combiner). Vocabularies are padded to 8N = 16 rows (100 -> 112, 50 -> 64),
// %items starts at row 112; the ids of each feature move by their table's offset and the
// samples interleave per core (each core holds 4 + 2 + 4 = 10 stacked samples). Limits are
// summed (16 + 4 + 16 ids, 8 + 4 + 8 unique, buffers 256 + 64 + 256) and allow_id_dropping
// is dropped because two of the three lookups forbid it.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK-LABEL: func.func @stack(
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<176x8xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<176x8xf32>)
// CHECK:         %[[S1:.*]] = tensor.insert_slice %arg4 into %[[F]][0, 0] [100, 8] [1, 1] : tensor<100x8xf32> into tensor<176x8xf32>
// CHECK:         %[[S2:.*]] = tensor.insert_slice %arg5 into %[[S1]][112, 0] [50, 5] [1, 1] : tensor<50x5xf32> into tensor<176x8xf32>
// CHECK:         %[[IDS:.*]] = embedding.stack_ids %arg0, %arg1, %arg2 {col_offsets = array<i64: 0, 112, 0>, num_slices = 2 : i64} : tensor<8x100xf32, #sparse>, tensor<4x50xf32, #sparse>, tensor<8x100xf32, #sparse> -> tensor<20x176xf32, #sparse>
// CHECK:         %[[ACT:.*]] = embedding.lookup sum %[[IDS]], %[[S2]] {limits = #embedding.limits<max_ids_per_partition = 36, max_unique_ids_per_partition = 20, suggested_buffer = 576>} : tensor<20x176xf32, #sparse>, tensor<176x8xf32> -> tensor<20x8xf32>
// CHECK:         %[[X:.*]] = tensor.expand_shape %[[ACT]] {{\[\[}}0, 1], [2]] output_shape [2, 10, 8] : tensor<20x8xf32> into tensor<2x10x8xf32>
// CHECK:         %[[U:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [2, 4, 8] [1, 1, 1]
// CHECK:         %[[UC:.*]] = tensor.collapse_shape %[[U]] {{\[\[}}0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
// CHECK:         %[[I:.*]] = tensor.extract_slice %[[X]][0, 4, 0] [2, 2, 5] [1, 1, 1]
// CHECK:         %[[IC:.*]] = tensor.collapse_shape %[[I]] {{\[\[}}0, 1], [2]] : tensor<2x2x5xf32> into tensor<4x5xf32>
// CHECK:         %[[Q:.*]] = tensor.extract_slice %[[X]][0, 6, 0] [2, 4, 8] [1, 1, 1]
// CHECK:         %[[QC:.*]] = tensor.collapse_shape %[[Q]]
// CHECK:         %[[O:.*]] = embedding.lookup mean %arg3, %arg4
// CHECK:         return %[[UC]], %[[IC]], %[[QC]], %[[O]]

// With one table per stack, only the two features of %words are stacked (first fit).
// ONE-LABEL: func.func @stack(
// ONE:         embedding.stack_ids %arg0, %arg2 {col_offsets = array<i64: 0, 0>, num_slices = 2 : i64} : tensor<8x100xf32, #sparse>, tensor<8x100xf32, #sparse> -> tensor<16x112xf32, #sparse>
// ONE:         embedding.lookup sum %{{.*}} {limits = #embedding.limits<max_ids_per_partition = 32, max_unique_ids_per_partition = 16, suggested_buffer = 512>}
// ONE:         embedding.lookup sum %arg1, %arg5 {allow_id_dropping,
// ONE:         embedding.lookup mean %arg3, %arg4

// Stacked, then partitioned over the 2 cores and sparsified: two lookups become two pairs
// of partitioned kernels.
// FULL-LABEL: func.func @stack(
// FULL-NOT:     embedding.lookup
// FULL-COUNT-2: embedding.partition_ids %{{.*}} partition 0 of 2
// FULL-NOT:     linalg.matmul
// FULL:         return
func.func @stack(%user: tensor<8x100xf32, #COO>, %item: tensor<4x50xf32, #COO>, %query: tensor<8x100xf32, #COO>, %other: tensor<8x100xf32, #COO>, %words: tensor<100x8xf32>, %items: tensor<50x5xf32>) -> (tensor<8x8xf32>, tensor<4x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %u = embedding.lookup sum %user, %words {limits = #embedding.limits<max_ids_per_partition = 16, max_unique_ids_per_partition = 8, suggested_buffer = 256>} : tensor<8x100xf32, #COO>, tensor<100x8xf32> -> tensor<8x8xf32>
  %i = embedding.lookup sum %item, %items {allow_id_dropping, limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4, suggested_buffer = 64>} : tensor<4x50xf32, #COO>, tensor<50x5xf32> -> tensor<4x5xf32>
  %q = embedding.lookup sum %query, %words {limits = #embedding.limits<max_ids_per_partition = 16, max_unique_ids_per_partition = 8, suggested_buffer = 256>} : tensor<8x100xf32, #COO>, tensor<100x8xf32> -> tensor<8x8xf32>
  %o = embedding.lookup mean %other, %words {limits = #embedding.limits<max_ids_per_partition = 16, max_unique_ids_per_partition = 8>} : tensor<8x100xf32, #COO>, tensor<100x8xf32> -> tensor<8x8xf32>
  return %u, %i, %q, %o : tensor<8x8xf32>, tensor<4x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
