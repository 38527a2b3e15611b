// REQUIRES: tile-run
// tensor.collapse_shape of dynamically shaped tensors (as sparsified kernels emit them): the
// result sizes are products of the source's reassociated sizes, with no size operands.
// The CHECK lines are mlir-runner-22's output for `scripts/lower-with-mlir` of this file.
// RUN: tile-run %s | FileCheck %s
// CHECK: 6
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 8
// CHECK-NEXT: 9
// CHECK-NEXT: 10
// CHECK-NEXT: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 12
// CHECK-NEXT: 12

func.func @flatten(%t: tensor<?x?x?xf64>) -> tensor<?x?xf64> {
  %r = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x?xf64> into tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]],
                             [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]]> : tensor<2x3x2xf64>
  %d = tensor.cast %s : tensor<2x3x2xf64> to tensor<?x?x?xf64>
  %f = call @flatten(%d) : (tensor<?x?x?xf64>) -> tensor<?x?xf64>
  %rows = tensor.dim %f, %c0 : tensor<?x?xf64>
  %cols = tensor.dim %f, %c1 : tensor<?x?xf64>
  vector.print %rows : index
  vector.print %cols : index
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %v = tensor.extract %f[%i, %j] : tensor<?x?xf64>
      vector.print %v : f64
    }
  }
  %all = tensor.collapse_shape %d [[0, 1, 2]] : tensor<?x?x?xf64> into tensor<?xf64>
  %n = tensor.dim %all, %c0 : tensor<?xf64>
  vector.print %n : index
  %last = arith.subi %n, %c1 : index
  %v = tensor.extract %all[%last] : tensor<?xf64>
  vector.print %v : f64
  return
}
