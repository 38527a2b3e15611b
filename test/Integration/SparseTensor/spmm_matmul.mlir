// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sparse (CSR) times dense with the named `linalg.matmul`, the result printed row by row
// through `vector.transfer_read`.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @spmm(%a: tensor<3x4xf32, #CSR>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x2xf32>
  %c = linalg.fill ins(%zero : f32) outs(%init : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul
    ins(%a, %b : tensor<3x4xf32, #CSR>, tensor<4x2xf32>)
    outs(%c : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %da = arith.constant dense<[[1.0, 0.0, 0.0, 2.0],
                              [0.0, 0.0, 0.0, 0.0],
                              [0.0, 3.0, 4.0, 0.0]]> : tensor<3x4xf32>
  %a = sparse_tensor.convert %da : tensor<3x4xf32> to tensor<3x4xf32, #CSR>
  %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %r = call @spmm(%a, %b) : (tensor<3x4xf32, #CSR>, tensor<4x2xf32>) -> tensor<3x2xf32>
  // CHECK: ( ( 15, 18 ), ( 0, 0 ), ( 29, 36 ) )
  %v = vector.transfer_read %r[%c0, %c0], %pad : tensor<3x2xf32>, vector<3x2xf32>
  vector.print %v : vector<3x2xf32>
  bufferization.dealloc_tensor %a : tensor<3x4xf32, #CSR>
  return
}
