// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sampled dense-dense matrix multiplication: the product of two dense matrices computed
// only where the sparse sampling matrix stores a value, scaled by it (in place).

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

#trait_sampled_dense_dense = {
  indexing_maps = [
    affine_map<(i,j,k) -> (i,k)>,  // A
    affine_map<(i,j,k) -> (k,j)>,  // B
    affine_map<(i,j,k) -> (i,j)>   // S (in/out)
  ],
  iterator_types = ["parallel", "parallel", "reduction"],
  doc = "S(i,j) += spy[S(i,j)] x SUM_k A(i,k) B(k,j)"
}

func.func @sddmm(%args: tensor<3x3xf32, #CSR>, %arga: tensor<3x2xf32>, %argb: tensor<2x3xf32>) -> tensor<3x3xf32, #CSR> {
  %result = linalg.generic #trait_sampled_dense_dense
    ins(%arga, %argb: tensor<3x2xf32>, tensor<2x3xf32>)
    outs(%args: tensor<3x3xf32, #CSR>) {
      ^bb(%a: f32, %b: f32, %s: f32):
        %f0 = arith.constant 0.0 : f32
        %u = sparse_tensor.unary %s : f32 to f32
          present={
            ^bb0(%p: f32):
              %mul = arith.mulf %a, %b : f32
              sparse_tensor.yield %mul : f32
          }
          absent={}
        %r = sparse_tensor.reduce %s, %u, %f0 : f32 {
          ^bb0(%p: f32, %q: f32):
            %add = arith.addf %p, %q : f32
            sparse_tensor.yield %add : f32
        }
        linalg.yield %r : f32
  } -> tensor<3x3xf32, #CSR>
  return %result : tensor<3x3xf32, #CSR>
}

func.func @main() {
  %ms = arith.constant sparse<[[0, 0], [1, 2], [2, 1]], [1.0, 1.0, 1.0]> : tensor<3x3xf32>
  %s = sparse_tensor.convert %ms : tensor<3x3xf32> to tensor<3x3xf32, #CSR>
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 3.0, 1.0]]> : tensor<2x3xf32>
  %r = call @sddmm(%s, %a, %b) : (tensor<3x3xf32, #CSR>, tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32, #CSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 3
  // CHECK-NEXT: dim = ( 3, 3 )
  // CHECK-NEXT: lvl = ( 3, 3 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 1 )
  // CHECK-NEXT: values : ( 2, 11, 19 )
  // CHECK-NEXT: ----
  sparse_tensor.print %r : tensor<3x3xf32, #CSR>
  bufferization.dealloc_tensor %r : tensor<3x3xf32, #CSR>
  return
}
