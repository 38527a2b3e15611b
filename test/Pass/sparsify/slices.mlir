// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// Slices as operands. A slice's buffers are the underlying tensor's:
// * a dense slice level is addressed at `offset + i * stride`;
// * a compressed slice level's segment is narrowed to the coordinates in
//   `[offset, offset + size * stride)` by two binary searches (scf.while), and each stored
//   coordinate `c` is at `(c - offset) / stride`, kept only when `(c - offset) % stride == 0`
//   (no divui/remui and no scf.if for a static unit stride);
// * dynamic slices read their offsets and strides with sparse_tensor.slice.offset/stride;
// * in a loop over every coordinate (a union with a dense operand), a strided slice first
//   skips the stored coordinates that fall between two of its own.

#CSR_STRIDED = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 6, 1)>, j : #sparse_tensor<slice(2, 5, 2)>) -> (i : dense, j : compressed)
}>
#CSR_WINDOW = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(0, 8, 1)>) -> (i : dense, j : compressed)
}>
#CSR_DYN = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(?, ?, ?)>, j : #sparse_tensor<slice(?, ?, ?)>) -> (i : dense, j : compressed)
}>
#SV_EVERY_THIRD = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(3, 10, 3)>) -> (i : compressed) }>
#COO_EVEN_ROWS = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(2, 6, 2)>, j : #sparse_tensor<slice(3, 5, 1)>)
      -> (i : compressed(nonunique), j : singleton)
}>

#row = affine_map<(i, j) -> (i, j)>
#sum = affine_map<(i, j) -> (i)>
#id = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @spmv_strided(
// CHECK-DAG:     %[[POS:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[CRD:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[VAL:.*]] = sparse_tensor.values %arg0
// CHECK:         scf.for %[[I:.*]] = %c0 to %c6{{.*}} step %c1 iter_args
// The dense row level: offset 1.
// CHECK:           %[[ROW:.*]] = arith.addi %[[I]], %c1{{.*}} : index
// CHECK:           %[[LO:.*]] = memref.load %[[POS]][%[[ROW]]]
// CHECK:           %[[HI:.*]] = memref.load %[[POS]][%{{.*}}]
// The first stored column not below the offset 2, then the first not below 2 + 5 * 2.
// CHECK:           %[[FROM:.*]]:2 = scf.while (%{{.*}} = %[[LO]], %{{.*}} = %[[HI]])
// CHECK:             arith.cmpi ult, %{{.*}}, %c2 : index
// CHECK:           %[[SPAN:.*]] = arith.muli %c5, %c2{{.*}} : index
// CHECK:           %[[END:.*]] = arith.addi %c2, %[[SPAN]] : index
// CHECK:           %[[TO:.*]]:2 = scf.while (%{{.*}} = %[[FROM]]#0, %{{.*}} = %[[HI]])
// CHECK:             arith.cmpi ult, %{{.*}}, %[[END]] : index
// CHECK:           scf.for %[[P:.*]] = %[[FROM]]#0 to %[[TO]]#0 step %c1 iter_args
// CHECK:             %[[C:.*]] = memref.load %[[CRD]][%[[P]]]
// CHECK:             %[[R:.*]] = arith.subi %[[C]], %c2 : index
// CHECK:             %[[J:.*]] = arith.divui %[[R]], %c2{{.*}} : index
// CHECK:             %[[M:.*]] = arith.remui %[[R]], %c2{{.*}} : index
// CHECK:             %[[IN:.*]] = arith.cmpi eq, %[[M]], %c0 : index
// CHECK:             scf.if %[[IN]] -> (f64) {
// CHECK:               memref.load %[[VAL]][%[[P]]]
// CHECK:               memref.load %{{.*}}[%[[J]]] : memref<5xf64>
// CHECK-NOT:     linalg.matvec
// MLIR-LABEL:  llvm.func @spmv_strided(
func.func @spmv_strided(%a: tensor<6x5xf64, #CSR_STRIDED>, %x: tensor<5xf64>,
                        %y: tensor<6xf64>) -> tensor<6xf64> {
  %0 = linalg.matvec ins(%a, %x : tensor<6x5xf64, #CSR_STRIDED>, tensor<5xf64>)
                     outs(%y : tensor<6xf64>) -> tensor<6xf64>
  return %0 : tensor<6xf64>
}

// CHECK-LABEL: func.func @row_sums_window(
// CHECK:         scf.for %[[I:.*]] = %c0 to %c4{{.*}} step %c1 iter_args
// A unit stride from offset 0: the row is read at `i`, only the end is searched for.
// CHECK-NEXT:      tensor.extract
// CHECK-NEXT:      %[[I1:.*]] = arith.addi %[[I]], %c1 : index
// CHECK-NEXT:      %[[LO:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT:      %[[HI:.*]] = memref.load %{{.*}}[%[[I1]]]
// CHECK:           %[[TO:.*]]:2 = scf.while (%{{.*}} = %[[LO]], %{{.*}} = %[[HI]])
// CHECK:           scf.for %{{.*}} = %[[LO]] to %[[TO]]#0 step %c1 iter_args
// CHECK-NOT:         arith.divui
// CHECK-NOT:         scf.if
// CHECK:             arith.addf
// MLIR-LABEL:  llvm.func @row_sums_window(
func.func @row_sums_window(%a: tensor<4x8xf64, #CSR_WINDOW>, %s: tensor<4xf64>) -> tensor<4xf64> {
  %0 = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf64, #CSR_WINDOW>) outs(%s : tensor<4xf64>) {
  ^bb0(%v: f64, %acc: f64):
    %r = arith.addf %acc, %v : f64
    linalg.yield %r : f64
  } -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// CHECK-LABEL: func.func @row_sums_dynamic(
// CHECK-DAG:     %[[OFF0:.*]] = sparse_tensor.slice.offset %arg0 at 0
// CHECK-DAG:     %[[STR0:.*]] = sparse_tensor.slice.stride %arg0 at 0
// CHECK-DAG:     %[[OFF1:.*]] = sparse_tensor.slice.offset %arg0 at 1
// CHECK-DAG:     %[[STR1:.*]] = sparse_tensor.slice.stride %arg0 at 1
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:           %[[S:.*]] = arith.muli %[[I]], %[[STR0]] : index
// CHECK:           %[[ROW:.*]] = arith.addi %[[S]], %[[OFF0]] : index
// CHECK:           memref.load %{{.*}}[%[[ROW]]]
// CHECK:           scf.while
// CHECK:             arith.cmpi ult, %{{.*}}, %[[OFF1]] : index
// CHECK:           scf.while
// CHECK:           scf.for
// CHECK:             %[[R:.*]] = arith.subi %{{.*}}, %[[OFF1]] : index
// CHECK:             arith.remui %[[R]], %[[STR1]] : index
// CHECK:             scf.if
// MLIR-LABEL:  llvm.func @row_sums_dynamic(
func.func @row_sums_dynamic(%a: tensor<?x?xf64, #CSR_DYN>, %s: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf64, #CSR_DYN>) outs(%s : tensor<?xf64>) {
  ^bb0(%v: f64, %acc: f64):
    %r = arith.addf %acc, %v : f64
    linalg.yield %r : f64
  } -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// CHECK-LABEL: func.func @add_dense(
// CHECK:         %[[FROM:.*]]:2 = scf.while
// CHECK:         %[[TO:.*]]:2 = scf.while
// One loop over every coordinate, carrying the slice's position.
// CHECK:         scf.for %[[I:.*]] = %c0 to %c10{{.*}} step %c1 iter_args(%[[P:.*]] = %[[FROM]]#0, %{{.*}} = %{{.*}}) -> (index, tensor<10xf64>) {
// The stored coordinates below 3 + 3 * i are skipped.
// CHECK:           %[[S:.*]] = arith.muli %[[I]], %c3{{.*}} : index
// CHECK:           %[[WANT:.*]] = arith.addi %[[S]], %c3 : index
// CHECK:           %[[Q:.*]] = scf.while (%{{.*}} = %[[P]]) : (index) -> index {
// CHECK:             arith.cmpi ult, %{{.*}}, %[[WANT]] : index
// CHECK:           %[[X:.*]]:2 = scf.if %{{.*}} -> (index, i1) {
// CHECK:           %[[AT:.*]] = arith.cmpi eq, %[[X]]#0, %[[I]] : index
// CHECK:           %[[IN:.*]] = arith.andi %[[AT]], %[[X]]#1 : i1
// CHECK:           scf.if %[[IN]] -> (tensor<10xf64>) {
// CHECK:             arith.addf
// CHECK:           } else {
// CHECK:           %[[INC:.*]] = arith.select %[[AT]], %c1, %c0 : index
// CHECK:           arith.addi %[[Q]], %[[INC]] : index
// MLIR-LABEL:  llvm.func @add_dense(
func.func @add_dense(%a: tensor<10xf64, #SV_EVERY_THIRD>, %b: tensor<10xf64>,
                     %o: tensor<10xf64>) -> tensor<10xf64> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<10xf64, #SV_EVERY_THIRD>, tensor<10xf64>) outs(%o : tensor<10xf64>) {
  ^bb0(%u: f64, %v: f64, %w: f64):
    %r = arith.addf %u, %v : f64
    linalg.yield %r : f64
  } -> tensor<10xf64>
  return %0 : tensor<10xf64>
}

// A COO slice: the row level's positions narrowed to rows [2, 14), each run of a row
// (scf.while over the runs, the run's end found by a scan) kept when its row is one of
// the slice's, and the run's columns narrowed to [3, 8) by two searches.
// CHECK-LABEL: func.func @spmv_coo_even_rows(
// CHECK:         %[[ROWS:.*]]:2 = scf.while
// CHECK:         %[[END:.*]]:2 = scf.while (%{{.*}} = %[[ROWS]]#0,
// CHECK:         scf.while (%[[P:.*]] = %[[ROWS]]#0, %{{.*}} = %arg2) : (index, tensor<6xf64>)
// CHECK:           %[[R:.*]] = memref.load %{{.*}}[%[[P]]]
// CHECK:           %[[RUNEND:.*]] = scf.while
// CHECK:             arith.cmpi eq, %{{.*}}, %[[R]] : index
// CHECK:           %[[R2:.*]] = arith.subi %[[R]], %c2{{.*}} : index
// CHECK:           %[[ROW:.*]] = arith.divui %[[R2]], %c2{{.*}} : index
// CHECK:           %[[REM:.*]] = arith.remui %[[R2]], %c2{{.*}} : index
// CHECK:           %[[ON:.*]] = arith.cmpi eq, %[[REM]], %c0 : index
// CHECK:           scf.if %[[ON]] -> (tensor<6xf64>) {
// CHECK:             %[[LO:.*]]:2 = scf.while (%{{.*}} = %[[P]], %{{.*}} = %[[RUNEND]])
// CHECK:             %[[HI:.*]]:2 = scf.while (%{{.*}} = %[[LO]]#0, %{{.*}} = %[[RUNEND]])
// CHECK:             scf.for %{{.*}} = %[[LO]]#0 to %[[HI]]#0 step %c1
// CHECK-NOT:           scf.if
// CHECK:               arith.mulf
// CHECK:             tensor.insert %{{.*}}[%[[ROW]]] : tensor<6xf64>
// CHECK:           } else {
// MLIR-LABEL:  llvm.func @spmv_coo_even_rows(
func.func @spmv_coo_even_rows(%a: tensor<6x5xf64, #COO_EVEN_ROWS>, %x: tensor<5xf64>,
                              %y: tensor<6xf64>) -> tensor<6xf64> {
  %0 = linalg.matvec ins(%a, %x : tensor<6x5xf64, #COO_EVEN_ROWS>, tensor<5xf64>)
                     outs(%y : tensor<6xf64>) -> tensor<6xf64>
  return %0 : tensor<6xf64>
}
