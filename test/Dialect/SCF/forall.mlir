// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

#tile = affine_map<(d0) -> (d0 * 4)>
#threads = [#gpu.thread<y>, #gpu.thread<x>]

// Tiles a 2-D copy over a 2x4 grid of threads, each inserting its 4x4 block.
func.func @tiled_copy(%in: tensor<8x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %res = scf.forall (%ti, %tj) in (2, 4) shared_outs(%acc = %init) -> (tensor<8x16xf32>) {
    %i = affine.apply #tile(%ti)
    %j = affine.apply #tile(%tj)
    %blk = tensor.extract_slice %in[%i, %j] [4, 4] [1, 1]
        : tensor<8x16xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %blk into %acc[%i, %j] [4, 4] [1, 1]
          : tensor<4x4xf32> into tensor<8x16xf32>
    }
  } {mapping = #threads}
  return %res : tensor<8x16xf32>
}

// Bounds and steps mixing constants and SSA values, and a normalized loop written out.
func.func @bounds(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.forall (%i) = (%lb) to (%ub) step (%step) {
    memref.store %one, %buf[%i] : memref<?xf32>
  }
  scf.forall (%i, %j) = (0, %lb) to (10, 20) step (2, 1) {
  }
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
    memref.store %one, %buf[%i] : memref<?xf32>
  }
  scf.forall (%i) = (0) to (%ub) step (1) {
    scf.forall.in_parallel {}
  }
  scf.forall () in () {
  }
  return
}

// Several shared outputs, a dynamic upper bound, rank-reducing and strided inserts.
func.func @outs(%n: index, %v: tensor<4xf32>, %m: tensor<?x8xf32>) -> (tensor<16xf32>, tensor<?x8xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %r:2 = scf.forall (%k) in (%n) shared_outs(%a = %e, %b = %m) -> (tensor<16xf32>, tensor<?x8xf32>) {
    %row = tensor.extract_slice %b[%k, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%k] [4] [4] : tensor<4xf32> into tensor<16xf32>
      tensor.parallel_insert_slice %row into %b[%k, 0] [1, 8] [1, 1] {note = "row"} : tensor<8xf32> into tensor<?x8xf32>
    }
  } {mapping = [#gpu.block<x>], tile.kind = "outer"}
  %u = scf.forall (%k) in (4) shared_outs(%a = %e) -> tensor<16xf32> {
  }
  return %r#0, %r#1 : tensor<16xf32>, tensor<?x8xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-LABEL: func.func @tiled_copy(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2, %arg3) in (2, 4) shared_outs(%arg4 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = affine.apply #map(%arg3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1, %2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%1, %2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.forall (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: memref.store %cst, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) = (0, %arg0) to (10, 20) step (2, 1) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) in (%arg1) {
// CHECK-NEXT: memref.store %cst, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) in (%arg1) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall () in () {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outs(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<?x8xf32>) -> (tensor<16xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %1:2 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %0, %arg5 = %arg2) -> (tensor<16xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[%arg3, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3] [4] [4] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, 0] [1, 8] [1, 1] {note = "row"} : tensor<8xf32> into tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.block<x>], tile.kind = "outer"}
// CHECK-NEXT: %2 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %0) -> (tensor<16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : tensor<16xf32>, tensor<?x8xf32>
// CHECK-NEXT: }
