// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @wrong_length(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) {
  // expected-error@+1 {{'tile.to_physical' op physical buffer must have 24 elements (the padded size of 'tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>'), but has 15}}
  %p = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<15xf32>
  return
}

// -----

func.func @wrong_element(%p: tensor<24xf16>) {
  // expected-error@+1 {{'tile.from_physical' op the tensor and its physical buffer must have the same element type, but got 'tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>' and 'tensor<24xf16>'}}
  %x = tile.from_physical %p : tensor<24xf16> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return
}

// -----

func.func @not_1d(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) {
  // expected-error@+1 {{'tile.to_physical' op result #0 must be a 1-D tensor without encoding, but got 'tensor<2x12xf32>'}}
  %p = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<2x12xf32>
  return
}

// -----

func.func @dynamic(%x: tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">>) {
  // expected-error@+1 {{'tile.to_physical' op operand #0 must be a statically shaped ranked tensor with a #tile.layout encoding or none, but got 'tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">>': expected a static shape}}
  %p = tile.to_physical %x : tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  return
}

// -----

func.func @rank(%p: tensor<24xf32>) {
  // expected-error@+1 {{'tile.from_physical' op result #0 must be a statically shaped ranked tensor with a #tile.layout encoding or none, but got 'tensor<3x5xf32, #tile.layout<"{0:T(2)}">>': Dimensions size is 2, but minor to major size is 1.}}
  %x = tile.from_physical %p : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{0:T(2)}">>
  return
}
