// RUN: tile-opt %s -split-input-file -verify-diagnostics --embedding-partition='num-cores=4 hbm-bytes=40000'

// Limits that need more scratchpad (512 KiB per sparse core by default) or HBM than given
// are located errors naming the buffer that does not fit; so are lookups the pass cannot
// partition. The budget is, in order: id buffer (N x roundup8(max ids) entries x 12 bytes),
// row buffer (N x max unique ids x padded width x 4), activation buffer (B/N x padded width
// x 4); then HBM: table (padded vocabulary x padded width x 4), forward stack
// ((2 x width + 1) x max unique x N x 4), backward stack (3 x width x max unique x N x 4).

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @id_buffer(%ids: tensor<16x1000xf32, #COO>, %t: tensor<1000x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op the limits need 961152 bytes of scratchpad per sparse core but spmem-bytes is 524288: the id buffer (80000 entries x 12 bytes = 960000 bytes) does not fit after 0 bytes}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 20000, max_unique_ids_per_partition = 8>} : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
  return %a : tensor<16x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @row_buffer(%ids: tensor<16x1000xf32, #COO>, %t: tensor<1000x128xf32>) -> tensor<16x128xf32> {
  // expected-error@+1 {{'embedding.lookup' op the limits need 1053696 bytes of scratchpad per sparse core but spmem-bytes is 524288: the row buffer (4 cores x 512 unique ids x 128 x 4 bytes = 1048576 bytes) does not fit after 3072 bytes}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 512>} : tensor<16x1000xf32, #COO>, tensor<1000x128xf32> -> tensor<16x128xf32>
  return %a : tensor<16x128xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @hbm_table(%ids: tensor<16x1000xf32, #COO>, %t: tensor<1000x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op the limits need 53760 bytes of HBM but hbm-bytes is 40000: the forward HBM stack ((2 x 8 + 1) x 32 x 4 x 4 bytes = 8704 bytes) does not fit after 32768 bytes}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
  return %a : tensor<16x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @batch(%ids: tensor<6x1000xf32, #COO>, %t: tensor<1000x8xf32>) -> tensor<6x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op batch size 6 is not a multiple of num-cores = 4 (each sparse core takes one slice of the samples)}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<6x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<6x8xf32>
  return %a : tensor<6x8xf32>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @dynamic(%ids: tensor<?x1000xf32, #COO>, %t: tensor<1000x8xf32>) -> tensor<?x8xf32> {
  // expected-error@+1 {{'embedding.lookup' op embedding-partition needs statically shaped ids and tables}}
  %a = embedding.lookup sum %ids, %t {limits = #embedding.limits<max_ids_per_partition = 64, max_unique_ids_per_partition = 32>} : tensor<?x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<?x8xf32>
  return %a : tensor<?x8xf32>
}
