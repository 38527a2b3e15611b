// RUN: tile-opt %s --sparsify | FileCheck %s

// BSR SpMV with 2x2 blocks: the rows loop becomes a loop over block rows (dense level 0)
// and one inside a block (dense level 2), the columns a loop over the stored blocks of the
// block row (compressed level 1) and one inside a block (dense level 3); the dense
// coordinates of x and y are rebuilt as `block * 2 + intra`. No scf.while.

#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>

// CHECK-LABEL: func.func @spmv_bsr
// CHECK-DAG:     %[[P:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[C:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[V:.*]] = sparse_tensor.values %arg0
// CHECK-DAG:     %[[X:.*]] = bufferization.to_buffer %arg1
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %[[IB:.*]] = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %arg2) -> (tensor<6xf64>) {
// CHECK:           %[[LO:.*]] = memref.load %[[P]][%[[IB]]]
// CHECK:           %[[HI:.*]] = memref.load %[[P]][
// CHECK:           scf.for %[[Q:.*]] = %[[LO]] to %[[HI]] step %c1 iter_args(
// CHECK:             %[[JB:.*]] = memref.load %[[C]][%[[Q]]]
// CHECK:             scf.for %[[II:.*]] = %c0 to %c2{{(_[0-9]+)?}} step %c1 iter_args(%[[OUT:.*]] = 
// CHECK:               %[[ROWPOS:.*]] = arith.addi %{{.*}}, %[[II]] : index
// CHECK:               %[[I0:.*]] = arith.muli %[[IB]], %[[C2:.*]] : index
// CHECK:               %[[I:.*]] = arith.addi %[[I0]], %[[II]] : index
// CHECK:               %[[Y:.*]] = tensor.extract %[[OUT]][%[[I]]]
// CHECK:               %[[S:.*]] = scf.for %[[JI:.*]] = %c0 to %c2{{(_[0-9]+)?}} step %c1 iter_args(%[[ACC:.*]] = %[[Y]]) -> (f64) {
// CHECK:                 %[[VP:.*]] = arith.addi %{{.*}}, %[[JI]] : index
// CHECK:                 memref.load %[[V]][%[[VP]]]
// CHECK:                 %[[J0:.*]] = arith.muli %[[JB]], %{{.*}} : index
// CHECK:                 %[[J:.*]] = arith.addi %[[J0]], %[[JI]] : index
// CHECK:                 memref.load %[[X]][%[[J]]]
// CHECK:                 arith.mulf
// CHECK:                 arith.addf %[[ACC]],
// CHECK:                 scf.yield
// CHECK:               tensor.insert %[[S]] into %[[OUT]][%[[I]]]
// CHECK:         return
// CHECK-NOT:     scf.while
// CHECK-NOT:     linalg.generic
func.func @spmv_bsr(%a: tensor<6x8xf64, #BSR>, %x: tensor<8xf64>, %y: tensor<6xf64>) -> tensor<6xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<6x8xf64, #BSR>, tensor<8xf64>) outs(%y : tensor<6xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<6xf64>
  return %r : tensor<6xf64>
}

// With dynamic dimensions the block levels still have a static size: the loops inside a
// block run to the constant 2 (as MLIR's sparsifier emits them, so LLVM unrolls them);
// only the block-row count is read from the tensor.
// CHECK-LABEL: func.func @spmv_bsr_dynamic
// CHECK:         %[[NB:.*]] = sparse_tensor.lvl %arg0, %c0
// CHECK:         scf.for %{{.*}} = %c0 to %[[NB]] step %c1
// CHECK:           scf.for
// CHECK:             scf.for %{{.*}} = %c0 to %c2{{(_[0-9]+)?}} step %c1
// CHECK:               scf.for %{{.*}} = %c0 to %c2{{(_[0-9]+)?}} step %c1
func.func @spmv_bsr_dynamic(%a: tensor<?x?xf64, #BSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<?x?xf64, #BSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %r : tensor<?xf64>
}
