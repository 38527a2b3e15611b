// RUN: not tile-opt %s -split-input-file --lower-tiles 2>&1 | FileCheck %s

// CHECK: error: 'linalg.fill' op has a tiled (#tile.layout) operand or result that lower-tiles cannot retype
func.func @fill(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>, %c: f32) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = linalg.fill ins(%c : f32) outs(%x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}

// -----

// CHECK: error: 'tile.relayout' op cannot lower: lower-tiles needs static shapes for tiled tensors
func.func @dynamic(%x: tensor<?x5xf32>) -> tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = tile.relayout %x : tensor<?x5xf32> to tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<?x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}
