// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Kernels that read the loop indices with `linalg.index`: each stored value of a sparse
// matrix scaled by (i + 1) * 10 + j into a dense matrix, and a dense matrix of index products.

#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

#trait_scale = {
  indexing_maps = [ affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)> ],
  iterator_types = ["parallel", "parallel"]
}

func.func @scale(%s: tensor<3x4xi64, #DCSR>) -> tensor<3x4xi64> {
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<3x4xi64>
  %z = linalg.fill ins(%zero : i64) outs(%e : tensor<3x4xi64>) -> tensor<3x4xi64>
  %r = linalg.generic #trait_scale ins(%s : tensor<3x4xi64, #DCSR>) outs(%z : tensor<3x4xi64>) {
    ^bb0(%x: i64, %o: i64):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %i1 = arith.addi %i, %c1 : index
      %t = arith.muli %i1, %c10 : index
      %w = arith.addi %t, %j : index
      %wi = arith.index_cast %w : index to i64
      %y = arith.muli %x, %wi : i64
      linalg.yield %y : i64
  } -> tensor<3x4xi64>
  return %r : tensor<3x4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %d = arith.constant sparse<[[0, 1], [2, 0], [2, 3]], [1, 2, 3]> : tensor<3x4xi64>
  %s = sparse_tensor.convert %d : tensor<3x4xi64> to tensor<3x4xi64, #DCSR>
  %r = call @scale(%s) : (tensor<3x4xi64, #DCSR>) -> tensor<3x4xi64>
  %zero0 = arith.constant 0 : i64
  // CHECK: ( ( 0, 11, 0, 0 ), ( 0, 0, 0, 0 ), ( 60, 0, 0, 99 ) )
  %rv = vector.transfer_read %r[%c0, %c0], %zero0 : tensor<3x4xi64>, vector<3x4xi64>
  vector.print %rv : vector<3x4xi64>

  %e = tensor.empty() : tensor<2x3xi64>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    outs(%e : tensor<2x3xi64>) {
    ^bb0(%o: i64):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %p = arith.muli %i, %j : index
      %pi = arith.index_cast %p : index to i64
      linalg.yield %pi : i64
  } -> tensor<2x3xi64>
  %zero = arith.constant 0 : i64
  // CHECK-NEXT: ( ( 0, 0, 0 ), ( 0, 1, 2 ) )
  %v = vector.transfer_read %m[%c0, %c0], %zero : tensor<2x3xi64>, vector<2x3xi64>
  vector.print %v : vector<2x3xi64>
  bufferization.dealloc_tensor %s : tensor<3x4xi64, #DCSR>
  return
}
