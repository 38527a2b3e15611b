// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Block-sparse rows (BSR, 2x2 blocks, an affine level map with floordiv/mod) times a dense
// vector, and the block storage printed.

#BSR = #sparse_tensor.encoding<{
  map = ( i, j ) ->
    ( i floordiv 2 : dense,
      j floordiv 2 : compressed,
      i mod 2      : dense,
      j mod 2      : dense
    )
}>

#trait_mv = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (j)>,
    affine_map<(i, j) -> (i)>
  ],
  iterator_types = ["parallel", "reduction"]
}

func.func @spmv(%a: tensor<4x6xf64, #BSR>, %b: tensor<6xf64>, %x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = linalg.generic #trait_mv
    ins(%a, %b : tensor<4x6xf64, #BSR>, tensor<6xf64>) outs(%x : tensor<4xf64>) {
    ^bb0(%av: f64, %bv: f64, %xv: f64):
      %m = arith.mulf %av, %bv : f64
      %s = arith.addf %xv, %m : f64
      linalg.yield %s : f64
  } -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %d = arith.constant dense<[
    [1.0, 2.0, 0.0, 0.0, 0.0, 0.0],
    [3.0, 4.0, 0.0, 0.0, 0.0, 0.0],
    [0.0, 0.0, 0.0, 0.0, 5.0, 0.0],
    [0.0, 0.0, 0.0, 0.0, 0.0, 6.0]
  ]> : tensor<4x6xf64>
  %a = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
  %b = arith.constant dense<[1.0, 1.0, 1.0, 1.0, 2.0, 3.0]> : tensor<6xf64>
  %x = arith.constant dense<0.0> : tensor<4xf64>
  %y = call @spmv(%a, %b, %x) : (tensor<4x6xf64, #BSR>, tensor<6xf64>, tensor<4xf64>) -> tensor<4xf64>
  // CHECK: ( 3, 7, 10, 18 )
  %v = vector.transfer_read %y[%c0], %f0 : tensor<4xf64>, vector<4xf64>
  vector.print %v : vector<4xf64>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 8
  // CHECK-NEXT: dim = ( 4, 6 )
  // CHECK-NEXT: lvl = ( 2, 3, 2, 2 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2 )
  // CHECK-NEXT: crd[1] : ( 0, 2 )
  // CHECK-NEXT: values : ( 1, 2, 3, 4, 5, 0, 0, 6 )
  // CHECK-NEXT: ----
  sparse_tensor.print %a : tensor<4x6xf64, #BSR>
  bufferization.dealloc_tensor %a : tensor<4x6xf64, #BSR>
  return
}
