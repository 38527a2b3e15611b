// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Verifier and parser errors of the embedding dialect.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @csr_ids(%ids: tensor<4x10xf32, #CSR>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op operand #0 must be 2-D sparse tensor in AoS COO format (compressed(nonunique), singleton) of floating-point values, but got 'tensor<4x10xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>'}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #CSR>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @table_rank(%ids: tensor<4x10xf32, #COO>, %t: tensor<10xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op operand #1 must be 2-D ranked tensor of floating-point values without encoding, but got 'tensor<10xf32>'}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @vocab(%ids: tensor<4x10xf32, #COO>, %t: tensor<12x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op ids have a vocabulary of 10 but the table has 12 rows}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<12x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @result_shape(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x7xf32> {
  // expected-error@+1 {{'embedding.lookup' op result shape must be [batch, width] = [4, 8], but got [4, 7]}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x7xf32>
  return %a : tensor<4x7xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @elem(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf64>) -> tensor<4x8xf64> {
  // expected-error@+1 {{'embedding.lookup' op requires the same element type for the ids (gains), the table and the result}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10x8xf64> -> tensor<4x8xf64>
  return %a : tensor<4x8xf64>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @combiner(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{unknown combiner `max`: expected `sum`, `mean` or `sqrtn`}}
  %a = embedding.lookup max %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @missing_limit(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{limits need `max_unique_ids_per_partition`}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @zero_limit(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{`max_ids_per_partition` must be a positive integer}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 0, max_unique_ids_per_partition = 4>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @buckets(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{quantization needs at least 2 buckets, but got 1}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>, quantization = #embedding.quantization<num_buckets = 1, low = 0.0, high = 1.0>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @bounds(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{quantization needs finite bounds with low < high, but got low = 1 and high = -1}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>, quantization = #embedding.quantization<num_buckets = 4, low = 1.0, high = -1.0>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @no_limits(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op requires attribute 'limits'}}
  %a = "embedding.lookup"(%ids, %t) <{combiner = #embedding.combiner<sum>}> : (tensor<4x10xf32, #COO>, tensor<10x8xf32>) -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @unknown_attr(%ids: tensor<4x10xf32, #COO>, %t: tensor<10x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{unknown attribute `budget` in dialect `embedding`}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.budget<1>} : tensor<4x10xf32, #COO>, tensor<10x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @partition_range(%ids: tensor<16x64xf32, #COO>) {
  // expected-error@+1 {{'embedding.partition_ids' op partition 4 of 4: requires 0 <= partition < num_partitions}}
  %pos, %crd, %gains = embedding.partition_ids %ids partition 4 of 4 {limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8>} : tensor<16x64xf32, #COO> -> tensor<2xindex>, tensor<32x2xindex>, tensor<32xf32>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @partition_buffer(%ids: tensor<16x64xf32, #COO>) {
  // expected-error@+1 {{'embedding.partition_ids' op static buffer of 32 entries is smaller than num_partitions x max_ids_per_partition = 36}}
  %pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = #embedding.limits<max_ids_per_partition = 9, max_unique_ids_per_partition = 8>} : tensor<16x64xf32, #COO> -> tensor<2xindex>, tensor<32x2xindex>, tensor<32xf32>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @partition_batch(%ids: tensor<6x64xf32, #COO>) {
  // expected-error@+1 {{'embedding.partition_ids' op batch size 6 must be a multiple of num_partitions = 4 (one slice per source core)}}
  %pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8>} : tensor<6x64xf32, #COO> -> tensor<2xindex>, tensor<32x2xindex>, tensor<32xf32>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @partition_types(%ids: tensor<16x64xf32, #COO>) {
  // expected-error@+1 {{'embedding.partition_ids' op result #1 must be static 2-D tensor of (sample, local id) pairs of the ids' coordinate type, but got 'tensor<32xindex>'}}
  %pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = #embedding.limits<max_ids_per_partition = 8, max_unique_ids_per_partition = 8>} : tensor<16x64xf32, #COO> -> tensor<2xindex>, tensor<32xindex>, tensor<32xf32>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @stack_rows(%a: tensor<8x100xf32, #COO>, %b: tensor<4x50xf32, #COO>) {
  // expected-error@+1 {{'embedding.stack_ids' op result must have 12 rows and at least 178 columns, but got 16x192}}
  %s = embedding.stack_ids %a, %b {col_offsets = array<i64: 0, 128>, num_slices = 4 : i64} : tensor<8x100xf32, #COO>, tensor<4x50xf32, #COO> -> tensor<16x192xf32, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @stack_slices(%a: tensor<8x100xf32, #COO>, %b: tensor<4x50xf32, #COO>) {
  // expected-error@+1 {{'embedding.stack_ids' op input #1 has 4 samples, not a multiple of num_slices = 8}}
  %s = embedding.stack_ids %a, %b {col_offsets = array<i64: 0, 128>, num_slices = 8 : i64} : tensor<8x100xf32, #COO>, tensor<4x50xf32, #COO> -> tensor<12x192xf32, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @stack_offsets(%a: tensor<8x100xf32, #COO>, %b: tensor<4x50xf32, #COO>) {
  // expected-error@+1 {{'embedding.stack_ids' op requires one column offset per input, but got 1 for 2 inputs}}
  %s = embedding.stack_ids %a, %b {col_offsets = array<i64: 0>, num_slices = 4 : i64} : tensor<8x100xf32, #COO>, tensor<4x50xf32, #COO> -> tensor<12x192xf32, #COO>
  return
}
