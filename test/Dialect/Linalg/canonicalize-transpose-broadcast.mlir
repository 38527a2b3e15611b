// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// linalg.transpose / linalg.broadcast and scf.execute_region canonicalizations, checked
// against mlir-opt-22 (both RUN lines): transposes compose (and vanish when the
// permutations cancel), a broadcast adding no dimension is its input, and a one-block
// execute_region is inlined unless marked no_inline.

// CHECK: module {
// CHECK-NEXT: func.func @transposes(%arg0: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<4x8x2xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8x2xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x4x8xf32>) outs(%0 : tensor<4x8x2xf32>) permutation = [1, 2, 0]
// CHECK-NEXT: return %arg0, %transposed : tensor<2x4x8xf32>, tensor<4x8x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @broadcast_nothing(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg1 : tensor<4xf32>) outs(%0 : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: return %arg0, %broadcasted : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @side(i32)
// CHECK-NEXT: func.func @regions(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: call @side(%0) : (i32) -> ()
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %2 = arith.addi %arg0, %0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// A transpose of a transpose is one transpose (none, when the permutations cancel).
func.func @transposes(%a: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<4x8x2xf32>) {
  %e = tensor.empty() : tensor<8x2x4xf32>
  %t = linalg.transpose ins(%a : tensor<2x4x8xf32>) outs(%e : tensor<8x2x4xf32>) permutation = [2, 0, 1]
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %back = linalg.transpose ins(%t : tensor<8x2x4xf32>) outs(%e2 : tensor<2x4x8xf32>) permutation = [1, 2, 0]
  %e3 = tensor.empty() : tensor<4x8x2xf32>
  %other = linalg.transpose ins(%t : tensor<8x2x4xf32>) outs(%e3 : tensor<4x8x2xf32>) permutation = [2, 0, 1]
  return %back, %other : tensor<2x4x8xf32>, tensor<4x8x2xf32>
}

// A broadcast that adds no dimension is its input.
func.func @broadcast_nothing(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) dimensions = []
  %s = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]
  return %r, %s : tensor<4x8xf32>, tensor<4x8xf32>
}

// A one-block execute_region is its body, unless marked no_inline.
func.func private @side(i32)
func.func @regions(%a: i32) -> (i32, i32) {
  %r = scf.execute_region -> i32 {
    %b = arith.muli %a, %a : i32
    func.call @side(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    %c = arith.addi %a, %r : i32
    scf.yield %c : i32
  }
  return %r, %s : i32, i32
}
