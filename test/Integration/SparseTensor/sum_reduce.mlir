// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// The sum of all stored values of a doubly compressed matrix, reduced into a 0-d tensor.

#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>

#trait_sum = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>, // A
    affine_map<(i, j) -> ()>      // x (scalar out)
  ],
  iterator_types = ["reduction", "reduction"],
  doc = "x += SUM_ij A(i,j)"
}

func.func @sum(%a: tensor<5x5xi32, #DCSR>, %x: tensor<i32>) -> tensor<i32> {
  %0 = linalg.generic #trait_sum
    ins(%a : tensor<5x5xi32, #DCSR>)
    outs(%x : tensor<i32>) {
    ^bb0(%v: i32, %acc: i32):
      %s = arith.addi %acc, %v : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}

func.func @main() {
  %m = arith.constant sparse<[[0, 1], [2, 2], [4, 0], [4, 4]], [3, -7, 11, 100]> : tensor<5x5xi32>
  %a = sparse_tensor.convert %m : tensor<5x5xi32> to tensor<5x5xi32, #DCSR>
  %x = arith.constant dense<1> : tensor<i32>
  %r = call @sum(%a, %x) : (tensor<5x5xi32, #DCSR>, tensor<i32>) -> tensor<i32>
  %v = tensor.extract %r[] : tensor<i32>
  // CHECK: 108
  vector.print %v : i32
  bufferization.dealloc_tensor %a : tensor<5x5xi32, #DCSR>
  return
}
