// A small elementwise kernel: `tile-opt --assign-layouts --canonicalize examples/layouts.mlir`
// gives every tensor a TPU tiled layout (8x128, compact 2x128/4x128 for few rows, packed
// tiles for 16-bit types), inserts `tile.relayout` where layouts meet untiled arguments and
// results, folds what it can, and reports the padding cost as a remark.
func.func @scale_and_shift(%x: tensor<3x200xf32>, %y: tensor<3x200xf32>) -> tensor<3x200xf32> {
  %two = arith.constant dense<2.0> : tensor<3x200xf32>
  %zero = arith.constant dense<0.0> : tensor<3x200xf32>
  %a = arith.mulf %x, %two : tensor<3x200xf32>
  %b = arith.addf %a, %y : tensor<3x200xf32>
  %c = arith.addf %b, %zero : tensor<3x200xf32>
  return %c : tensor<3x200xf32>
}

func.func @half(%x: tensor<16x256xbf16>) -> tensor<16x256xf32> {
  %e = arith.extf %x : tensor<16x256xbf16> to tensor<16x256xf32>
  %s = arith.mulf %e, %e : tensor<16x256xf32>
  return %s : tensor<16x256xf32>
}
