// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// tensor.bitcast reinterprets each element's bits (0x3F800000 is 1.0, 0xC0000000 is -2.0,
// 0x3F000000 is 0.5; checked by hand: mlir-opt-22's one-shot-bufferize cannot bufferize
// tensor.bitcast); tensor.reshape takes its result shape from its shape operand (what
// mlir-runner-22 prints for that part alone).

// CHECK: ( 1, -2, 0.5, 0 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
func.func @main() {
  %c0 = arith.constant 0 : index
  %i = arith.constant dense<[1065353216, -1073741824, 1056964608, 0]> : tensor<4xi32>
  %f = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %f[%c0], %pad : tensor<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
  %s = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<6xi64>, tensor<2xindex>) -> tensor<2x3xi64>
  %z = arith.constant 0 : i64
  %w = vector.transfer_read %r[%c0, %c0], %z : tensor<2x3xi64>, vector<2x3xi64>
  vector.print %w : vector<2x3xi64>
  return
}
