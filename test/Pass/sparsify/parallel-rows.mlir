// RUN: tile-opt %s --sparsify=parallelization=dense-outer | FileCheck %s

// A matrix output is split in rows: one row of C per iteration, written without offsets.
// CHECK-LABEL: func.func @spmm
// CHECK:         %[[R:.*]] = scf.forall (%[[I:.*]]) in (%{{.*}}) shared_outs(%[[C:.*]] = %arg2) -> (tensor<?x?xf64>) {
// CHECK:           %[[ROW:.*]] = tensor.extract_slice %[[C]][%[[I]], 0] [1, %{{.*}}] [1, 1] : tensor<?x?xf64> to tensor<?xf64>
// CHECK:           scf.for {{.*}} iter_args(%[[T:.*]] = %[[ROW]]) -> (tensor<?xf64>)
// CHECK:             tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] : tensor<?xf64>
// CHECK:           scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %{{.*}} into %[[C]][%[[I]], 0] [1, %{{.*}}] [1, 1] : tensor<?xf64> into tensor<?x?xf64>
// CHECK:         return %[[R]]

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

func.func @spmm(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64>, %c: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64>)
                     outs(%c : tensor<?x?xf64>) -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// Over a blocked output dimension the parallel loop runs over blocks: a vector takes a
// chunk of 32 blocks of 2 (64 coordinates), a matrix one block of rows (a 2-row slice).
// CHECK-LABEL: func.func @spmv_bsr
// CHECK:         %[[N:.*]] = arith.divui %{{.*}}, %c32{{.*}} : index
// CHECK:         scf.forall (%[[B:.*]]) in (%[[N]]) shared_outs(%[[Y:.*]] = %arg2) -> (tensor<?xf64>) {
// CHECK:           %[[FIRST:.*]] = arith.muli %[[B]], %c32
// CHECK:           %[[COUNT:.*]] = arith.minui
// CHECK:           %[[LO:.*]] = arith.muli %[[FIRST]], %c2
// CHECK:           %[[LEN:.*]] = arith.muli %[[COUNT]], %c2
// CHECK:           tensor.extract_slice %[[Y]][%[[LO]]] [%[[LEN]]] [1] : tensor<?xf64> to tensor<?xf64>
// CHECK:           %[[END:.*]] = arith.addi %[[FIRST]], %[[COUNT]] : index
// CHECK:           scf.for %{{.*}} = %[[FIRST]] to %[[END]] step %c1
// CHECK:           tensor.parallel_insert_slice %{{.*}} into %[[Y]][%[[LO]]] [%[[LEN]]] [1]
// CHECK-LABEL: func.func @spmm_bsr
// CHECK:         scf.forall (%[[B:.*]]) in (%{{.*}}) shared_outs(%[[C:.*]] = %arg2) -> (tensor<?x?xf64>) {
// CHECK:           %[[LO:.*]] = arith.muli %[[B]], %c2
// CHECK:           tensor.extract_slice %[[C]][%[[LO]], 0] [2, %{{.*}}] [1, 1] : tensor<?x?xf64> to tensor<2x?xf64>
// CHECK:           tensor.parallel_insert_slice %{{.*}} into %[[C]][%[[LO]], 0] [2, %{{.*}}] [1, 1] : tensor<2x?xf64> into tensor<?x?xf64>

#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)
}>

func.func @spmv_bsr(%a: tensor<?x?xf64, #BSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf64, #BSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}

func.func @spmm_bsr(%a: tensor<?x?xf64, #BSR>, %b: tensor<?x?xf64>, %c: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf64, #BSR>, tensor<?x?xf64>)
                     outs(%c : tensor<?x?xf64>) -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// RUN: tile-opt %s --sparsify=parallelization=any-storage-outer | FileCheck %s --check-prefix=ANY
// any-storage-outer: COO's rows (a compressed, non-unique level) in chunks of 4096
// positions; each chunk starts at a row's first entry (a scan past the run it falls in)
// and owns the output rows from its first stored row (0 for the first chunk) to the next
// chunk's first stored row (the end for the last).
// ANY-LABEL: func.func @spmv_coo
// ANY:         %[[LO:.*]] = memref.load %{{.*}}[%c0] : memref<?xindex>
// ANY:         %[[HI:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<?xindex>
// ANY:         %[[NUM:.*]] = arith.subi %[[HI]], %[[LO]] : index
// ANY:         %[[N:.*]] = arith.divui %{{.*}}, %c4096 : index
// ANY:         scf.forall (%[[C:.*]]) in (%[[N]]) shared_outs(%[[Y:.*]] = %arg2) -> (tensor<?xf64>) {
// ANY:           scf.while
// ANY:             arith.cmpi eq
// ANY:           %[[FIRST:.*]] = arith.select %[[IS0:.*]], %c0, %{{.*}} : index
// ANY:           tensor.extract_slice %[[Y]][%[[FIRST]]] [%{{.*}}] [1] : tensor<?xf64> to tensor<?xf64>
// ANY:           tensor.parallel_insert_slice %{{.*}} into %[[Y]][%[[FIRST]]]
// With dense-outer the COO loop stays sequential.
// CHECK-LABEL: func.func @spmv_coo
// CHECK-NOT:     scf.forall
// CHECK:         return

#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>

func.func @spmv_coo(%a: tensor<?x?xf64, #COO>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf64, #COO>, tensor<?xf64>) outs(%y : tensor<?xf64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}
