// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: ( 1, -2, 3, -4 )
// CHECK-NEXT: ( -3, 4.5, 3, 2.375 )

// Arith ops apply elementwise to tensors, as MLIR lowers them to linalg.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %f0 = arith.constant 0.0 : f64
    %a = arith.constant dense<[1.5, -2.25, 3.0, -4.75]> : tensor<4xf64>
    %b = arith.constant dense<[2.0, 2.0, -1.0, 0.5]> : tensor<4xf64>
    %i = arith.fptosi %a : tensor<4xf64> to tensor<4xi32>
    %vi = vector.transfer_read %i[%c0], %c0_i32 : tensor<4xi32>, vector<4xi32>
    vector.print %vi : vector<4xi32>
    %p = arith.mulf %a, %b : tensor<4xf64>
    %r = arith.negf %p : tensor<4xf64>
    %vr = vector.transfer_read %r[%c0], %f0 : tensor<4xf64>, vector<4xf64>
    vector.print %vr : vector<4xf64>
    return
  }
}
