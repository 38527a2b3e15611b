// RUN: tile-opt %s --sparsify | FileCheck %s

// COO SpMV (compressed(nonunique), singleton; AoS): the rows are a while over the runs of
// equal row coordinates (a scan finds each run's end), the entries of a row run one by one
// (a duplicated column needs no summing first: each entry adds its own product to the
// row's sum, as MLIR iterates them); coordinates are strided views of the shared AoS
// buffer, and only level 0 has positions.

// CHECK-LABEL: func.func @spmv_coo
// CHECK:         %[[P:.*]] = sparse_tensor.positions %arg0 {level = 0 : index}
// CHECK:         %[[C0:.*]] = sparse_tensor.coordinates %arg0 {level = 0 : index} {{.*}} to memref<?xindex, strided<[?], offset: ?>>
// CHECK:         %[[C1:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index} {{.*}} to memref<?xindex, strided<[?], offset: ?>>
// CHECK:         %[[V:.*]] = sparse_tensor.values %arg0
// CHECK-NOT:     sparse_tensor.positions
// CHECK:         %[[LO:.*]] = memref.load %[[P]][%c0]
// CHECK:         %[[HI:.*]] = memref.load %[[P]][
// CHECK:         scf.while (%[[R:.*]] = %[[LO]], %{{.*}} = %arg2) : (index, tensor<?xf64>) -> (index, tensor<?xf64>) {
// CHECK:           arith.cmpi ult, %[[R]], %[[HI]]
// CHECK:         } do {
// CHECK:           %[[I:.*]] = memref.load %[[C0]][%[[R]]]
// CHECK:           %[[REND:.*]] = scf.while
// CHECK:             memref.load %[[C0]]
// CHECK:             arith.cmpi eq, {{.*}}, %[[I]] : index
// CHECK:           %[[Y:.*]] = tensor.extract %{{.*}}[%[[I]]]
// CHECK:           %[[S:.*]] = scf.for %[[Q:.*]] = %[[R]] to %[[REND]] step %c1 iter_args(%[[ACC:.*]] = %[[Y]]) -> (f64) {
// CHECK-NOT:         scf.while
// CHECK:             %[[J:.*]] = memref.load %[[C1]][%[[Q]]]
// CHECK:             memref.load %[[V]][%[[Q]]]
// CHECK:             memref.load %{{.*}}[%[[J]]]
// CHECK:             arith.mulf
// CHECK:             arith.addf %[[ACC]]
// CHECK:           %[[NEW:.*]] = tensor.insert %[[S]] into %{{.*}}[%[[I]]]
// CHECK:           scf.yield %[[REND]], %[[NEW]] : index, tensor<?xf64>
// CHECK-NOT:     linalg.generic

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @spmv_coo(%a: tensor<?x?xf64, #COO>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #COO>, tensor<?xf64>) outs(%y : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %r : tensor<?xf64>
}

// SoA COO: one plain coordinates buffer per level.
#SOA = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>

// CHECK-LABEL: func.func @spmv_soa
// CHECK:         sparse_tensor.coordinates %arg0 {level = 0 : index} {{.*}} to memref<?xindex>
// CHECK:         sparse_tensor.coordinates %arg0 {level = 1 : index} {{.*}} to memref<?xindex>
func.func @spmv_soa(%a: tensor<?x?xf64, #SOA>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #SOA>, tensor<?xf64>) outs(%y : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %r : tensor<?xf64>
}
