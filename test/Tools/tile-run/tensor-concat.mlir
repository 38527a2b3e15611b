// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// tensor.concat along each dimension (what mlir-runner-22 prints after
// --one-shot-bufferize=bufferize-function-boundaries and the LLVM conversions).

// CHECK: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
// CHECK-NEXT: ( ( 1, 2, 7 ), ( 3, 4, 8 ) )
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %c = arith.constant dense<[[7.0], [8.0]]> : tensor<2x1xf32>
  %r = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
  %s = tensor.concat dim(1) %a, %c : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %r[%c0, %c0], %pad : tensor<3x2xf32>, vector<3x2xf32>
  vector.print %v : vector<3x2xf32>
  %w = vector.transfer_read %s[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %w : vector<2x3xf32>
  return
}
