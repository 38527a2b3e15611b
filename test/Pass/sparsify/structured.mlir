// RUN: tile-opt %s --sparsify | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// 2:4 structured sparsity: rows (dense), blocks of four columns (dense), and the two stored
// coordinates of each block at positions 2*p and 2*p+1 (no positions buffer); the dense
// vector is read at block * 4 + coordinate.

#NV24 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>

// CHECK-LABEL: func.func @spmv
// CHECK-NOT:     sparse_tensor.positions
// CHECK:         %[[CRD:.*]] = sparse_tensor.coordinates %{{.*}} {level = 2 : index}
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[LO:.*]] = arith.muli %{{.*}}, %c2
// CHECK:             %[[HI:.*]] = arith.addi %[[LO]], %c2
// CHECK:             scf.for %[[P:.*]] = %[[LO]] to %[[HI]]
// CHECK:               memref.load %[[CRD]][%[[P]]]
// CHECK:               arith.muli %{{.*}}, %c4
// CHECK:               arith.mulf
// CHECK-NOT:     scf.while
func.func @spmv(%a: tensor<8x16xf64, #NV24>, %x: tensor<16xf64>, %y: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<8x16xf64, #NV24>, tensor<16xf64>) outs(%y : tensor<8xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}
