// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A weight matrix given as a `dense_resource` blob in the file's resource section (as
// exported models carry their weights), converted to CSR and multiplied with a vector.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %w = arith.constant dense_resource<weights> : tensor<2x3xf32>
  %s = sparse_tensor.convert %w : tensor<2x3xf32> to tensor<2x3xf32, #CSR>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<2xf32>
  %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %y = linalg.matvec ins(%s, %x : tensor<2x3xf32, #CSR>, tensor<3xf32>) outs(%z : tensor<2xf32>) -> tensor<2xf32>
  // CHECK: ( 7, -6 )
  %v = vector.transfer_read %y[%c0], %f0 : tensor<2xf32>, vector<2xf32>
  vector.print %v : vector<2xf32>
  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 3
  // CHECK-NEXT: dim = ( 2, 3 )
  // CHECK-NEXT: lvl = ( 2, 3 )
  // CHECK-NEXT: pos[1] : ( 0, 2, 3 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 1 )
  // CHECK-NEXT: values : ( 1, 2, -3 )
  // CHECK-NEXT: ----
  sparse_tensor.print %s : tensor<2x3xf32, #CSR>
  bufferization.dealloc_tensor %s : tensor<2x3xf32, #CSR>
  return
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000000000004000000000000040C000000000"
    }
  }
#-}
