// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// dense_resource<key> constants read their blob from the dialect_resources section; output from mlir-runner-22.

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 2, 3 )
// CHECK-NEXT: lvl = ( 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3 )
// CHECK-NEXT: crd[1] : ( 0, 1, 2 )
// CHECK-NEXT: values : ( 1, -3, 1.5 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 3 )
// CHECK-NEXT: lvl = ( 3 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 2 )
// CHECK-NEXT: values : ( -1, 42 )
// CHECK-NEXT: ----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @main() {
  %w = arith.constant dense_resource<weights> : tensor<2x3xf32>
  %sw = sparse_tensor.convert %w : tensor<2x3xf32> to tensor<2x3xf32, #CSR>
  sparse_tensor.print %sw : tensor<2x3xf32, #CSR>
  %i = arith.constant dense_resource<"ids 64"> : tensor<3xi64>
  %si = sparse_tensor.convert %i : tensor<3xi64> to tensor<3xi64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
  sparse_tensor.print %si : tensor<3xi64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
  bufferization.dealloc_tensor %sw : tensor<2x3xf32, #CSR>
  bufferization.dealloc_tensor %si : tensor<3xi64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
  return
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000000000000000000000000040C00000C03F",
      "ids 64": "0x08000000ffffffffffffffff00000000000000002a00000000000000"
    }
  }
#-}
