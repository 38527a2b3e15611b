// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// linalg.index in kernels over sparse operands into dense outputs, both conjunctive (only stored entries) and disjunctive (every coordinate).

#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#SparseMatrix = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

#trait_1d = {
  indexing_maps = [
    affine_map<(i) -> (i)>,  // a
    affine_map<(i) -> (i)>   // x (out)
  ],
  iterator_types = ["parallel"],
  doc = "X(i) = a(i) op i"
}

#trait_2d = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>,  // A
    affine_map<(i,j) -> (i,j)>   // X (out)
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) = A(i,j) op i op j"
}

module {
  func.func @sparse_index_1d_conj(%arga: tensor<8xi64, #SparseVector>,
                                  %out: tensor<8xi64>) -> tensor<8xi64> {
    %r = linalg.generic #trait_1d
        ins(%arga: tensor<8xi64, #SparseVector>)
       outs(%out: tensor<8xi64>) {
        ^bb(%a: i64, %x: i64):
          %i = linalg.index 0 : index
          %ii = arith.index_cast %i : index to i64
          %m1 = arith.muli %ii, %a : i64
          linalg.yield %m1 : i64
    } -> tensor<8xi64>
    return %r : tensor<8xi64>
  }

  func.func @sparse_index_1d_disj(%arga: tensor<8xi64, #SparseVector>,
                                  %out: tensor<8xi64>) -> tensor<8xi64> {
    %r = linalg.generic #trait_1d
        ins(%arga: tensor<8xi64, #SparseVector>)
       outs(%out: tensor<8xi64>) {
        ^bb(%a: i64, %x: i64):
          %i = linalg.index 0 : index
          %ii = arith.index_cast %i : index to i64
          %m1 = arith.addi %ii, %a : i64
          linalg.yield %m1 : i64
    } -> tensor<8xi64>
    return %r : tensor<8xi64>
  }

  func.func @sparse_index_2d_conj(%arga: tensor<3x4xi64, #SparseMatrix>,
                                  %out: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %r = linalg.generic #trait_2d
        ins(%arga: tensor<3x4xi64, #SparseMatrix>)
       outs(%out: tensor<3x4xi64>) {
        ^bb(%a: i64, %x: i64):
          %i = linalg.index 0 : index
          %j = linalg.index 1 : index
          %ii = arith.index_cast %i : index to i64
          %jj = arith.index_cast %j : index to i64
          %m1 = arith.muli %ii, %a : i64
          %m2 = arith.muli %jj, %m1 : i64
          linalg.yield %m2 : i64
    } -> tensor<3x4xi64>
    return %r : tensor<3x4xi64>
  }

  func.func @sparse_index_2d_disj(%arga: tensor<3x4xi64, #SparseMatrix>,
                                  %out: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %r = linalg.generic #trait_2d
        ins(%arga: tensor<3x4xi64, #SparseMatrix>)
       outs(%out: tensor<3x4xi64>) {
        ^bb(%a: i64, %x: i64):
          %i = linalg.index 0 : index
          %j = linalg.index 1 : index
          %ii = arith.index_cast %i : index to i64
          %jj = arith.index_cast %j : index to i64
          %m1 = arith.addi %ii, %a : i64
          %m2 = arith.addi %jj, %m1 : i64
          linalg.yield %m2 : i64
    } -> tensor<3x4xi64>
    return %r : tensor<3x4xi64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %du = arith.constant 0 : i64
    %v = arith.constant dense<[ -1, 0, 3, 0, 0, 5, 0, 7 ]> : tensor<8xi64>
    %m = arith.constant dense<[ [ 1, 0, 3, 0 ], [ 0, 0, 0, 0 ], [ 0, 7, 0, 9 ] ]> : tensor<3x4xi64>
    %sv = sparse_tensor.convert %v : tensor<8xi64> to tensor<8xi64, #SparseVector>
    %sm = sparse_tensor.convert %m : tensor<3x4xi64> to tensor<3x4xi64, #SparseMatrix>
    %init8 = tensor.empty() : tensor<8xi64>
    %init34 = tensor.empty() : tensor<3x4xi64>
    %z8 = linalg.fill ins(%du : i64) outs(%init8 : tensor<8xi64>) -> tensor<8xi64>
    %z34 = linalg.fill ins(%du : i64) outs(%init34 : tensor<3x4xi64>) -> tensor<3x4xi64>
    %0 = call @sparse_index_1d_conj(%sv, %z8) : (tensor<8xi64, #SparseVector>, tensor<8xi64>) -> tensor<8xi64>
    %1 = call @sparse_index_1d_disj(%sv, %z8) : (tensor<8xi64, #SparseVector>, tensor<8xi64>) -> tensor<8xi64>
    %2 = call @sparse_index_2d_conj(%sm, %z34) : (tensor<3x4xi64, #SparseMatrix>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %3 = call @sparse_index_2d_disj(%sm, %z34) : (tensor<3x4xi64, #SparseMatrix>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %v0 = vector.transfer_read %0[%c0], %du: tensor<8xi64>, vector<8xi64>
    vector.print %v0 : vector<8xi64>
    %v1 = vector.transfer_read %1[%c0], %du: tensor<8xi64>, vector<8xi64>
    vector.print %v1 : vector<8xi64>
    %v2 = vector.transfer_read %2[%c0, %c0], %du: tensor<3x4xi64>, vector<3x4xi64>
    vector.print %v2 : vector<3x4xi64>
    %v3 = vector.transfer_read %3[%c0, %c0], %du: tensor<3x4xi64>, vector<3x4xi64>
    vector.print %v3 : vector<3x4xi64>
    bufferization.dealloc_tensor %sv : tensor<8xi64, #SparseVector>
    bufferization.dealloc_tensor %sm : tensor<3x4xi64, #SparseMatrix>
    return
  }
}

// CHECK: ( 0, 0, 6, 0, 0, 25, 0, 49 )
// CHECK-NEXT: ( -1, 1, 5, 3, 4, 10, 6, 14 )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 14, 0, 54 ) )
// CHECK-NEXT: ( ( 1, 1, 5, 3 ), ( 1, 2, 3, 4 ), ( 2, 10, 4, 14 ) )
