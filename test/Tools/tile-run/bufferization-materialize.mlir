// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: ( ( 1, 9, 8 ), ( 4, 5, 6 ) )

// bufferization.materialize_in_destination writes a tensor's value into a buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %small = arith.constant dense<[[9.0, 8.0]]> : tensor<1x2xf32>
  %ins = tensor.insert_slice %small into %t[0, 1] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x3xf32>
  %dst = memref.alloc() : memref<2x3xf32>
  bufferization.materialize_in_destination %ins in restrict writable %dst : (tensor<2x3xf32>, memref<2x3xf32>) -> ()
  %vd = vector.transfer_read %dst[%c0, %c0], %pad : memref<2x3xf32>, vector<2x3xf32>
  vector.print %vd : vector<2x3xf32>
  memref.dealloc %dst : memref<2x3xf32>
  return
}
