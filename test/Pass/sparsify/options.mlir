// RUN: tile-opt %s --sparsify=parallelization=dense-outer | FileCheck %s --check-prefix=PAR
// RUN: tile-opt %s --sparsify --sparsify-dump-graph=%t.dot > /dev/null
// RUN: FileCheck %s --check-prefix=DOT < %t.dot

// parallelization=dense-outer: the dense row loop of SpMV becomes an scf.forall over chunks
// of 64 rows, each taking its slice of y, running its rows serially (the reduction over a
// compressed row stays an scf.for carrying the sum) and handing the slice back.
// PAR-LABEL: func.func @spmv
// PAR:         %[[N:.*]] = arith.divui
// PAR:         %[[R:.*]] = scf.forall (%[[C:.*]]) in (%[[N]]) shared_outs(%[[Y:.*]] = %arg2) -> (tensor<?xf64>) {
// PAR:           %[[LO:.*]] = arith.muli %[[C]], %c64 : index
// PAR:           %[[LEN:.*]] = arith.minui
// PAR:           %[[S:.*]] = tensor.extract_slice %[[Y]][%[[LO]]] [%[[LEN]]] [1] : tensor<?xf64> to tensor<?xf64>
// PAR:           %[[ROWS:.*]] = scf.for %[[I:.*]] = %[[LO]] to %{{.*}} step %c1 iter_args(%[[T:.*]] = %[[S]]) -> (tensor<?xf64>) {
// PAR:             %[[K:.*]] = arith.subi %[[I]], %[[LO]] : index
// PAR:             scf.for {{.*}} iter_args
// PAR:               arith.mulf
// PAR:             tensor.insert %{{.*}} into %[[T]][%[[K]]]
// PAR:           scf.forall.in_parallel {
// PAR-NEXT:        tensor.parallel_insert_slice %[[ROWS]] into %[[Y]][%[[LO]]] [%[[LEN]]] [1] : tensor<?xf64> into tensor<?xf64>
// PAR:         return %[[R]]

// The iteration graph: the CSR operand orders d0 before d1; the chosen order is dashed.
// DOT:      digraph iteration_graph {
// DOT:        d0 [label="d0 (parallel)\nloop #0"];
// DOT:        d1 [label="d1 (reduction)\nloop #1", style=bold];
// DOT:        d0 -> d1 [label="operand #0"];
// DOT:        d0 -> d1 [style=dashed, color=gray, label="order"];

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %r : tensor<?xf64>
}
