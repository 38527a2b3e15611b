// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Reading storage the way MLIR's tests print it: an in-place scaling (outs only, no ins),
// `vector.print str`, number_of_entries, values and coordinates read past their end with a
// padding value, level and dimension sizes, i1 and bf16 sparse vectors from constants, and
// an insertion into an alloc_tensor with a size hint.

#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#trait_scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) = X(i,j) * 2"
}
module {
  func.func @scale_in_place(%x: tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR> {
    %c = arith.constant 2.0 : f64
    %0 = linalg.generic #trait_scale outs(%x : tensor<?x?xf64, #DCSR>) {
    ^bb(%o: f64):
      %m = arith.mulf %o, %c : f64
      linalg.yield %m : f64
    } -> tensor<?x?xf64, #DCSR>
    return %0 : tensor<?x?xf64, #DCSR>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f0 = arith.constant -1.0 : f64
    %d = arith.constant dense<[[0.0, 1.5, 0.0], [0.0, 0.0, 0.0], [2.5, 0.0, -3.0]]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<?x?xf64, #DCSR>
    %r = call @scale_in_place(%s) : (tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR>
    // CHECK:      scaled:
    vector.print str "scaled:\n"
    %n = sparse_tensor.number_of_entries %r : tensor<?x?xf64, #DCSR>
    // CHECK-NEXT: 3
    vector.print %n : index
    %vals = sparse_tensor.values %r : tensor<?x?xf64, #DCSR> to memref<?xf64>
    %vv = vector.transfer_read %vals[%c0], %f0 : memref<?xf64>, vector<5xf64>
    // CHECK-NEXT: ( 3, 5, -6, -1, -1 )
    vector.print %vv : vector<5xf64>
    %crd = sparse_tensor.coordinates %r {level = 1 : index} : tensor<?x?xf64, #DCSR> to memref<?xindex>
    %ci = arith.constant 99 : index
    %cv = vector.transfer_read %crd[%c0], %ci : memref<?xindex>, vector<4xindex>
    // CHECK-NEXT: ( 1, 0, 2, 99 )
    vector.print %cv : vector<4xindex>
    %l0 = sparse_tensor.lvl %r, %c0 : tensor<?x?xf64, #DCSR>
    %dim1 = tensor.dim %r, %c1 : tensor<?x?xf64, #DCSR>
    // CHECK-NEXT: 3
    vector.print %l0 : index
    // CHECK-NEXT: 3
    vector.print %dim1 : index
    %b = arith.constant sparse<[[1], [4]], [true, true]> : tensor<6xi1>
    %sb = sparse_tensor.convert %b : tensor<6xi1> to tensor<6xi1, #SparseVector>
    // CHECK:      crd[0] : ( 1, 4 )
    // CHECK-NEXT: values : ( 1, 1 )
    sparse_tensor.print %sb : tensor<6xi1, #SparseVector>
    %h = arith.constant dense<[0.5, 0.0, 0.25]> : tensor<3xbf16>
    %sh = sparse_tensor.convert %h : tensor<3xbf16> to tensor<3xbf16, #SparseVector>
    // CHECK:      crd[0] : ( 0, 2 )
    // CHECK-NEXT: values : ( 0.5, 0.25 )
    sparse_tensor.print %sh : tensor<3xbf16, #SparseVector>
    %a = bufferization.alloc_tensor() size_hint = %c1 : tensor<4xf64, #SparseVector>
    %i = tensor.insert %f0 into %a[%c1] : tensor<4xf64, #SparseVector>
    %l = sparse_tensor.load %i hasInserts : tensor<4xf64, #SparseVector>
    // CHECK:      nse = 1
    // CHECK:      crd[0] : ( 1 )
    // CHECK-NEXT: values : ( -1 )
    sparse_tensor.print %l : tensor<4xf64, #SparseVector>
    bufferization.dealloc_tensor %r : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %sb : tensor<6xi1, #SparseVector>
    bufferization.dealloc_tensor %sh : tensor<3xbf16, #SparseVector>
    bufferization.dealloc_tensor %l : tensor<4xf64, #SparseVector>
    return
  }
}
