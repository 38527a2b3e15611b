// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// 2:4 structured sparsity (`structured[2, 4]`): every block of 4 columns stores exactly 2
// values. SpMV against a dense vector, and the storage printed.

#NV_24 = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i            : dense,
    j floordiv 4 : dense,
    j mod 4      : structured[2, 4]
  ),
  crdWidth = 8
}>

#trait_mv = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (j)>,
    affine_map<(i, j) -> (i)>
  ],
  iterator_types = ["parallel", "reduction"]
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %d = arith.constant dense<[
    [1.0, 0.0, 2.0, 0.0,   0.0, 3.0, 0.0, 4.0],
    [0.0, 5.0, 0.0, 6.0,   7.0, 8.0, 0.0, 0.0]
  ]> : tensor<2x8xf32>
  %a = sparse_tensor.convert %d : tensor<2x8xf32> to tensor<2x8xf32, #NV_24>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %x = arith.constant dense<0.0> : tensor<2xf32>
  %y = linalg.generic #trait_mv
    ins(%a, %b : tensor<2x8xf32, #NV_24>, tensor<8xf32>) outs(%x : tensor<2xf32>) {
    ^bb0(%av: f32, %bv: f32, %xv: f32):
      %m = arith.mulf %av, %bv : f32
      %s = arith.addf %xv, %m : f32
      linalg.yield %s : f32
  } -> tensor<2xf32>
  // CHECK: ( 57, 117 )
  %v = vector.transfer_read %y[%c0], %f0 : tensor<2xf32>, vector<2xf32>
  vector.print %v : vector<2xf32>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 8
  // CHECK-NEXT: dim = ( 2, 8 )
  // CHECK-NEXT: lvl = ( 2, 2, 4 )
  // CHECK-NEXT: crd[2] : ( 0, 2, 1, 3, 1, 3, 0, 1 )
  // CHECK-NEXT: values : ( 1, 2, 3, 4, 5, 6, 7, 8 )
  // CHECK-NEXT: ----
  sparse_tensor.print %a : tensor<2x8xf32, #NV_24>
  bufferization.dealloc_tensor %a : tensor<2x8xf32, #NV_24>
  return
}
