// RUN: tile-opt %s --sparsify | FileCheck %s

// CSR SpMM C = A B: rows (dense), the stored entries of a row (compressed), then the dense
// columns of B. A's value is loaded once per stored entry, outside the column loop (LLVM
// cannot hoist it past the stores into C).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// CHECK-LABEL: func.func @spmm
// CHECK-DAG:     %[[V:.*]] = sparse_tensor.values %arg0
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %[[I:[a-z0-9]+]] =
// CHECK:           scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args(
// CHECK-NEXT:        %[[K:.*]] = memref.load
// CHECK-NEXT:        %[[AV:.*]] = memref.load %[[V]][%[[P]]]
// CHECK-NEXT:        scf.for %[[J:.*]] = {{.*}} iter_args(%[[OUT:.*]] =
// CHECK-NOT:           memref.load %[[V]]
// CHECK:               arith.mulf %[[AV]],
// CHECK:               tensor.insert %{{.*}} into %[[OUT]][%[[I]], %[[J]]]
func.func @spmm(%a: tensor<8x6xf64, #CSR>, %b: tensor<6x4xf64>, %c: tensor<8x4xf64>) -> tensor<8x4xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<8x6xf64, #CSR>, tensor<6x4xf64>) outs(%c : tensor<8x4xf64>) -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}
