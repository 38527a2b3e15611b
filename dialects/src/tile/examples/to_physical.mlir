func.func @image(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<24xf32> {
  // 3x5 padded to 4x6 and stored tile by tile: 24 elements.
  %m = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  return %m : tensor<24xf32>
}
