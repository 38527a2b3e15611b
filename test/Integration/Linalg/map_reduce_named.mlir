// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// linalg.map, linalg.reduce, linalg.elementwise and the named unary/binary ops on dense
// tensors.

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %a = arith.constant dense<[[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.5, 0.5, 0.5], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %m = linalg.map ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %p = arith.mulf %x, %y : f32
      linalg.yield %p : f32
    }
  // CHECK: ( ( 0.5, -1, 1.5 ), ( -8, 10, -12 ) )
  %v0 = vector.transfer_read %m[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v0 : vector<2x3xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %z1 = linalg.fill ins(%f0 : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%z1 : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // CHECK-NEXT: ( 2, -5 )
  %v1 = vector.transfer_read %r[%c0], %f0 : tensor<2xf32>, vector<2xf32>
  vector.print %v1 : vector<2xf32>
  %abs = linalg.abs ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
  %v2 = vector.transfer_read %abs[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v2 : vector<2x3xf32>
  %mx = linalg.max ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: ( ( 1, 0.5, 3 ), ( 2, 5, 2 ) )
  %v3 = vector.transfer_read %mx[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v3 : vector<2x3xf32>
  %sub = linalg.elementwise kind=#linalg.elementwise_kind<sub>
    ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: ( ( 0.5, -2.5, 2.5 ), ( -6, 3, -8 ) )
  %v4 = vector.transfer_read %sub[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v4 : vector<2x3xf32>
  %sq = linalg.square ins(%b : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: ( ( 0.25, 0.25, 0.25 ), ( 4, 4, 4 ) )
  %v5 = vector.transfer_read %sq[%c0, %c0], %f0 : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v5 : vector<2x3xf32>
  return
}
