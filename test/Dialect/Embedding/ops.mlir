// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// The embedding dialect round-trips through its custom and generic forms. The combiner is
// the leading keyword of `embedding.lookup`; limits, quantization and allow_id_dropping are
// inherent attributes printed in the attribute dictionary.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK-LABEL: func.func @lookup(
// CHECK: %0 = embedding.lookup sum %arg0, %arg1 {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<16x1000xf32, #sparse>, tensor<1000x8xf32> -> tensor<16x8xf32>
// CHECK: %1 = embedding.lookup mean %arg0, %arg1 {allow_id_dropping, limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8, suggested_buffer = 4096>} : tensor<16x1000xf32, #sparse>, tensor<1000x8xf32> -> tensor<16x8xf32>
// CHECK: %2 = embedding.lookup sqrtn %arg0, %arg1 {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>, quantization = #embedding.quantization<num_buckets = 256, low = -1.000000e+00, high = 1.500000e+00>} : tensor<16x1000xf32, #sparse>, tensor<1000x8xf32> -> tensor<16x8xf32>
func.func @lookup(%ids: tensor<16x1000xf32, #COO>, %table: tensor<1000x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) {
  %a = embedding.lookup sum %ids, %table {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
  %b = embedding.lookup mean %ids, %table {limits = #embedding.limits<max_unique_ids_per_partition = 8, max_ids_per_partition = 8, suggested_buffer = 4096>, allow_id_dropping} : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
  %c = embedding.lookup sqrtn %ids, %table {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>, quantization = #embedding.quantization<num_buckets = 256, low = -1.0, high = 1.5 : f32>} : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
  return %a, %b, %c : tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>
}

// CHECK-LABEL: func.func @partition_ids(
// CHECK: %pos, %crd, %gains = embedding.partition_ids %arg0 partition 3 of 4 {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<16x1024xf32, #sparse> -> tensor<2xindex>, tensor<256x2xindex>, tensor<256xf32>
func.func @partition_ids(%ids: tensor<16x1024xf32, #COO>) -> tensor<16x256xf32, #COO> {
  %pos, %crd, %gains = embedding.partition_ids %ids partition 3 of 4 {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<16x1024xf32, #COO> -> tensor<2xindex>, tensor<256x2xindex>, tensor<256xf32>
  %p = sparse_tensor.assemble (%pos, %crd), %gains : (tensor<2xindex>, tensor<256x2xindex>), tensor<256xf32> to tensor<16x256xf32, #COO>
  return %p : tensor<16x256xf32, #COO>
}

// CHECK-LABEL: func.func @stack_ids(
// CHECK: %0 = embedding.stack_ids %arg0, %arg1, %arg0 {col_offsets = array<i64: 0, 128, 0>, num_slices = 4 : i64} : tensor<8x100xf32, #sparse>, tensor<4x50xf32, #sparse>, tensor<8x100xf32, #sparse> -> tensor<20x192xf32, #sparse>
func.func @stack_ids(%a: tensor<8x100xf32, #COO>, %b: tensor<4x50xf32, #COO>) -> tensor<20x192xf32, #COO> {
  %s = embedding.stack_ids %a, %b, %a {col_offsets = array<i64: 0, 128, 0>, num_slices = 4 : i64} : tensor<8x100xf32, #COO>, tensor<4x50xf32, #COO>, tensor<8x100xf32, #COO> -> tensor<20x192xf32, #COO>
  return %s : tensor<20x192xf32, #COO>
}
