// REQUIRES: integration
// RUN: env TENSOR0=%S/Inputs/small.tns mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | env TENSOR0=%S/Inputs/small.tns mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | env TENSOR0=%S/Inputs/small.tns mlir-sparse-run | FileCheck %s
// RUN: env TENSOR0=%S/Inputs/small.tns tile-run %s | FileCheck %s

// Reads a 3-D FROSTT tensor into COO storage and sums it over its last dimension into a
// dense matrix; then scales the COO tensor in place by 2.

!Filename = !llvm.ptr

#COO3 = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton)
}>

#trait_sum_k = {
  indexing_maps = [
    affine_map<(i, j, k) -> (i, j, k)>,
    affine_map<(i, j, k) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel", "reduction"]
}

#trait_scale = {
  indexing_maps = [ affine_map<(i, j, k) -> (i, j, k)> ],
  iterator_types = ["parallel", "parallel", "parallel"],
  doc = "X(i,j,k) *= 2"
}

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f32
    %file = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %t = sparse_tensor.new %file : !Filename to tensor<3x4x5xf32, #COO3>
    %e = tensor.empty() : tensor<3x4xf32>
    %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
    %s = linalg.generic #trait_sum_k
      ins(%t : tensor<3x4x5xf32, #COO3>) outs(%z : tensor<3x4xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %r = arith.addf %acc, %v : f32
        linalg.yield %r : f32
    } -> tensor<3x4xf32>
    // CHECK: ( ( 1, 2, 0, 0 ), ( 3, 0, 0, 4 ), ( 0, 0, 5, 6 ) )
    %v = vector.transfer_read %s[%c0, %c0], %f0 : tensor<3x4xf32>, vector<3x4xf32>
    vector.print %v : vector<3x4xf32>

    %d = linalg.generic #trait_scale outs(%t : tensor<3x4x5xf32, #COO3>) {
      ^bb0(%x: f32):
        %two = arith.constant 2.0 : f32
        %y = arith.mulf %x, %two : f32
        linalg.yield %y : f32
    } -> tensor<3x4x5xf32, #COO3>
    // CHECK:      ---- Sparse Tensor ----
    // CHECK-NEXT: nse = 6
    // CHECK-NEXT: dim = ( 3, 4, 5 )
    // CHECK-NEXT: lvl = ( 3, 4, 5 )
    // CHECK-NEXT: pos[0] : ( 0, 6 )
    // CHECK-NEXT: crd[0] : ( 0, 0, 0, 0, 1, 2, 1, 0, 4, 1, 3, 0, 2, 2, 1, 2, 3, 4 )
    // CHECK-NEXT: values : ( 2, 4, 6, 8, 10, 12 )
    // CHECK-NEXT: ----
    sparse_tensor.print %d : tensor<3x4x5xf32, #COO3>
    bufferization.dealloc_tensor %d : tensor<3x4x5xf32, #COO3>
    return
  }
}
