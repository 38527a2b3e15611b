// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// Fresh sparse outputs whose levels the loops cannot visit in order (MLIR 22's sparsifier
// refuses all three): the kernel writes a zero-filled dense tensor of the output's shape,
// converted to the sparse type once, after the loops.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#SparseVector = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed,
                   i mod 2 : dense, j mod 2 : dense)
}>

#trait_columns = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
  iterator_types = ["reduction", "parallel"]
}

// The column maxima of a CSR matrix: the rows (the reduction) come first, so each column
// of the sparse vector is visited once per row.
// CHECK-LABEL: func.func @column_max(
// CHECK:         %[[D:.*]] = tensor.empty() : tensor<7xf64>
// CHECK:         %[[Z:.*]] = linalg.fill ins(%{{.*}} : f64) outs(%[[D]] : tensor<7xf64>)
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[Z]]) -> (tensor<7xf64>) {
// CHECK:           scf.for
// CHECK:             arith.maximumf
// CHECK:             tensor.insert %{{.*}} : tensor<7xf64>
// CHECK:         %[[S:.*]] = sparse_tensor.convert %[[R]] : tensor<7xf64> to tensor<7xf64, #{{.*}}>
// CHECK-NEXT:    return %[[S]]
// MLIR-LABEL:  llvm.func @column_max(
func.func @column_max(%a: tensor<6x7xf64, #CSR>) -> tensor<7xf64, #SparseVector> {
  %init = tensor.empty() : tensor<7xf64, #SparseVector>
  %r = linalg.generic #trait_columns
      ins(%a : tensor<6x7xf64, #CSR>) outs(%init : tensor<7xf64, #SparseVector>) {
  ^bb0(%x: f64, %m: f64):
    %y = arith.maximumf %m, %x : f64
    linalg.yield %y : f64
  } -> tensor<7xf64, #SparseVector>
  return %r : tensor<7xf64, #SparseVector>
}

// A BSR matrix scaled into CSR: the loops run block by block, so the rows of two blocks
// interleave. The dense tensor takes the output's dynamic size.
// CHECK-LABEL: func.func @scale_bsr_to_csr(
// CHECK-SAME:      %{{.*}}: tensor<?x8xf64, #{{.*}}>, %[[N:.*]]: index)
// CHECK:         %[[D:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf64>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               scf.for
// CHECK:                 arith.mulf
// CHECK:                 tensor.insert %{{.*}} : tensor<?x8xf64>
// CHECK:         sparse_tensor.convert %{{.*}} : tensor<?x8xf64> to tensor<?x8xf64, #{{.*}}>
// CHECK-NOT:     linalg.generic
// MLIR-LABEL:  llvm.func @scale_bsr_to_csr(
func.func @scale_bsr_to_csr(%a: tensor<?x8xf64, #BSR>, %n: index) -> tensor<?x8xf64, #CSR> {
  %init = tensor.empty(%n) : tensor<?x8xf64, #CSR>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf64, #BSR>) outs(%init : tensor<?x8xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %two = arith.constant 2.0 : f64
    %y = arith.mulf %x, %two : f64
    linalg.yield %y : f64
  } -> tensor<?x8xf64, #CSR>
  return %r : tensor<?x8xf64, #CSR>
}

// CSR times CSR into CSC: the CSC output's level order (j, i) and the inputs' (i, k, j)
// form a cycle.
// CHECK-LABEL: func.func @spgemm_to_csc(
// CHECK:         tensor.empty() : tensor<6x7xf64>
// CHECK:         sparse_tensor.convert %{{.*}} : tensor<6x7xf64> to tensor<6x7xf64, #{{.*}}>
// MLIR-LABEL:  llvm.func @spgemm_to_csc(
func.func @spgemm_to_csc(%a: tensor<6x5xf64, #CSR>, %b: tensor<5x7xf64, #CSR>) -> tensor<6x7xf64, #CSC> {
  %init = tensor.empty() : tensor<6x7xf64, #CSC>
  %r = linalg.matmul ins(%a, %b : tensor<6x5xf64, #CSR>, tensor<5x7xf64, #CSR>)
                     outs(%init : tensor<6x7xf64, #CSC>) -> tensor<6x7xf64, #CSC>
  return %r : tensor<6x7xf64, #CSC>
}

// `c += a` on a CSR output that is not fresh: the sum is stored where `a` is but `c` is
// not, so `c` cannot be updated in place; it is densified, updated, and converted back.
// CHECK-LABEL: func.func @accumulate(
// CHECK-SAME:      %[[A:.*]]: tensor<8x8xf64, #{{.*}}>, %[[C:.*]]: tensor<8x8xf64, #{{.*}}>)
// CHECK:         %[[D:.*]] = sparse_tensor.convert %[[C]] : tensor<8x8xf64, #{{.*}}> to tensor<8x8xf64>
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[D]]) -> (tensor<8x8xf64>) {
// CHECK:           scf.for
// CHECK:             tensor.extract
// CHECK:             arith.addf
// CHECK:             tensor.insert
// CHECK:         sparse_tensor.convert %[[R]] : tensor<8x8xf64> to tensor<8x8xf64, #{{.*}}>
// MLIR-LABEL:  llvm.func @accumulate(
func.func @accumulate(%a: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %n = arith.addf %x, %o : f64
    linalg.yield %n : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}
