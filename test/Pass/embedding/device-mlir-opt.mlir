// REQUIRES: mlir-opt
// RUN: tile-opt %s --sparsify | mlir-opt --sparsifier | FileCheck %s

// The device side of a partitioned lookup exactly as embedding-partition emits it for one
// partition (see partition.mlir), with the static buffers that embedding.partition_ids (the
// host preprocessing) fills taken as arguments: after sparsify it is plain upstream MLIR,
// and mlir-opt-22's own sparsifier pipeline lowers it to LLVM.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK: llvm.func @partition(
// CHECK-NOT: linalg.
// CHECK-NOT: sparse_tensor.
func.func @partition(%pos: tensor<2xindex>, %crd: tensor<32x2xindex>, %gains: tensor<32xf32>, %table: tensor<100x6xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %table low[0, 0] high[28, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<100x6xf32> to tensor<128x8xf32>
  %init = tensor.empty() : tensor<16x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x8xf32>) -> tensor<16x8xf32>
  %ids = sparse_tensor.assemble (%pos, %crd), %gains : (tensor<2xindex>, tensor<32x2xindex>), tensor<32xf32> to tensor<16x32xf32, #COO>
  %shard = tensor.extract_slice %padded[1, 0] [32, 8] [4, 1] : tensor<128x8xf32> to tensor<32x8xf32>
  %part = linalg.matmul ins(%ids, %shard : tensor<16x32xf32, #COO>, tensor<32x8xf32>) outs(%acc : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %part : tensor<16x8xf32>
}
