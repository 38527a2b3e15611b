// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// X(i,j) = SUM_k A(i,j,k) * B(i,j,k) over 3-d sparse tensors into a sparse matrix (a reduction inside a sparse output).

#SparseMatrix = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#SparseTensor = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>

#redsum = {
  indexing_maps = [
    affine_map<(i,j,k) -> (i,j,k)>, // A
    affine_map<(i,j,k) -> (i,j,k)>, // B
    affine_map<(i,j,k) -> (i,j)>    // X (out)
  ],
  iterator_types = ["parallel", "parallel", "reduction"],
  doc = "X(i,j) = SUM_k A(i,j,k) * B(i,j,k)"
}

module {
  func.func @redsum(%arga: tensor<?x?x?xi32, #SparseTensor>,
                    %argb: tensor<?x?x?xi32, #SparseTensor>)
                        -> tensor<?x?xi32, #SparseMatrix> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %arga, %c0 : tensor<?x?x?xi32, #SparseTensor>
    %d1 = tensor.dim %arga, %c1 : tensor<?x?x?xi32, #SparseTensor>
    %xinit = tensor.empty(%d0, %d1) : tensor<?x?xi32, #SparseMatrix>
    %0 = linalg.generic #redsum
      ins(%arga, %argb: tensor<?x?x?xi32, #SparseTensor>,
                        tensor<?x?x?xi32, #SparseTensor>)
      outs(%xinit: tensor<?x?xi32, #SparseMatrix>) {
        ^bb(%a: i32, %b: i32, %x: i32):
          %0 = arith.muli %a, %b : i32
          %1 = arith.addi %x, %0 : i32
          linalg.yield %1 : i32
    } -> tensor<?x?xi32, #SparseMatrix>
    return %0 : tensor<?x?xi32, #SparseMatrix>
  }

  func.func @main() {
    %ta = arith.constant sparse<[[0, 0, 0], [0, 1, 2], [1, 0, 0], [1, 2, 1], [2, 2, 0], [2, 2, 2]],
                                [1, 2, 3, 4, 5, 6]> : tensor<3x3x3xi32>
    %tb = arith.constant sparse<[[0, 0, 0], [0, 1, 1], [1, 0, 0], [1, 2, 1], [2, 2, 2]],
                                [7, 8, 9, 10, 11]> : tensor<3x3x3xi32>
    %sa = sparse_tensor.convert %ta : tensor<3x3x3xi32> to tensor<?x?x?xi32, #SparseTensor>
    %sb = sparse_tensor.convert %tb : tensor<3x3x3xi32> to tensor<?x?x?xi32, #SparseTensor>
    %0 = call @redsum(%sa, %sb) : (tensor<?x?x?xi32, #SparseTensor>, tensor<?x?x?xi32, #SparseTensor>) -> tensor<?x?xi32, #SparseMatrix>
    sparse_tensor.print %0 : tensor<?x?xi32, #SparseMatrix>
    bufferization.dealloc_tensor %sa : tensor<?x?x?xi32, #SparseTensor>
    bufferization.dealloc_tensor %sb : tensor<?x?x?xi32, #SparseTensor>
    bufferization.dealloc_tensor %0 : tensor<?x?xi32, #SparseMatrix>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 3, 3 )
// CHECK-NEXT: lvl = ( 3, 3 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 0, 2, 2 )
// CHECK-NEXT: values : ( 7, 27, 40, 66 )
// CHECK-NEXT: ----
