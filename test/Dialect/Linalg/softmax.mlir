// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt %s --linalg-generalize-named-ops | FileCheck %s

// linalg.softmax on tensors and buffers (an aggregate op: generalization leaves it alone).
// Checks are mlir-opt-22's output.

func.func @softmax(%x: tensor<2x16x32xf32>, %init: tensor<2x16x32xf32>, %m: memref<4x8xf32>, %o: memref<4x8xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return %0 : tensor<2x16x32xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @softmax(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>) -> tensor<2x16x32xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT: linalg.softmax {tag} dimension(0) ins(%arg2 : memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT: return %0 : tensor<2x16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16x32xf32>, tensor<2x16x32xf32>, memref<4x8xf32>, memref<4x8xf32>) -> tensor<2x16x32xf32>, sym_name = "softmax"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>):
// GENERIC-NEXT: %0 = "linalg.softmax"(%arg0, %arg1) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GENERIC-NEXT: "linalg.softmax"(%arg2, %arg3) <{dimension = 0 : i64}> {tag} : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0) : (tensor<2x16x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
