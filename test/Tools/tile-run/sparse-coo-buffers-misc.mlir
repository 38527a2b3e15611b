// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: 0
// CHECK-NEXT: ( 0, 1, 1, 0, 1, 2 )
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 1, 1, 0, 1, 2 )
// CHECK-NEXT: values : ( 2, 1, 3 )
// CHECK-NEXT: ----
// CHECK-NEXT: 3

// has_runtime_library, coordinates_buffer of an array-of-structs COO, reorder_coo, a
// prefetch, and a vector.mask region ending in vector.yield.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#UnorderedCOO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered))
}>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %has = sparse_tensor.has_runtime_library
    vector.print %has : i1
    %d = arith.constant dense<[[0.0, 2.0, 0.0], [1.0, 0.0, 3.0]]> : tensor<2x3xf64>
    %coo = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #COO>
    %crd = sparse_tensor.coordinates_buffer %coo : tensor<2x3xf64, #COO> to memref<?xindex>
    %ci = arith.constant 0 : index
    %vc = vector.transfer_read %crd[%c0], %ci : memref<?xindex>, vector<6xindex>
    vector.print %vc : vector<6xindex>
    %u = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #UnorderedCOO>
    %o = sparse_tensor.reorder_coo quick_sort %u : tensor<2x3xf64, #UnorderedCOO> to tensor<2x3xf64, #COO>
    sparse_tensor.print %o : tensor<2x3xf64, #COO>
    %m = memref.alloc() : memref<4xf32>
    memref.prefetch %m[%c0], read, locality<3>, data : memref<4xf32>
    %vec = arith.constant dense<[1.0, 2.0, 4.0, 8.0]> : vector<4xf32>
    %c2 = arith.constant 2 : index
    %mask = vector.create_mask %c2 : vector<4xi1>
    %r = vector.mask %mask {
      %s = vector.reduction <add>, %vec : vector<4xf32> into f32
      vector.yield %s : f32
    } : vector<4xi1> -> f32
    vector.print %r : f32
    memref.dealloc %m : memref<4xf32>
    bufferization.dealloc_tensor %coo : tensor<2x3xf64, #COO>
    return
  }
}
