// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A sparse matrix built element by element with `tensor.insert` in loops (in coordinate
// order), finalized with `sparse_tensor.load ... hasInserts`, then walked through its
// positions, coordinates and values buffers with an `scf.while` loop.

#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %empty = tensor.empty() : tensor<6x6xf32, #DCSR>
  // Diagonal entries of even rows: (i, i) = i + 0.5.
  %t = scf.for %i = %c0 to %c6 step %c2 iter_args(%acc = %empty) -> tensor<6x6xf32, #DCSR> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.addf %f, %h : f32
    %n = tensor.insert %v into %acc[%i, %i] : tensor<6x6xf32, #DCSR>
    scf.yield %n : tensor<6x6xf32, #DCSR>
  }
  %s = sparse_tensor.load %t hasInserts : tensor<6x6xf32, #DCSR>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 3
  // CHECK-NEXT: dim = ( 6, 6 )
  // CHECK-NEXT: lvl = ( 6, 6 )
  // CHECK-NEXT: pos[0] : ( 0, 3 )
  // CHECK-NEXT: crd[0] : ( 0, 2, 4 )
  // CHECK-NEXT: pos[1] : ( 0, 1, 2, 3 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 4 )
  // CHECK-NEXT: values : ( 0.5, 2.5, 4.5 )
  // CHECK-NEXT: ----
  sparse_tensor.print %s : tensor<6x6xf32, #DCSR>
  %crd = sparse_tensor.coordinates %s {level = 1 : index} : tensor<6x6xf32, #DCSR> to memref<?xindex>
  %vals = sparse_tensor.values %s : tensor<6x6xf32, #DCSR> to memref<?xf32>
  %nse = sparse_tensor.number_of_entries %s : tensor<6x6xf32, #DCSR>
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0.5
  // CHECK-NEXT: 2
  // CHECK-NEXT: 2.5
  // CHECK-NEXT: 4
  // CHECK-NEXT: 4.5
  %end = scf.while (%p = %c0) : (index) -> index {
    %more = arith.cmpi ult, %p, %nse : index
    scf.condition(%more) %p : index
  } do {
  ^bb0(%p: index):
    %j = memref.load %crd[%p] : memref<?xindex>
    %v = memref.load %vals[%p] : memref<?xf32>
    vector.print %j : index
    vector.print %v : f32
    %q = arith.addi %p, %c1 : index
    scf.yield %q : index
  }
  // CHECK-NEXT: 3
  vector.print %end : index
  bufferization.dealloc_tensor %s : tensor<6x6xf32, #DCSR>
  return
}
