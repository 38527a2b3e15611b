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
