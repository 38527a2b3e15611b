// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// CHECK: ( ( 7, 8, 9 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( ( ( 3 ), ( 6 ), ( 9 ) ), ( ( 1 ), ( 4 ), ( 7 ) ) )
// CHECK-NEXT: ( 2, 9 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 0, 0, 0 ), ( 7, 8, 9 ) )

// Row and point gathers, and a scatter of rows back into a zero matrix. MLIR does not
// bufferize tensor.gather/scatter, so mlir-runner cannot run this program: the values are
// those MLIR's op documentation defines (row ids [2, 0]; points (0, 1), (2, 2)).
func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %ids = arith.constant dense<[[2], [0]]> : tensor<2x1xindex>
  %rows = tensor.gather %t[%ids] gather_dims([0]) unique : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  %v = vector.transfer_read %rows[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  %cols = tensor.gather %t[%ids] gather_dims([1]) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3x1xf32>
  %w = vector.transfer_read %cols[%c0, %c0, %c0], %pad : tensor<2x3x1xf32>, vector<2x3x1xf32>
  vector.print %w : vector<2x3x1xf32>
  %pts = arith.constant dense<[[0, 1], [2, 2]]> : tensor<2x2xi32>
  %p = tensor.gather %t[%pts] gather_dims([0, 1]) : (tensor<3x3xf32>, tensor<2x2xi32>) -> tensor<2xf32>
  %pv = vector.transfer_read %p[%c0], %pad : tensor<2xf32>, vector<2xf32>
  vector.print %pv : vector<2xf32>
  %z = arith.constant dense<0.0> : tensor<3x3xf32>
  %s = tensor.scatter %rows into %z[%ids] scatter_dims([0]) unique : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  %sv = vector.transfer_read %s[%c0, %c0], %pad : tensor<3x3xf32>, vector<3x3xf32>
  vector.print %sv : vector<3x3xf32>
  return
}
