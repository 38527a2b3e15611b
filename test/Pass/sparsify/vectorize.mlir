// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(sparsify{vl=8 reassociate-fp-reductions=true}))' | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(sparsify{vl=4 vl-tail=mask}))' | FileCheck %s --check-prefix=ORDERED
// RUN: tile-opt %s --sparsify | FileCheck %s --check-prefix=OFF
// RUN: not tile-opt %s --pass-pipeline='builtin.module(func.func(sparsify{vl=-2}))' 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(sparsify{vl=8 reassociate-fp-reductions=true}))' | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// vl=N: the innermost loop over a compressed segment or a dense level becomes a loop of
// step N; over a segment with a mask of the remaining count, over a dense range of whole
// vectors followed by the scalar loop for the rest (vl-tail=auto; mask or scalar force
// one form). Values and coordinates are (masked) loads, x[crd[p]] a gather, loop
// invariants broadcasts; a sum is a vector accumulator reduced after the loop (floats only
// with reassociate-fp-reductions=true); the dense output's tensor chain is read and
// written with transfers.

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>
#CSR32 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  posWidth = 32,
  crdWidth = 32
}>
#rows = affine_map<(i, j) -> (i, j)>
#cols = affine_map<(i, j) -> (j)>
#out = affine_map<(i, j) -> (i)>
#all = affine_map<(i, j) -> ()>
#spmm_a = affine_map<(i, j, k) -> (i, k)>
#spmm_b = affine_map<(i, j, k) -> (k, j)>
#spmm_c = affine_map<(i, j, k) -> (i, j)>

// CHECK-LABEL: func.func @spmv(
// CHECK-DAG:     %[[CRD:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[VAL:.*]] = sparse_tensor.values %arg0
// CHECK-DAG:     %[[X:.*]] = bufferization.to_buffer %arg1 read_only
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 iter_args(%[[Y:.*]] = %arg2)
// CHECK:           %[[Y0:.*]] = tensor.extract %[[Y]][%[[I]]] : tensor<?xf64>
// CHECK:           %[[LO:.*]] = memref.load
// CHECK:           %[[HI:.*]] = memref.load
// CHECK:           %[[C8:.*]] = arith.constant 8 : index
// CHECK:           %[[ZERO:.*]] = arith.constant dense<-0.000000e+00> : vector<8xf64>
// CHECK:           %[[SUM:.*]] = scf.for %[[P:.*]] = %[[LO]] to %[[HI]] step %[[C8]] iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (vector<8xf64>) {
// CHECK:             %[[LEFT:.*]] = arith.subi %[[HI]], %[[P]] : index
// CHECK:             %[[N:.*]] = arith.minui %[[LEFT]], %[[C8]] : index
// CHECK:             %[[M:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// CHECK:             %[[J:.*]] = vector.maskedload %[[CRD]][%[[P]]], %[[M]], %{{.*}} : memref<?xindex>, vector<8xi1>, vector<8xindex> into vector<8xindex>
// CHECK:             %[[A:.*]] = vector.maskedload %[[VAL]][%[[P]]], %[[M]], %{{.*}} : memref<?xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
// CHECK:             %[[XJ:.*]] = vector.gather %[[X]][%{{.*}}] [%[[J]]], %[[M]], %{{.*}} : memref<?xf64>, vector<8xindex>, vector<8xi1>, vector<8xf64> into vector<8xf64>
// CHECK:             %[[PR:.*]] = arith.mulf %[[A]], %[[XJ]] : vector<8xf64>
// CHECK:             %[[S:.*]] = arith.addf %[[ACC]], %[[PR]] : vector<8xf64>
// CHECK:             %[[KEEP:.*]] = arith.select %[[M]], %[[S]], %[[ACC]] : vector<8xi1>, vector<8xf64>
// CHECK:             scf.yield %[[KEEP]] : vector<8xf64>
// CHECK:           }
// CHECK:           %[[R:.*]] = vector.reduction <add>, %[[SUM]], %[[Y0]] fastmath<reassoc> : vector<8xf64> into f64
// CHECK:           tensor.insert %[[R]] into %[[Y]][%[[I]]] : tensor<?xf64>
// A float sum keeps its order without reassociate-fp-reductions.
// ORDERED-LABEL: func.func @spmv(
// ORDERED-NOT:     vector.
// OFF-NOT:       vector.
// MLIR-LABEL: llvm.func @spmv(
// MLIR:         llvm.intr.masked.load
// MLIR:         llvm.intr.masked.gather
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>)
                     outs(%y : tensor<?xf64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}

// SpMM: the loop over C's columns reads B's row and C's row with vector transfers; A(i, k)
// is broadcast. Whole vectors first, unmasked; the scalar loop runs the rest.
// CHECK-LABEL: func.func @spmm(
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 iter_args
// CHECK:           scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args
// CHECK:             %[[K:.*]] = memref.load %{{.*}}[%[[P]]] : memref<?xindex>
// CHECK:             %[[A:.*]] = memref.load %{{.*}}[%[[P]]] : memref<?xf64>
// CHECK:             %[[C8:.*]] = arith.constant 8 : index
// CHECK:             %[[SPAN:.*]] = arith.subi %[[N:.*]], %c0 : index
// CHECK:             %[[Q:.*]] = arith.divui %[[SPAN]], %[[C8]] : index
// CHECK:             %[[W:.*]] = arith.muli %[[Q]], %[[C8]] : index
// CHECK:             %[[END:.*]] = arith.addi %c0, %[[W]] : index
// CHECK:             %[[AV:.*]] = vector.broadcast %[[A]] : f64 to vector<8xf64>
// CHECK:             %[[VC:.*]] = scf.for %[[J:.*]] = %c0 to %[[END]] step %[[C8]] iter_args(%[[C:.*]] = %{{.*}}) -> (tensor<?x?xf64>) {
// CHECK:               %[[B:.*]] = vector.load %{{.*}}[%[[K]], %[[J]]] : memref<?x?xf64>, vector<8xf64>
// CHECK:               %[[AB:.*]] = arith.mulf %[[AV]], %[[B]] : vector<8xf64>
// CHECK:               %[[C0:.*]] = vector.transfer_read %[[C]][%[[I]], %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<?x?xf64>, vector<8xf64>
// CHECK:               %[[S:.*]] = arith.addf %[[C0]], %[[AB]] : vector<8xf64>
// CHECK:               %[[WR:.*]] = vector.transfer_write %[[S]], %[[C]][%[[I]], %[[J]]] {in_bounds = [true]} : vector<8xf64>, tensor<?x?xf64>
// CHECK:               scf.yield %[[WR]] : tensor<?x?xf64>
// CHECK:             }
// CHECK:             scf.for %{{.*}} = %[[END]] to %[[N]] step %c1 iter_args(%{{.*}} = %[[VC]]) -> (tensor<?x?xf64>) {
// CHECK:               memref.load
// CHECK:               tensor.extract
// CHECK:               tensor.insert
// With vl-tail=mask, one loop with masked transfers.
// ORDERED-LABEL: func.func @spmm(
// ORDERED:         %[[M:.*]] = vector.create_mask %{{.*}} : vector<4xi1>
// ORDERED:         vector.maskedload %{{.*}}, %[[M]], %{{.*}} : memref<?x?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
// ORDERED:         vector.transfer_read %{{.*}}, %{{.*}}, %[[M]] {in_bounds = [true]} : tensor<?x?xf64>, vector<4xf64>
// ORDERED:         vector.transfer_write %{{.*}}, %[[M]] {in_bounds = [true]} : vector<4xf64>, tensor<?x?xf64>
// ORDERED-NOT:     scf.for
// ORDERED:       return
func.func @spmm(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64>, %c: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = linalg.generic {
    indexing_maps = [#spmm_a, #spmm_b, #spmm_c],
    iterator_types = ["parallel", "parallel", "reduction"]
  } ins(%a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64>) outs(%c : tensor<?x?xf64>) {
  ^bb0(%av: f64, %bv: f64, %cv: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %cv, %p : f64
    linalg.yield %s : f64
  } -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// An integer sum is always vectorized; 32-bit coordinates widen to index vectors.
// CHECK-LABEL: func.func @row_sums_i32(
// CHECK:         %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<8xi32>)
// CHECK:           vector.create_mask
// CHECK:           %[[V:.*]] = vector.maskedload %{{.*}} : memref<?xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
// CHECK:           arith.addi %[[ACC]], %[[V]] : vector<8xi32>
// CHECK:         vector.reduction <add>, %[[SUM]], %{{.*}} : vector<8xi32> into i32
// ORDERED-LABEL: func.func @row_sums_i32(
// ORDERED:         vector.reduction <add>, %{{.*}}, %{{.*}} : vector<4xi32> into i32
func.func @row_sums_i32(%a: tensor<?x?xi32, #CSR32>, %y: tensor<?xi32>) -> tensor<?xi32> {
  %r = linalg.generic {indexing_maps = [#rows, #out], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xi32, #CSR32>) outs(%y : tensor<?xi32>) {
  ^bb0(%v: i32, %o: i32):
    %s = arith.addi %o, %v : i32
    linalg.yield %s : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}

// The coordinates of a CSC column address the output: a scatter, measured slower than the
// scalar loop, which stays.
// CHECK-LABEL: func.func @spmv_csc(
// CHECK-NOT:     vector.
// CHECK:         return
func.func @spmv_csc(%a: tensor<8x64xf64, #CSC>, %x: tensor<64xf64>, %y: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<8x64xf64, #CSC>, tensor<64xf64>) outs(%y : tensor<8xf64>) -> tensor<8xf64>
  return %r : tensor<8xf64>
}

// COO runs are not vectorized (nor is anything in this kernel).
// CHECK-LABEL: func.func @sum_coo(
// CHECK-NOT:     vector.
// CHECK:         return
func.func @sum_coo(%a: tensor<?x?xf64, #COO>, %s: tensor<f64>) -> tensor<f64> {
  %r = linalg.generic {indexing_maps = [#rows, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<?x?xf64, #COO>) outs(%s : tensor<f64>) {
  ^bb0(%v: f64, %o: f64):
    %t = arith.addf %o, %v : f64
    linalg.yield %t : f64
  } -> tensor<f64>
  return %r : tensor<f64>
}

// ERR: sparsify: vl must be between 0 and 1024, got -2
