// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// Block-sparse operands (BSR, 2:4) on the same loops as a non-blocked sparse operand: the
// blocked operand drives the loops (over its blocks, then inside a block), and the other
// operand's levels read the coordinate `block * size + intra`: its dense row level is
// addressed by it, its compressed column level is located by a binary search (scf.while)
// once the loops fix it, with an scf.if on whether it is stored. No loop over the CSR.

#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)
}>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#NV24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>
#map = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @bsr_times_csr(
// CHECK-DAG:     %[[BPOS:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[BCRD:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[POS:.*]] = sparse_tensor.positions %arg1 {level = 1 : index}
// CHECK-DAG:     %[[CRD:.*]] = sparse_tensor.coordinates %arg1 {level = 1 : index}
// The block rows, the stored blocks of each, the rows and columns inside a block.
// CHECK:         scf.for %[[BI:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:           scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args
// CHECK:             %[[BJ:.*]] = memref.load %[[BCRD]][%[[Q]]]
// CHECK:             scf.for %[[II:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:               %[[R2:.*]] = arith.muli %[[BI]], %c2{{.*}} : index
// CHECK:               %[[ROW:.*]] = arith.addi %[[R2]], %[[II]] : index
// CHECK:               scf.for %[[JJ:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:                 %[[C2:.*]] = arith.muli %[[BJ]], %c2{{.*}} : index
// CHECK:                 %[[COL:.*]] = arith.addi %[[C2]], %[[JJ]] : index
// CHECK:                 %[[LO:.*]] = memref.load %[[POS]][%[[ROW]]]
// CHECK:                 %[[HI:.*]] = memref.load %[[POS]][%{{.*}}]
// CHECK:                 %[[AT:.*]]:2 = scf.while (%{{.*}} = %[[LO]], %{{.*}} = %[[HI]])
// CHECK:                   arith.shrui
// CHECK:                   memref.load %[[CRD]]
// CHECK:                   arith.cmpi ult, %{{.*}}, %[[COL]] : index
// CHECK:                 %[[FOUND:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:                   arith.cmpi eq, %{{.*}}, %[[COL]] : index
// CHECK:                 scf.if %[[FOUND]] -> (tensor<6x8xf64>) {
// CHECK:                   arith.mulf
// CHECK:                   tensor.insert
// CHECK-NOT:     linalg.generic
// MLIR-LABEL:  llvm.func @bsr_times_csr(
func.func @bsr_times_csr(%a: tensor<6x8xf64, #BSR>, %b: tensor<6x8xf64, #CSR>,
                         %c: tensor<6x8xf64>) -> tensor<6x8xf64> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<6x8xf64, #BSR>, tensor<6x8xf64, #CSR>) outs(%c : tensor<6x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %p = arith.mulf %x, %y : f64
    linalg.yield %p : f64
  } -> tensor<6x8xf64>
  return %0 : tensor<6x8xf64>
}

// CHECK-LABEL: func.func @nv24_times_csr(
// CHECK-DAG:     %[[POS:.*]] = sparse_tensor.positions %arg1 {level = 1 : index}
// CHECK-DAG:     %[[CRD:.*]] = sparse_tensor.coordinates %arg1 {level = 1 : index}
// Rows, groups of 4 columns, the 2 stored entries of each group.
// CHECK:         scf.for %[[I:.*]] = %c0 to %c6{{(_[0-9]+)?}} step %c1 iter_args
// CHECK:           scf.for %[[G:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:             scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args
// CHECK:               %[[LO:.*]] = memref.load %[[POS]][%[[I]]]
// CHECK:               scf.while (%{{.*}} = %[[LO]], %{{.*}} = %{{.*}})
// CHECK:               scf.if %{{.*}} -> (tensor<6x8xf64>) {
// CHECK:                 arith.mulf
// CHECK-NOT:     linalg.generic
// MLIR-LABEL:  llvm.func @nv24_times_csr(
func.func @nv24_times_csr(%a: tensor<6x8xf64, #NV24>, %b: tensor<6x8xf64, #CSR>,
                          %c: tensor<6x8xf64>) -> tensor<6x8xf64> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<6x8xf64, #NV24>, tensor<6x8xf64, #CSR>) outs(%c : tensor<6x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %p = arith.mulf %x, %y : f64
    linalg.yield %p : f64
  } -> tensor<6x8xf64>
  return %0 : tensor<6x8xf64>
}
