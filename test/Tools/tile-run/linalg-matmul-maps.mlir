// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// linalg.matmul with a broadcast operand and linalg.batch_reduce_matmul with a transposed one,
// on buffers, through the LinalgOp interface. The CHECK lines are what mlir-runner-22 prints
// for this file lowered as described in linalg-named-kernels.mlir.

// CHECK: 9
// CHECK-NEXT: 6
// CHECK-NEXT: 11
// CHECK-NEXT: 6
// CHECK-NEXT: 9
// CHECK-NEXT: 5
// CHECK-NEXT: 11
// CHECK-NEXT: 3

func.func @main() {
  %v = arith.constant dense<[1.0, -1.0, 2.0]> : tensor<3xf32>
  %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %vm = bufferization.to_buffer %v : tensor<3xf32> to memref<3xf32>
  %bm = bufferization.to_buffer %b : tensor<3x2xf32> to memref<3x2xf32>
  %out = memref.alloc() : memref<2x2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%out : memref<2x2xf32>)
  // Every row of the output gets the same broadcast vector times B.
  linalg.matmul indexing_maps = [
                  affine_map<(m, n, k) -> (k)>,
                  affine_map<(m, n, k) -> (k, n)>,
                  affine_map<(m, n, k) -> (m, n)>
                ]
                ins(%vm, %bm : memref<3xf32>, memref<3x2xf32>)
                outs(%out : memref<2x2xf32>)
  %a = arith.constant dense<[[[1.0, 2.0], [0.0, 1.0], [1.0, 1.0]], [[2.0, 0.0], [1.0, 1.0], [0.0, 3.0]]]> : tensor<2x3x2xf32>
  %am = bufferization.to_buffer %a : tensor<2x3x2xf32> to memref<2x3x2xf32>
  %bb = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[1.0, 2.0], [2.0, 1.0], [0.0, 0.0]]]> : tensor<2x3x2xf32>
  %bbm = bufferization.to_buffer %bb : tensor<2x3x2xf32> to memref<2x3x2xf32>
  %acc = memref.alloc() : memref<2x2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%acc : memref<2x2xf32>)
  // Batch-reduced A^T B.
  linalg.batch_reduce_matmul indexing_maps = [
                       affine_map<(b, m, n, k) -> (b, k, m)>,
                       affine_map<(b, m, n, k) -> (b, k, n)>,
                       affine_map<(b, m, n, k) -> (m, n)>
                     ]
                     ins(%am, %bbm : memref<2x3x2xf32>, memref<2x3x2xf32>)
                     outs(%acc : memref<2x2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %out[%i, %j] : memref<2x2xf32>
      vector.print %x : f32
      %y = memref.load %acc[%i, %j] : memref<2x2xf32>
      vector.print %y : f32
    }
  }
  return
}
