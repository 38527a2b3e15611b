// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// linalg.contract (signed and unsigned i8 -> i32 batch-reduced) and linalg.elementwise (unsigned
// max, user maps with transpose and broadcast, float chain on a buffer) run through the
// LinalgOp interface. The CHECK lines are what mlir-runner-22 prints for this file lowered as
// described in linalg-named-kernels.mlir.

// CHECK: 19
// CHECK-NEXT: 275
// CHECK-NEXT: 175
// CHECK-NEXT: 22
// CHECK-NEXT: 278
// CHECK-NEXT: 50146
// CHECK-NEXT: 382
// CHECK-NEXT: 50046
// CHECK-NEXT: 178
// CHECK-NEXT: 71
// CHECK-NEXT: 63303
// CHECK-NEXT: 63403
// CHECK-NEXT: 1.18921
// CHECK-NEXT: 0.0625
// CHECK-NEXT: 5.08053e-05

#lhs = affine_map<(batch, m, n, k) -> (batch, m, k)>
#rhs = affine_map<(batch, m, n, k) -> (batch, k, n)>
#acc = affine_map<(batch, m, n, k) -> (m, n)>

func.func @main() {
  %a = arith.constant dense<[[[1, 2], [3, 4]], [[-1, 0], [2, 250]]]> : tensor<2x2x2xi8>
  %b = arith.constant dense<[[[5, 6], [7, 8]], [[1, 1], [200, -3]]]> : tensor<2x2x2xi8>
  %c = arith.constant dense<1> : tensor<2x2xi32>
  // Signed and unsigned batch-reduced contractions of i8 into i32.
  %s = linalg.contract indexing_maps = [#lhs, #rhs, #acc]
         ins(%a, %b : tensor<2x2x2xi8>, tensor<2x2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  %u = linalg.contract indexing_maps = [#lhs, #rhs, #acc]
         ins(%a, %b : tensor<2x2x2xi8>, tensor<2x2x2xi8>) outs(%c : tensor<2x2xi32>) {cast = #linalg.type_fn<cast_unsigned>} -> tensor<2x2xi32>
  // Elementwise: unsigned max of the two, then a broadcast row added with transposed maps.
  %o = tensor.empty() : tensor<2x2xi32>
  %m = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned>
         ins(%s, %u : tensor<2x2xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2xi32>) -> tensor<2x2xi32>
  %row = arith.constant dense<[100, -100]> : tensor<2xi32>
  %t = linalg.elementwise kind=#linalg.elementwise_kind<sub>
         indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>]
         ins(%m, %row : tensor<2x2xi32>, tensor<2xi32>) outs(%o : tensor<2x2xi32>) -> tensor<2x2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %s[%i, %j] : tensor<2x2xi32>
      vector.print %v : i32
      %w = tensor.extract %u[%i, %j] : tensor<2x2xi32>
      vector.print %w : i32
      %x = tensor.extract %t[%i, %j] : tensor<2x2xi32>
      vector.print %x : i32
    }
  }
  // A float elementwise chain on a buffer.
  %f = arith.constant dense<[0.25, 4.0, 9.0]> : tensor<3xf32>
  %fb = bufferization.to_buffer %f : tensor<3xf32> to memref<3xf32>
  %ob = memref.alloc() : memref<3xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%fb : memref<3xf32>) outs(%ob : memref<3xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%ob, %fb : memref<3xf32>, memref<3xf32>) outs(%ob : memref<3xf32>)
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %ob[%i] : memref<3xf32>
    vector.print %v : f32
  }
  return
}
