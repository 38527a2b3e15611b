// RUN: tile-opt %s --sparsify | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// Reductions that a zero changes (mul, min, max) see the implicit zeros: a compressed row
// is iterated over its stored entries only, and one zero joins when the row holds fewer
// entries than the dimension.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// CHECK-LABEL: func.func @prod_rows
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %[[I:.*]] = {{.*}} iter_args(%[[OUT:.*]] =
// CHECK:           tensor.extract %[[OUT]][%[[I]]]
// CHECK:           %[[LO:.*]] = memref.load
// CHECK:           %[[HI:.*]] = memref.load
// CHECK:           %[[P:.*]] = scf.for {{.*}} = %[[LO]] to %[[HI]]
// CHECK:             arith.mulf
// CHECK:           %[[N:.*]] = arith.subi %[[HI]], %[[LO]]
// CHECK:           %[[SHORT:.*]] = arith.cmpi ult, %[[N]]
// CHECK:           %[[Z:.*]] = arith.mulf %[[P]], %{{.*}}
// CHECK:           arith.select %{{.*}}, %[[Z]], %[[P]]
// CHECK-NOT:     scf.while
func.func @prod_rows(%a: tensor<8x8xf64, #CSR>, %c: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<8xf64>) {
  ^bb0(%x: f64, %o: f64):
    %s = arith.mulf %o, %x : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}

// A compare + select on a sparse operand is not zero-preserving: the loop visits every
// coordinate, with the stored entries as one case and the implicit zeros as the other
// (where the comparison of zero with the constant is known false).
// CHECK-LABEL: func.func @relu
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK:               arith.cmpf ogt
// CHECK:               arith.select
// CHECK:             } else {
// CHECK:               %[[F:.*]] = arith.constant false
// CHECK:               arith.select %[[F]]
func.func @relu(%a: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %one = arith.constant 1.0 : f64
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %o: f64):
    %gt = arith.cmpf ogt, %x, %one : f64
    %s = arith.select %gt, %x, %one : f64
    linalg.yield %s : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}
