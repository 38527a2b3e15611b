// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// A sparse output that is not a fresh tensor. When the body reads it and is zero wherever
// it stores nothing ("simply dynamic", what MLIR updates in place), the loops visit its
// stored entries only and the new values go, in order, into a new tensor of the same
// pattern; when the body does not read it, it is overwritten like a fresh one.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#id1 = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @scale(
// CHECK-SAME:    %[[X:.*]]: tensor<4x?xf64, #sparse>
// CHECK:         %[[P:.*]] = sparse_tensor.positions %[[X]] {level = 1 : index}
// CHECK:         %[[C:.*]] = sparse_tensor.coordinates %[[X]] {level = 1 : index}
// CHECK:         %[[V:.*]] = sparse_tensor.values %[[X]]
// CHECK:         %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<4x?xf64, #sparse>
// CHECK:         %[[E:.*]] = tensor.empty(%[[D]]) : tensor<4x?xf64, #sparse>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[E]])
// CHECK:           %[[LO:.*]] = memref.load %[[P]][%[[I]]]
// CHECK:           %[[HI:.*]] = memref.load %[[P]]
// CHECK:           scf.for %[[Q:.*]] = %[[LO]] to %[[HI]]
// CHECK:             %[[J:.*]] = memref.load %[[C]][%[[Q]]]
// CHECK:             %[[A:.*]] = memref.load %[[V]][%[[Q]]]
// CHECK:             %[[M:.*]] = arith.mulf %[[A]], %{{.*}} : f64
// CHECK:             tensor.insert %[[M]] into %{{.*}}[%[[I]], %[[J]]]
// CHECK-NOT:     scf.while
// CHECK:         sparse_tensor.load %{{.*}} hasInserts
func.func @scale(%x: tensor<4x?xf64, #CSR>) -> tensor<4x?xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel", "parallel"]}
    outs(%x : tensor<4x?xf64, #CSR>) {
  ^bb0(%o: f64):
    %two = arith.constant 2.0 : f64
    %m = arith.mulf %o, %two : f64
    linalg.yield %m : f64
  } -> tensor<4x?xf64, #CSR>
  return %r : tensor<4x?xf64, #CSR>
}

// tanh in place over DCSR: both levels iterate the stored coordinates.
// CHECK-LABEL: func.func @tanh_dcsr(
// CHECK:         tensor.empty() : tensor<5x6xf64, #sparse{{[0-9]*}}>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             math.tanh
// CHECK:             tensor.insert
// CHECK-NOT:     scf.for
// CHECK:         sparse_tensor.load
func.func @tanh_dcsr(%x: tensor<5x6xf64, #DCSR>) -> tensor<5x6xf64, #DCSR> {
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel", "parallel"]}
    outs(%x : tensor<5x6xf64, #DCSR>) {
  ^bb0(%o: f64):
    %t = math.tanh %o : f64
    linalg.yield %t : f64
  } -> tensor<5x6xf64, #DCSR>
  return %r : tensor<5x6xf64, #DCSR>
}

// In place with a dense operand and a unary without absent region.
// CHECK-LABEL: func.func @shift_by_dense(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             memref.load %{{.*}} : memref<?xf64>
// CHECK:             %[[D:.*]] = memref.load %{{.*}} : memref<4x6xf64>
// CHECK:             arith.addf
// CHECK:             arith.mulf %{{.*}}, %[[D]]
// CHECK:             tensor.insert
func.func @shift_by_dense(%x: tensor<4x6xf64, #CSR>, %d: tensor<4x6xf64>) -> tensor<4x6xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel"]}
    ins(%d : tensor<4x6xf64>) outs(%x : tensor<4x6xf64, #CSR>) {
  ^bb0(%a: f64, %o: f64):
    %u = sparse_tensor.unary %o : f64 to f64
      present = {
      ^bb0(%v: f64):
        %one = arith.constant 1.0 : f64
        %s = arith.addf %v, %one : f64
        sparse_tensor.yield %s : f64
      }
      absent = {}
    %m = arith.mulf %u, %a : f64
    linalg.yield %m : f64
  } -> tensor<4x6xf64, #CSR>
  return %r : tensor<4x6xf64, #CSR>
}

// The same tensor in `ins` and `outs`, the output not read: overwritten, a new tensor
// filled from the input's stored entries.
// CHECK-LABEL: func.func @scale_ins_outs(
// CHECK-SAME:    %[[X:.*]]: tensor<4x6xf64, #sparse>
// CHECK:         sparse_tensor.positions %[[X]] {level = 1 : index}
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x6xf64, #sparse>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[E]])
// CHECK:           scf.for
// CHECK:             arith.mulf
// CHECK:             tensor.insert
func.func @scale_ins_outs(%x: tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel"]}
    ins(%x : tensor<4x6xf64, #CSR>) outs(%x : tensor<4x6xf64, #CSR>) {
  ^bb0(%a: f64, %o: f64):
    %two = arith.constant 2.0 : f64
    %m = arith.mulf %a, %two : f64
    linalg.yield %m : f64
  } -> tensor<4x6xf64, #CSR>
  return %r : tensor<4x6xf64, #CSR>
}

// A copy made by bufferization.alloc_tensor is not fresh: its entries are updated.
// CHECK-LABEL: func.func @tanh_copy(
// CHECK:         %[[C:.*]] = bufferization.alloc_tensor() copy(%{{.*}}) : tensor<4x6xf64, #sparse>
// CHECK:         sparse_tensor.positions %[[C]] {level = 1 : index}
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x6xf64, #sparse>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             math.tanh
// CHECK:             tensor.insert
func.func @tanh_copy(%x: tensor<4x6xf64, #CSR>) -> tensor<4x6xf64, #CSR> {
  %c = bufferization.alloc_tensor() copy(%x) : tensor<4x6xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel", "parallel"]}
    outs(%c : tensor<4x6xf64, #CSR>) {
  ^bb0(%o: f64):
    %t = math.tanh %o : f64
    linalg.yield %t : f64
  } -> tensor<4x6xf64, #CSR>
  return %r : tensor<4x6xf64, #CSR>
}

// SDDMM in place: the stored entries of S are visited, each reduces from its own value
// over k (a dense loop), and the result keeps S's pattern.
// CHECK-LABEL: func.func @sddmm(
// CHECK-SAME:    %[[S:[^:]*]]: tensor<8x8xf64, #sparse>
// CHECK:         %[[V:.*]] = sparse_tensor.values %[[S]]
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x8xf64, #sparse>
// CHECK:         scf.for %[[I:[^ ]*]] = {{.*}} iter_args(%{{.*}} = %[[E]])
// CHECK:           scf.for %[[Q:[^ ]*]] = {{.*}} -> (tensor<8x8xf64, #sparse>)
// CHECK:             %[[J:.*]] = memref.load %{{.*}}[%[[Q]]] : memref<?xindex>
// CHECK:             %[[S0:.*]] = memref.load %[[V]][%[[Q]]] : memref<?xf64>
// CHECK:             %[[SUM:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[S0]]) -> (f64)
// CHECK:               arith.mulf
// CHECK:               arith.addf %[[ACC]]
// CHECK:             tensor.insert %[[SUM]] into %{{.*}}[%[[I]], %[[J]]]
func.func @sddmm(%s: tensor<8x8xf64, #CSR>, %a: tensor<8x4xf64>, %b: tensor<4x8xf64>) -> tensor<8x8xf64, #CSR> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%a, %b : tensor<8x4xf64>, tensor<4x8xf64>) outs(%s : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    %u = sparse_tensor.unary %o : f64 to f64
      present = {
      ^bb0(%p: f64):
        %m = arith.mulf %x, %y : f64
        sparse_tensor.yield %m : f64
      }
      absent = {}
    %sum = sparse_tensor.reduce %o, %u, %zero : f64 {
    ^bb0(%p: f64, %q: f64):
      %t = arith.addf %p, %q : f64
      sparse_tensor.yield %t : f64
    }
    linalg.yield %sum : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}
