// RUN: tile-opt %s --sparsify | FileCheck %s

// CSR SpMV: one scf.for over the dense rows, one over [pos[i], pos[i+1]), the row sum in
// iter_args, no scf.while (a single sparse level drives each loop). The output is written
// in place as a tensor chain threaded through the row loop only (no buffer copy).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// CHECK-LABEL: func.func @spmv
// CHECK-DAG:     %[[P:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[C:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[V:.*]] = sparse_tensor.values %arg0
// CHECK-DAG:     %[[X:.*]] = bufferization.to_buffer %arg1 read_only
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 iter_args(%[[OUT:.*]] = %arg2) -> (tensor<?xf64>) {
// CHECK:           %[[Y:.*]] = tensor.extract %[[OUT]][%[[I]]]
// CHECK:           %[[LO:.*]] = memref.load %[[P]][%[[I]]]
// CHECK:           %[[HI:.*]] = memref.load %[[P]][
// CHECK:           %[[S:.*]] = scf.for %[[K:.*]] = %[[LO]] to %[[HI]] step %c1 iter_args(%[[ACC:.*]] = %[[Y]]) -> (f64) {
// CHECK:             %[[J:.*]] = memref.load %[[C]][%[[K]]]
// CHECK:             memref.load %[[V]][%[[K]]]
// CHECK:             memref.load %[[X]][%[[J]]]
// CHECK:             arith.mulf
// CHECK:             arith.addf %[[ACC]],
// CHECK:             scf.yield
// CHECK:           %[[NEW:.*]] = tensor.insert %[[S]] into %[[OUT]][%[[I]]]
// CHECK:           scf.yield %[[NEW]]
// CHECK:         return %[[R]]
// CHECK-NOT:     scf.while
// CHECK-NOT:     linalg.generic
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %r : tensor<?xf64>
}

// linalg.matvec on a CSR matrix is generalized first: the same loops as the generic SpMV.

// CHECK-LABEL: func.func @matvec
// CHECK-DAG:     %[[P:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[C:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK:         scf.for %[[I:.*]] = %c0 to
// CHECK:           %[[Y:.*]] = tensor.extract %{{.*}}[%[[I]]]
// CHECK:           %[[LO:.*]] = memref.load %[[P]][%[[I]]]
// CHECK:           %[[HI:.*]] = memref.load %[[P]][
// CHECK:           %[[S:.*]] = scf.for %{{.*}} = %[[LO]] to %[[HI]] step %c1 iter_args(%[[ACC:.*]] = %[[Y]]) -> (f64) {
// CHECK:             arith.mulf
// CHECK:             arith.addf %[[ACC]],
// CHECK:           tensor.insert %[[S]] into %{{.*}}[%[[I]]]
// CHECK-NOT:     scf.while
// CHECK-NOT:     linalg.matvec
func.func @matvec(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}
