// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @shape_mismatch(%x: tensor<3x5xf32>) {
  // expected-error@+1 {{'tile.relayout' op source and result must have the same shape and element type, but got 'tensor<3x5xf32>' and 'tensor<3x6xf32>'}}
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x6xf32>
  return
}

// -----

func.func @element_mismatch(%x: tensor<3x5xf32>) {
  // expected-error@+1 {{'tile.relayout' op source and result must have the same shape and element type, but got 'tensor<3x5xf32>' and 'tensor<3x5xf16, #tile.layout<"{1,0:T(2,2)}">>'}}
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf16, #tile.layout<"{1,0:T(2,2)}">>
  return
}

// -----

func.func @rank_mismatch(%x: tensor<3x5xf32>) {
  // expected-error@+1 {{'tile.relayout' op layout of the result #0 does not fit 'tensor<3x5xf32, #tile.layout<"{0:T(2)}">>': Dimensions size is 2, but minor to major size is 1.}}
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{0:T(2)}">>
  return
}

// -----

func.func @duplicate_dims(%x: tensor<3x5xf32, #tile.layout<"{0,0}">>) {
  // expected-error@+1 {{'tile.relayout' op layout of the operand #0 does not fit 'tensor<3x5xf32, #tile.layout<"{0,0}">>': layout minor_to_major field has duplicate values: {0,0}}}
  %y = tile.relayout %x : tensor<3x5xf32, #tile.layout<"{0,0}">> to tensor<3x5xf32>
  return
}

// -----

func.func @combined_dynamic(%x: tensor<3x?xf32>) {
  // expected-error@+1 {{'tile.relayout' op layout of the result #0 does not fit 'tensor<3x?xf32, #tile.layout<"{1,0:T(*,2)}">>': dimension 1 is dynamic, but the layout needs its extent}}
  %y = tile.relayout %x : tensor<3x?xf32> to tensor<3x?xf32, #tile.layout<"{1,0:T(*,2)}">>
  return
}

// -----

func.func @unranked(%x: tensor<*xf32>) {
  // expected-error@+1 {{'tile.relayout' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %y = "tile.relayout"(%x) : (tensor<*xf32>) -> tensor<3xf32>
  return
}

// -----

// The custom form parses a ranked tensor type where the operand's type goes (as MLIR's
// declarative formats do for a ranked-tensor operand).
func.func @unranked_custom(%x: tensor<*xf32>) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %y = tile.relayout %x : tensor<*xf32> to tensor<3xf32>
  return
}

// -----

func.func @other_encoding(%x: tensor<3xf32>) {
  // expected-error@+1 {{'tile.relayout' op result #0 must be a tensor with a #tile.layout encoding or none, but got 'tensor<3xf32, "foo">'}}
  %y = tile.relayout %x : tensor<3xf32> to tensor<3xf32, "foo">
  return
}

// -----

// expected-error@+1 {{invalid XLA layout: expects layout to end with }}}
func.func private @out_of_order(tensor<3x5xf32, #tile.layout<"{1,0:E(4)T(2,2)}">>)

// -----

// expected-error@+1 {{invalid XLA layout: tile dimensions must be positive, got 0}}
func.func private @zero_tile(tensor<3x5xf32, #tile.layout<"{1,0:T(0,2)}">>)

// -----

// expected-error@+1 {{invalid XLA layout: the most minor dimension of a tile cannot be combined ('*'): there is no more minor dimension to merge it into}}
func.func private @trailing_star(tensor<3x5xf32, #tile.layout<"{1,0:T(2,*)}">>)

// -----

// expected-error@+1 {{unknown attribute `tiles` in dialect `tile`}}
func.func private @unknown(tensor<3x5xf32, #tile.tiles<"{1,0}">>)
