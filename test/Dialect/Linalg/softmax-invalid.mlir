// RUN: tile-opt %s -split-input-file -verify-diagnostics

// linalg.softmax verifier errors (MLIR 22 messages; passes mlir-opt-22 -verify-diagnostics too).

func.func @bad_dim(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16xf32>) outs(%x : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @bad_shape(%x: tensor<2x16xf32>, %y: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%y : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @bad_elem(%x: tensor<2x16xf32>, %y: tensor<2x16xf16>) -> tensor<2x16xf16> {
  // expected-error @+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%y : tensor<2x16xf16>) -> tensor<2x16xf16>
  return %0 : tensor<2x16xf16>
}
