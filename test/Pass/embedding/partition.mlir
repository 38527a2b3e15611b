// RUN: tile-opt %s --embedding-partition='num-cores=4' | FileCheck %s
// RUN: tile-opt %s --embedding-partition='num-cores=4' --sparsify | FileCheck %s --check-prefix=LOOPS

// embedding-partition over 4 sparse cores: the table is padded to 8N = 32 rows and 8
// columns (100x6 -> 128x8), each partition p gets its ids from embedding.partition_ids
// (static buffers of N x roundup8(max_ids) = 4 x 8 = 32 entries), a COO view of them, the
// rows p, p+4, ... of the table (a strided slice) and a sparse x dense matmul; one dense
// kernel sums the partials and the padding columns are sliced off.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK-LABEL: func.func @sum(
// CHECK-SAME:      %[[IDS:.*]]: tensor<16x100xf32, #sparse>, %[[T:.*]]: tensor<100x6xf32>)
// CHECK-NOT:     embedding.lookup
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[PAD:.*]] = tensor.pad %[[T]] low[0, 0] high[28, 2]
// CHECK:         } : tensor<100x6xf32> to tensor<128x8xf32>
// CHECK:         %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<16x8xf32>)
// CHECK:         %[[P0:.*]], %[[C0:.*]], %[[G0:.*]] = embedding.partition_ids %[[IDS]] partition 0 of 4 {limits = #embedding.limits<max_ids_per_partition = 6, max_unique_ids_per_partition = 4>} : tensor<16x100xf32, #sparse> -> tensor<2xindex>, tensor<32x2xindex>, tensor<32xf32>
// CHECK:         %[[S0:.*]] = sparse_tensor.assemble (%[[P0]], %[[C0]]), %[[G0]] : (tensor<2xindex>, tensor<32x2xindex>), tensor<32xf32> to tensor<16x32xf32, #sparse>
// CHECK:         %[[SH0:.*]] = tensor.extract_slice %[[PAD]][0, 0] [32, 8] [4, 1] : tensor<128x8xf32> to tensor<32x8xf32>
// CHECK:         %[[M0:.*]] = linalg.matmul ins(%[[S0]], %[[SH0]] : tensor<16x32xf32, #sparse>, tensor<32x8xf32>) outs(%[[INIT]] : tensor<16x8xf32>)
// CHECK:         embedding.partition_ids %[[IDS]] partition 1 of 4
// CHECK:         tensor.extract_slice %[[PAD]][1, 0] [32, 8] [4, 1]
// CHECK:         embedding.partition_ids %[[IDS]] partition 2 of 4
// CHECK:         embedding.partition_ids %[[IDS]] partition 3 of 4
// CHECK:         %[[M3:.*]] = linalg.matmul
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[M0]], %{{.*}}, %{{.*}}, %[[M3]] : tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>)
// CHECK-COUNT-3:   arith.addf
// CHECK:         %[[OUT:.*]] = tensor.extract_slice %[[SUM]][0, 0] [16, 6] [1, 1] : tensor<16x8xf32> to tensor<16x6xf32>
// CHECK:         return %[[OUT]] : tensor<16x6xf32>

// LOOPS-LABEL: func.func @sum(
// LOOPS-NOT:     linalg.matmul
// LOOPS-COUNT-4: embedding.partition_ids
// LOOPS:         scf.while
func.func @sum(%ids: tensor<16x100xf32, #COO>, %table: tensor<100x6xf32>) -> tensor<16x6xf32> {
  %a = embedding.lookup sum %ids, %table {limits = #embedding.limits<max_ids_per_partition = 6, max_unique_ids_per_partition = 4>} : tensor<16x100xf32, #COO>, tensor<100x6xf32> -> tensor<16x6xf32>
  return %a : tensor<16x6xf32>
}

// sqrtn with simulated quantization: no padding (64 rows, 16 columns), the table is
// quantized first (clamp, then round to the nearest of 256 levels: step = 2/255), and the
// activations are divided by sqrt(sum g^2) per sample (0 where the sample has no ids).

// CHECK-LABEL: func.func @sqrtn_quantized(
// CHECK-NOT:     tensor.pad
// CHECK-DAG:     %[[LOW:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG:     %[[HIGH:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[STEP:.*]] = arith.constant 0.00784313772 : f32
// CHECK:         %[[Q:.*]] = linalg.generic
// CHECK:           %[[A:.*]] = arith.maximumf %{{.*}}, %[[LOW]] : f32
// CHECK:           %[[C:.*]] = arith.minimumf %[[A]], %[[HIGH]] : f32
// CHECK:           %[[D:.*]] = arith.subf %[[C]], %[[LOW]] : f32
// CHECK:           %[[E:.*]] = arith.divf %[[D]], %[[STEP]] : f32
// CHECK:           %[[R:.*]] = math.round %[[E]] : f32
// CHECK:           %[[M:.*]] = arith.mulf %[[R]], %[[STEP]] : f32
// CHECK:           arith.addf %[[LOW]], %[[M]] : f32
// CHECK:         } -> tensor<64x16xf32>
// CHECK:         embedding.partition_ids %arg0 partition 0 of 4 {allow_id_dropping, limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8>}
// CHECK:         tensor.extract_slice %[[Q]][0, 0] [16, 16] [4, 1] : tensor<64x16xf32> to tensor<16x16xf32>
// CHECK:         %[[DIV:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x64xf32, #sparse>) outs(%{{.*}} : tensor<8xf32>)
// CHECK:           arith.mulf %in, %in : f32
// CHECK:         linalg.generic {{.*}} ins(%{{.*}}, %[[DIV]] : tensor<8x16xf32>, tensor<8xf32>)
// CHECK:           %[[SQ:.*]] = math.sqrt
// CHECK:           %[[Z:.*]] = arith.cmpf oeq, %[[SQ]], %{{.*}} : f32
// CHECK:           %[[QT:.*]] = arith.divf %in, %[[SQ]] : f32
// CHECK:           arith.select %[[Z]], %{{.*}}, %[[QT]] : f32
func.func @sqrtn_quantized(%ids: tensor<8x64xf32, #COO>, %table: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %a = embedding.lookup sqrtn %ids, %table {allow_id_dropping, limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8>, quantization = #embedding.quantization<num_buckets = 256, low = -1.0, high = 1.0>} : tensor<8x64xf32, #COO>, tensor<64x16xf32> -> tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}

// A batch of one slice per core and the default 4 cores: mean divides by sum g.
// CHECK-LABEL: func.func @mean(
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]}
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %{{.*}} = arith.addf %out, %in : f32
// CHECK-NOT:     math.sqrt
// CHECK:         arith.cmpf oeq
func.func @mean(%ids: tensor<4x32xf32, #COO>, %table: tensor<32x8xf32>) -> tensor<4x8xf32> {
  %a = embedding.lookup mean %ids, %table {limits = #embedding.limits<max_ids_per_partition = 2, max_unique_ids_per_partition = 2>} : tensor<4x32xf32, #COO>, tensor<32x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}
