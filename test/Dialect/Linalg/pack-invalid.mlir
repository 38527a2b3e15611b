// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @partial_tile_without_padding(%x: tensor<4x256xf32>, %d: tensor<1x2x8x128xf32>) -> tensor<1x2x8x128xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %d : tensor<4x256xf32> -> tensor<1x2x8x128xf32>
  return %0 : tensor<1x2x8x128xf32>
}

// -----

func.func @tile_count(%x: tensor<4x256xf32>, %d: tensor<1x2x8x128xf32>) -> tensor<1x2x8x128xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %x inner_dims_pos = [0] inner_tiles = [8, 128] into %d : tensor<4x256xf32> -> tensor<1x2x8x128xf32>
  return %0 : tensor<1x2x8x128xf32>
}

// -----

func.func @packed_rank(%x: tensor<4x256xf32>, %d: tensor<1x2x8xf32>) -> tensor<1x2x8xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %d : tensor<4x256xf32> -> tensor<1x2x8xf32>
  return %0 : tensor<1x2x8xf32>
}
