// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// An identity linalg.generic between a sparse and a dense tensor becomes
// sparse_tensor.convert (MLIR 22's EraseIdentityLinalgOp), checked against mlir-opt-22
// (both RUN lines).

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @densify(%arg0: tensor<8x8xf64, #sparse>, %arg1: tensor<8x8xf64>) -> tensor<8x8xf64> {
// CHECK-NEXT: %0 = sparse_tensor.convert %arg0 : tensor<8x8xf64, #sparse> to tensor<8x8xf64>
// CHECK-NEXT: return %0 : tensor<8x8xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#id = affine_map<(d0, d1) -> (d0, d1)>
// A pass-through generic from a sparse tensor to a dense one is a conversion.
func.func @densify(%s: tensor<8x8xf64, #csr>, %d: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf64, #csr>) outs(%d : tensor<8x8xf64>) {
  ^bb0(%a: f64, %b: f64):
    linalg.yield %a : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}
