// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in bufferization ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @to_tensor_from_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @to_tensor_restrict_writable(%m: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected ':'}}
  %0 = bufferization.to_tensor %m restrict writable writable : memref<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @to_tensor_to_memref(%m: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to memref<4xf32>
  return %0 : tensor<4xf32>
}
