// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// `sparse_tensor.foreach` visits the stored entries in storage order (CSC: by column),
// here accumulating a weighted sum and printing each entry.

#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>

func.func @main() {
  %m = arith.constant sparse<[[0, 2], [1, 0], [2, 1], [2, 2]], [1.0, 2.0, 3.0, 4.0]> : tensor<3x3xf64>
  %t = sparse_tensor.convert %m : tensor<3x3xf64> to tensor<3x3xf64, #CSC>
  %zero = arith.constant 0.0 : f64
  // CHECK:      1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 2
  // CHECK-NEXT: 2
  // CHECK-NEXT: 1
  // CHECK-NEXT: 3
  // CHECK-NEXT: 0
  // CHECK-NEXT: 2
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 2
  // CHECK-NEXT: 4
  %sum = sparse_tensor.foreach in %t init(%zero) : tensor<3x3xf64, #CSC>, f64 -> f64 do {
    ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
      vector.print %i : index
      vector.print %j : index
      vector.print %v : f64
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %w = arith.mulf %fi, %v : f64
      %n = arith.addf %acc, %w : f64
      sparse_tensor.yield %n : f64
  }
  // CHECK-NEXT: 16
  vector.print %sum : f64
  bufferization.dealloc_tensor %t : tensor<3x3xf64, #CSC>
  return
}
