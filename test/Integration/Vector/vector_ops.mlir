// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Vector ops on the values of a sparse vector: masked loads, reductions, fma, broadcast,
// shape_cast, transfer_write, and an out-of-bounds transfer_read padded.

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %fm1 = arith.constant -1.0 : f32
  %d = arith.constant sparse<[[1], [3], [4], [9]], [1.5, 2.0, -3.0, 4.5]> : tensor<10xf32>
  %s = sparse_tensor.convert %d : tensor<10xf32> to tensor<10xf32, #SV>
  %vals = sparse_tensor.values %s : tensor<10xf32, #SV> to memref<?xf32>
  %n = sparse_tensor.number_of_entries %s : tensor<10xf32, #SV>
  %mask = vector.create_mask %n : vector<8xi1>
  %pass = vector.broadcast %f0 : f32 to vector<8xf32>
  %v = vector.maskedload %vals[%c0], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  // CHECK: ( 1.5, 2, -3, 4.5, 0, 0, 0, 0 )
  vector.print %v : vector<8xf32>
  %sum = vector.reduction <add>, %v : vector<8xf32> into f32
  // CHECK-NEXT: 5
  vector.print %sum : f32
  %mx = vector.reduction <maximumf>, %v : vector<8xf32> into f32
  // CHECK-NEXT: 4.5
  vector.print %mx : f32
  %two = vector.broadcast %fm1 : f32 to vector<8xf32>
  %f = vector.fma %v, %two, %v : vector<8xf32>
  // CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %f : vector<8xf32>
  %sq = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  // CHECK-NEXT: ( ( 1.5, 2, -3, 4.5 ), ( 0, 0, 0, 0 ) )
  vector.print %sq : vector<2x4xf32>
  %e = vector.extract %sq[0, 3] : f32 from vector<2x4xf32>
  // CHECK-NEXT: 4.5
  vector.print %e : f32
  %buf = memref.alloc() : memref<4xf32>
  %half = vector.extract %sq[0] : vector<4xf32> from vector<2x4xf32>
  vector.transfer_write %half, %buf[%c0] : vector<4xf32>, memref<4xf32>
  %c2 = arith.constant 2 : index
  %r = vector.transfer_read %buf[%c2], %fm1 : memref<4xf32>, vector<4xf32>
  // CHECK-NEXT: ( -3, 4.5, -1, -1 )
  vector.print %r : vector<4xf32>
  memref.dealloc %buf : memref<4xf32>
  bufferization.dealloc_tensor %s : tensor<10xf32, #SV>
  return
}
