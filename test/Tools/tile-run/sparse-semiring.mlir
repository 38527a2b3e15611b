// REQUIRES: tile-run
// sparse_tensor.unary/binary/reduce/select in linalg.generic bodies run with MLIR's sparse
// semantics: regions chosen by whether each operand stores the point, sparse outputs
// store exactly the computed points, unread dense outputs start from zero.
// The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir` of this file
// (MLIR's sparsifier), including the sparse_tensor.print of every sparse result.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 2, 4, 5, 6 )
// CHECK-NEXT: values : ( 1, 1, 1, 1, 1 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 1, 3, 7 )
// CHECK-NEXT: values : ( 1, 4, 16 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 1, 3, 5, 7 )
// CHECK-NEXT: values : ( -6, 1, -2, 1, 4 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 3, 7 )
// CHECK-NEXT: values : ( -7, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 5 )
// CHECK-NEXT: lvl = ( 5 )
// CHECK-NEXT: pos[0] : ( 0, 4 )
// CHECK-NEXT: crd[0] : ( 0, 2, 3, 4 )
// CHECK-NEXT: values : ( 6, -2, 7, 5 )
// CHECK-NEXT: ----
// CHECK-NEXT: 3
// CHECK-NEXT: -100
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 5
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 5, 5 )
// CHECK-NEXT: lvl = ( 5, 5 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 2, 3, 4 )
// CHECK-NEXT: crd[1] : ( 1, 3, 4, 4 )
// CHECK-NEXT: values : ( 2, 3, 0.5, 7 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 8
// CHECK-NEXT: dim = ( 8 )
// CHECK-NEXT: lvl = ( 8 )
// CHECK-NEXT: pos[0] : ( 0, 8 )
// CHECK-NEXT: crd[0] : ( 0, 1, 2, 3, 4, 5, 6, 7 )
// CHECK-NEXT: values : ( 7, 0, 1, 5, 1.5, -1, 2, 4 )
// CHECK-NEXT: ----

#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>


module {
  // Negates present entries, fills absent ones with 1: every point is stored.
  func.func @vector_complement(%arga: tensor<?xf64, #SparseVector>) -> tensor<?xi32, #SparseVector> {
    %c = arith.constant 0 : index
    %ci1 = arith.constant 1 : i32
    %d = tensor.dim %arga, %c : tensor<?xf64, #SparseVector>
    %xv = tensor.empty(%d) : tensor<?xi32, #SparseVector>
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>
        ],
        iterator_types = ["parallel"]
      }
       ins(%arga: tensor<?xf64, #SparseVector>)
        outs(%xv: tensor<?xi32, #SparseVector>) {
        ^bb(%a: f64, %x: i32):
          %1 = sparse_tensor.unary %a : f64 to i32
            present={}
            absent={
              sparse_tensor.yield %ci1 : i32
            }
          linalg.yield %1 : i32
    } -> tensor<?xi32, #SparseVector>
    return %0 : tensor<?xi32, #SparseVector>
  }

  // Squares present entries into a dense vector: absent points keep the init value.
  func.func @vector_square_dense(%arga: tensor<?xf64, #SparseVector>, %init: tensor<?xf64>) -> tensor<?xf64> {
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>
        ],
        iterator_types = ["parallel"]
      }
       ins(%arga: tensor<?xf64, #SparseVector>)
        outs(%init: tensor<?xf64>) {
        ^bb(%a: f64, %x: f64):
          %1 = sparse_tensor.unary %a : f64 to f64
            present={
              ^bb0(%v: f64):
                %s = arith.mulf %v, %v : f64
                sparse_tensor.yield %s : f64
            }
            absent={}
          linalg.yield %1 : f64
    } -> tensor<?xf64>
    return %0 : tensor<?xf64>
  }

  // min where both are present, a where only a is, -b where only b is.
  func.func @vector_min_neg(%arga: tensor<?xf64, #SparseVector>, %argb: tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector> {
    %c = arith.constant 0 : index
    %d = tensor.dim %arga, %c : tensor<?xf64, #SparseVector>
    %xv = tensor.empty(%d) : tensor<?xf64, #SparseVector>
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>
        ],
        iterator_types = ["parallel"]
      }
       ins(%arga, %argb: tensor<?xf64, #SparseVector>, tensor<?xf64, #SparseVector>)
        outs(%xv: tensor<?xf64, #SparseVector>) {
        ^bb(%a: f64, %b: f64, %x: f64):
          %1 = sparse_tensor.binary %a, %b : f64, f64 to f64
            overlap={
              ^bb0(%x0: f64, %y0: f64):
                %m = arith.minimumf %x0, %y0 : f64
                sparse_tensor.yield %m : f64
            }
            left=identity
            right={
              ^bb0(%y0: f64):
                %n = arith.negf %y0 : f64
                sparse_tensor.yield %n : f64
            }
          linalg.yield %1 : f64
    } -> tensor<?xf64, #SparseVector>
    return %0 : tensor<?xf64, #SparseVector>
  }

  // Only the intersection, as a difference (zeros stay stored).
  func.func @vector_overlap_sub(%arga: tensor<?xf64, #SparseVector>, %argb: tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector> {
    %c = arith.constant 0 : index
    %d = tensor.dim %arga, %c : tensor<?xf64, #SparseVector>
    %xv = tensor.empty(%d) : tensor<?xf64, #SparseVector>
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>
        ],
        iterator_types = ["parallel"]
      }
       ins(%arga, %argb: tensor<?xf64, #SparseVector>, tensor<?xf64, #SparseVector>)
        outs(%xv: tensor<?xf64, #SparseVector>) {
        ^bb(%a: f64, %b: f64, %x: f64):
          %1 = sparse_tensor.binary %a, %b : f64, f64 to f64
            overlap={
              ^bb0(%x0: f64, %y0: f64):
                %m = arith.subf %x0, %y0 : f64
                sparse_tensor.yield %m : f64
            }
            left={}
            right={}
          linalg.yield %1 : f64
    } -> tensor<?xf64, #SparseVector>
    return %0 : tensor<?xf64, #SparseVector>
  }

  // Product of the stored entries of each row (rows without entries stay absent).
  func.func @row_product(%arga: tensor<?x?xf64, #CSR>) -> tensor<?xf64, #SparseVector> {
    %c0 = arith.constant 0 : index
    %cf1 = arith.constant 1.0 : f64
    %d0 = tensor.dim %arga, %c0 : tensor<?x?xf64, #CSR>
    %xv = tensor.empty(%d0) : tensor<?xf64, #SparseVector>
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i,j) -> (i,j)>,
          affine_map<(i,j) -> (i)>
        ],
        iterator_types = ["parallel", "reduction"]
      }
      ins(%arga: tensor<?x?xf64, #CSR>)
      outs(%xv: tensor<?xf64, #SparseVector>) {
        ^bb(%a: f64, %b: f64):
          %1 = sparse_tensor.reduce %a, %b, %cf1 : f64 {
              ^bb0(%x: f64, %y: f64):
                %2 = arith.mulf %x, %y : f64
                sparse_tensor.yield %2 : f64
            }
          linalg.yield %1 : f64
    } -> tensor<?xf64, #SparseVector>
    return %0 : tensor<?xf64, #SparseVector>
  }

  // Row maximum into a dense vector initialised to -100.
  func.func @row_max_dense(%arga: tensor<?x?xf64, #CSR>, %init: tensor<?xf64>) -> tensor<?xf64> {
    %ninf = arith.constant -100.0 : f64
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i,j) -> (i,j)>,
          affine_map<(i,j) -> (i)>
        ],
        iterator_types = ["parallel", "reduction"]
      }
      ins(%arga: tensor<?x?xf64, #CSR>)
      outs(%init: tensor<?xf64>) {
        ^bb(%a: f64, %b: f64):
          %1 = sparse_tensor.reduce %b, %a, %ninf : f64 {
              ^bb0(%x: f64, %y: f64):
                %2 = arith.maximumf %x, %y : f64
                sparse_tensor.yield %2 : f64
            }
          linalg.yield %1 : f64
    } -> tensor<?xf64>
    return %0 : tensor<?xf64>
  }

  // Keeps the entries above the diagonal.
  func.func @upper(%arga: tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %arga, %c0 : tensor<?x?xf64, #DCSR>
    %d1 = tensor.dim %arga, %c1 : tensor<?x?xf64, #DCSR>
    %xv = tensor.empty(%d0, %d1) : tensor<?x?xf64, #DCSR>
    %0 = linalg.generic {
        indexing_maps = [affine_map<(i,j) -> (i,j)>, affine_map<(i,j) -> (i,j)>],
        iterator_types = ["parallel", "parallel"]}
      ins(%arga: tensor<?x?xf64, #DCSR>)
      outs(%xv: tensor<?x?xf64, #DCSR>) {
        ^bb(%a: f64, %x: f64):
          %row = linalg.index 0 : index
          %col = linalg.index 1 : index
          %1 = sparse_tensor.select %a : f64 {
              ^bb0(%v: f64):
                %keep = arith.cmpi ugt, %col, %row : index
                sparse_tensor.yield %keep : i1
            }
          linalg.yield %1 : f64
    } -> tensor<?x?xf64, #DCSR>
    return %0 : tensor<?x?xf64, #DCSR>
  }

  // Dense + sparse: every point is present through the dense operand.
  func.func @dense_plus_sparse(%arga: tensor<?xf64>, %argb: tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector> {
    %c = arith.constant 0 : index
    %d = tensor.dim %arga, %c : tensor<?xf64>
    %xv = tensor.empty(%d) : tensor<?xf64, #SparseVector>
    %0 = linalg.generic {
        indexing_maps = [
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>,
          affine_map<(i) -> (i)>
        ],
        iterator_types = ["parallel"]
      }
       ins(%arga, %argb: tensor<?xf64>, tensor<?xf64, #SparseVector>)
        outs(%xv: tensor<?xf64, #SparseVector>) {
        ^bb(%a: f64, %b: f64, %x: f64):
          %1 = sparse_tensor.binary %a, %b : f64, f64 to f64
            overlap={
              ^bb0(%x0: f64, %y0: f64):
                %m = arith.addf %x0, %y0 : f64
                sparse_tensor.yield %m : f64
            }
            left={
              ^bb0(%x0: f64):
                %h = arith.constant 0.5 : f64
                %m = arith.mulf %x0, %h : f64
                sparse_tensor.yield %m : f64
            }
            right=identity
          linalg.yield %1 : f64
    } -> tensor<?xf64, #SparseVector>
    return %0 : tensor<?xf64, #SparseVector>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %va = arith.constant dense<[0.0, 1.0, 0.0, -2.0, 0.0, 0.0, 0.0, 4.0]> : tensor<8xf64>
    %vb = arith.constant dense<[6.0, 0.0, 0.0, 5.0, 0.0, -1.0, 0.0, 4.0]> : tensor<8xf64>
    %sa = sparse_tensor.convert %va : tensor<8xf64> to tensor<?xf64, #SparseVector>
    %sb = sparse_tensor.convert %vb : tensor<8xf64> to tensor<?xf64, #SparseVector>
    %m = arith.constant dense<[[0.0, 2.0, 0.0, 3.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0],
                                [1.0, 0.0, -4.0, 0.0, 0.5],
                                [0.0, 0.0, 0.0, 0.0, 7.0],
                                [5.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<5x5xf64>
    %sm = sparse_tensor.convert %m : tensor<5x5xf64> to tensor<?x?xf64, #CSR>
    %dm = sparse_tensor.convert %m : tensor<5x5xf64> to tensor<?x?xf64, #DCSR>

    %0 = call @vector_complement(%sa) : (tensor<?xf64, #SparseVector>) -> tensor<?xi32, #SparseVector>
    sparse_tensor.print %0 : tensor<?xi32, #SparseVector>

    %init8 = arith.constant dense<9.0> : tensor<8xf64>
    %init8d = tensor.cast %init8 : tensor<8xf64> to tensor<?xf64>
    %1 = call @vector_square_dense(%sa, %init8d) : (tensor<?xf64, #SparseVector>, tensor<?xf64>) -> tensor<?xf64>
    %s1 = sparse_tensor.convert %1 : tensor<?xf64> to tensor<?xf64, #SparseVector>
    sparse_tensor.print %s1 : tensor<?xf64, #SparseVector>

    %2 = call @vector_min_neg(%sa, %sb) : (tensor<?xf64, #SparseVector>, tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector>
    sparse_tensor.print %2 : tensor<?xf64, #SparseVector>

    %3 = call @vector_overlap_sub(%sa, %sb) : (tensor<?xf64, #SparseVector>, tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector>
    sparse_tensor.print %3 : tensor<?xf64, #SparseVector>

    %4 = call @row_product(%sm) : (tensor<?x?xf64, #CSR>) -> tensor<?xf64, #SparseVector>
    sparse_tensor.print %4 : tensor<?xf64, #SparseVector>

    %init5 = arith.constant dense<-50.0> : tensor<5xf64>
    %init5d = tensor.cast %init5 : tensor<5xf64> to tensor<?xf64>
    %5 = call @row_max_dense(%sm, %init5d) : (tensor<?x?xf64, #CSR>, tensor<?xf64>) -> tensor<?xf64>
    scf.for %i = %c0 to %c5 step %c1 {
      %v = tensor.extract %5[%i] : tensor<?xf64>
      vector.print %v : f64
    }

    %6 = call @upper(%dm) : (tensor<?x?xf64, #DCSR>) -> tensor<?x?xf64, #DCSR>
    sparse_tensor.print %6 : tensor<?x?xf64, #DCSR>

    %dv = arith.constant dense<[1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 4.0, 0.0]> : tensor<8xf64>
    %dvd = tensor.cast %dv : tensor<8xf64> to tensor<?xf64>
    %7 = call @dense_plus_sparse(%dvd, %sb) : (tensor<?xf64>, tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector>
    sparse_tensor.print %7 : tensor<?xf64, #SparseVector>

    bufferization.dealloc_tensor %sa : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %sb : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %sm : tensor<?x?xf64, #CSR>
    bufferization.dealloc_tensor %dm : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %0 : tensor<?xi32, #SparseVector>
    bufferization.dealloc_tensor %s1 : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %2 : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %3 : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %4 : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %6 : tensor<?x?xf64, #DCSR>
    bufferization.dealloc_tensor %7 : tensor<?xf64, #SparseVector>
    return
  }
}
