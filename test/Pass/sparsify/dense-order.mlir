// RUN: tile-opt %s --sparsify | FileCheck %s

// Into a dense output, the dense operands' storage orders constrain the loop order too
// (MLIR's first choice): SDDMM runs i, k, j, so B(k, j) is read along its rows inside the
// loop over the stored j of row i, and A(i, k) is loaded once per k, outside that loop.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

#sddmm = {
  indexing_maps = [
    affine_map<(i,j,k) -> (i,j)>,  // S
    affine_map<(i,j,k) -> (i,k)>,  // A
    affine_map<(i,j,k) -> (k,j)>,  // B
    affine_map<(i,j,k) -> (i,j)>   // X
  ],
  iterator_types = ["parallel", "parallel", "reduction"],
  doc = "X(i,j) += S(i,j) SUM_k A(i,k) B(k,j)"
}

// CHECK-LABEL: func.func @sddmm
// CHECK-DAG:     %[[A:.*]] = bufferization.to_buffer %arg1 read_only
// CHECK-DAG:     %[[B:.*]] = bufferization.to_buffer %arg2 read_only
// CHECK:         scf.for %[[I:[a-z0-9]+]] = %c0 to
// CHECK:           scf.for %[[K:[a-z0-9]+]] = %c0 to
// CHECK:             %[[AIK:.*]] = memref.load %[[A]][%[[I]], %[[K]]]
// CHECK:             scf.for %[[P:[a-z0-9]+]] = %{{.*}} to %{{.*}} step %c1
// CHECK:               %[[J:.*]] = memref.load %{{.*}}[%[[P]]] : memref<?xindex>
// CHECK:               %[[BKJ:.*]] = memref.load %[[B]][%[[K]], %[[J]]]
// CHECK:               arith.mulf %[[AIK]], %[[BKJ]]
func.func @sddmm(%s: tensor<?x?xf64, #CSR>, %a: tensor<?x?xf64>, %b: tensor<?x?xf64>, %x0: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %x = linalg.generic #sddmm
    ins(%s, %a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>)
    outs(%x0 : tensor<?x?xf64>) {
  ^bb0(%sv: f64, %av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %q = arith.mulf %sv, %p : f64
    %r = arith.addf %o, %q : f64
    linalg.yield %r : f64
  } -> tensor<?x?xf64>
  return %x : tensor<?x?xf64>
}

// With B stored transposed (j, k), its rows follow the stored j: i, j, then k (Bt read along
// its rows in the innermost loop).

// CHECK-LABEL: func.func @sddmm_bt
// CHECK:         scf.for %[[I:[a-z0-9]+]] = %c0 to
// CHECK:           scf.for %[[P:[a-z0-9]+]] = %{{.*}} to %{{.*}} step %c1
// CHECK:             scf.for %[[K:[a-z0-9]+]] = %c0 to
func.func @sddmm_bt(%s: tensor<?x?xf64, #CSR>, %a: tensor<?x?xf64>, %bt: tensor<?x?xf64>, %x0: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %x = linalg.generic {
    indexing_maps = [
      affine_map<(i,j,k) -> (i,j)>,
      affine_map<(i,j,k) -> (i,k)>,
      affine_map<(i,j,k) -> (j,k)>,
      affine_map<(i,j,k) -> (i,j)>
    ],
    iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%s, %a, %bt : tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>)
    outs(%x0 : tensor<?x?xf64>) {
  ^bb0(%sv: f64, %av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %q = arith.mulf %sv, %p : f64
    %r = arith.addf %o, %q : f64
    linalg.yield %r : f64
  } -> tensor<?x?xf64>
  return %x : tensor<?x?xf64>
}

// A dense output stored (j, i) against the CSR operand's i -> j: the dense orders conflict
// and are dropped, so the sparse order stays (i, then the stored j).

// CHECK-LABEL: func.func @transposed_out
// CHECK:         scf.for %[[I:[a-z0-9]+]] = %c0 to
// CHECK:           scf.for %[[P:[a-z0-9]+]] = %{{.*}} to %{{.*}} step %c1
// CHECK:             %[[J:.*]] = memref.load %{{.*}}[%[[P]]] : memref<?xindex>
// CHECK:             tensor.insert %{{.*}} into %{{.*}}[%[[J]], %[[I]]]
func.func @transposed_out(%s: tensor<?x?xf64, #CSR>, %d: tensor<?x?xf64>, %x0: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %x = linalg.generic {
    indexing_maps = [
      affine_map<(i,j) -> (i,j)>,
      affine_map<(i,j) -> (i,j)>,
      affine_map<(i,j) -> (j,i)>
    ],
    iterator_types = ["parallel", "parallel"]}
    ins(%s, %d : tensor<?x?xf64, #CSR>, tensor<?x?xf64>)
    outs(%x0 : tensor<?x?xf64>) {
  ^bb0(%sv: f64, %dv: f64, %o: f64):
    %q = arith.mulf %sv, %dv : f64
    linalg.yield %q : f64
  } -> tensor<?x?xf64>
  return %x : tensor<?x?xf64>
}
