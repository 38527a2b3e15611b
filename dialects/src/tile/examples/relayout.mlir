func.func @to_tpu(%x: tensor<16x256xf32>) -> tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">> {
  %y = tile.relayout %x : tensor<16x256xf32> to tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
  return %y : tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
}
