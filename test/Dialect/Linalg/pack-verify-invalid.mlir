// RUN: tile-opt %s -split-input-file -verify-diagnostics

// linalg.pack / linalg.unpack verification with MLIR 22's messages, in its order: zero tiles
// (static or constant), inner_dims_pos and outer_dims_perm, the number of tiles, the packed
// type's tile dims and shape (dynamic dims are compatible with any size), the padding value's
// type, and full tiles without a padding value, where a tile given as an operand counts when
// an arith.constant defines it and otherwise the packed outer dim must divide the source dim.
// Both ops take ranked tensors only (memrefs are refused when parsing)
// (this file passes mlir-opt-22 -split-input-file -verify-diagnostics too).

func.func @pos_dup(%src: tensor<4x6xf32>, %dst: tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %p = linalg.pack %src inner_dims_pos = [0, 0] inner_tiles = [2, 2] into %dst : tensor<4x6xf32> -> tensor<2x3x2x2xf32>
  return %p : tensor<2x3x2x2xf32>
}

// -----

func.func @pos_oob(%src: tensor<4x6xf32>, %dst: tensor<2x3x2xf32>) -> tensor<2x3x2xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %p = linalg.pack %src inner_dims_pos = [2] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x3x2xf32>
  return %p : tensor<2x3x2xf32>
}

// -----

func.func @perm_bad(%src: tensor<4x6xf32>, %dst: tensor<2x6x2xf32>) -> tensor<2x6x2xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %p = linalg.pack %src outer_dims_perm = [0, 0] inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x6x2xf32>
  return %p : tensor<2x6x2xf32>
}

// -----

func.func @perm_short(%src: tensor<4x6xf32>, %dst: tensor<2x6x2xf32>) -> tensor<2x6x2xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %p = linalg.pack %src outer_dims_perm = [0] inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x6x2xf32>
  return %p : tensor<2x6x2xf32>
}

// -----

func.func @tile_mismatch(%src: tensor<4x6xf32>, %dst: tensor<2x6x3xf32>) -> tensor<2x6x3xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x6x3xf32>
  return %p : tensor<2x6x3xf32>
}

// -----

func.func @tile_dyn_static(%src: tensor<4x6xf32>, %dst: tensor<2x6x2xf32>, %t: index) -> tensor<2x6x2xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%t] into %dst : tensor<4x6xf32> -> tensor<2x6x2xf32>
  return %p : tensor<2x6x2xf32>
}

// -----

func.func @domain(%src: tensor<4x6xf32>, %dst: tensor<3x6x2xf32>) -> tensor<3x6x2xf32> {
  // expected-error @+1 {{expected 'tensor<2x6x2xf32>' for the packed domain value, got 'tensor<3x6x2xf32>'}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<3x6x2xf32>
  return %p : tensor<3x6x2xf32>
}

// -----

func.func @zero(%src: tensor<4x6xf32>, %dst: tensor<2x6x0xf32>) -> tensor<2x6x0xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [0] into %dst : tensor<4x6xf32> -> tensor<2x6x0xf32>
  return %p : tensor<2x6x0xf32>
}

// -----

func.func @un_domain(%src: tensor<3x6x2xf32>, %dst: tensor<4x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{expected 'tensor<2x6x2xf32>' for the packed domain value, got 'tensor<3x6x2xf32>'}}
  %p = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<3x6x2xf32> -> tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// -----

func.func @un_domain_dyn(%src: tensor<2x6x?xf32>, %dst: tensor<4x6xf32>, %t: index) -> tensor<4x6xf32> {
  %p = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [%t] into %dst : tensor<2x6x?xf32> -> tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// -----

func.func @domain_dynsrc(%src: tensor<?x6xf32>, %dst: tensor<3x6x2xf32>) -> tensor<3x6x2xf32> {
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<?x6xf32> -> tensor<3x6x2xf32>
  return %p : tensor<3x6x2xf32>
}

// -----

func.func @domain_big(%src: tensor<4x6xf32>, %dst: tensor<2x7x2xf32>) -> tensor<2x7x2xf32> {
  // expected-error @+1 {{expected 'tensor<2x6x2xf32>' for the packed domain value, got 'tensor<2x7x2xf32>'}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x7x2xf32>
  return %p : tensor<2x7x2xf32>
}

// -----

func.func @pad_vs_domain(%src: tensor<7x4xf32>, %dst: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
  // expected-error @+1 {{expected 'tensor<4x4x2xf32>' for the packed domain value, got 'tensor<3x4x2xf32>'}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<7x4xf32> -> tensor<3x4x2xf32>
  return %p : tensor<3x4x2xf32>
}

// -----

func.func @zero_const(%src: tensor<4x6xf32>, %dst: tensor<2x6x?xf32>) -> tensor<2x6x?xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{invalid zero tile factor}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%c0] into %dst : tensor<4x6xf32> -> tensor<2x6x?xf32>
  return %p : tensor<2x6x?xf32>
}

// -----

func.func @zero_vs_pos(%src: tensor<4x6xf32>, %dst: tensor<2x6x0xf32>) -> tensor<2x6x0xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %p = linalg.pack %src inner_dims_pos = [5] inner_tiles = [0] into %dst : tensor<4x6xf32> -> tensor<2x6x0xf32>
  return %p : tensor<2x6x0xf32>
}

// -----

func.func @too_many(%src: tensor<4xf32>, %dst: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2, 2] into %dst : tensor<4xf32> -> tensor<2x2x2xf32>
  return %p : tensor<2x2x2xf32>
}

// -----

func.func @count_vs_rank(%src: tensor<4x6xf32>, %dst: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2, 2] into %dst : tensor<4x6xf32> -> tensor<2x2x2xf32>
  return %p : tensor<2x2x2xf32>
}

// -----

func.func @padtype(%src: tensor<7x4xf32>, %dst: tensor<4x4x2xf32>, %v: f16) -> tensor<4x4x2xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %p = linalg.pack %src padding_value(%v : f16) inner_dims_pos = [0] inner_tiles = [2] into %dst : tensor<7x4xf32> -> tensor<4x4x2xf32>
  return %p : tensor<4x4x2xf32>
}

// -----

func.func @neg(%src: tensor<4x6xf32>, %dst: tensor<2x6x2xf32>) -> tensor<2x6x2xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %p = linalg.pack %src inner_dims_pos = [-1] inner_tiles = [2] into %dst : tensor<4x6xf32> -> tensor<2x6x2xf32>
  return %p : tensor<2x6x2xf32>
}

// -----

func.func @const_tile(%src: tensor<3xf32>) -> tensor<1x?xf32> {
  %c4 = arith.constant 4 : index
  %dst = tensor.empty(%c4) : tensor<1x?xf32>
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%c4] into %dst : tensor<3xf32> -> tensor<1x?xf32>
  return %p : tensor<1x?xf32>
}

// -----

func.func @outer_dim(%src: tensor<7x4xf32>, %t: index) -> tensor<2x4x?xf32> {
  %dst = tensor.empty(%t) : tensor<2x4x?xf32>
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%t] into %dst : tensor<7x4xf32> -> tensor<2x4x?xf32>
  return %p : tensor<2x4x?xf32>
}

// -----

func.func @outer_dim_ok(%src: tensor<8x4xf32>, %t: index) -> tensor<2x4x?xf32> {
  %dst = tensor.empty(%t) : tensor<2x4x?xf32>
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%t] into %dst : tensor<8x4xf32> -> tensor<2x4x?xf32>
  return %p : tensor<2x4x?xf32>
}

// -----

func.func @outer_perm(%src: tensor<4x6xf32>, %t: index) -> tensor<4x4x?xf32> {
  %dst = tensor.empty(%t) : tensor<4x4x?xf32>
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %p = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [%t]
      into %dst : tensor<4x6xf32> -> tensor<4x4x?xf32>
  return %p : tensor<4x4x?xf32>
}

// -----

func.func @padded_const_tile(%src: tensor<3xf32>, %pad: f32) -> tensor<1x?xf32> {
  %c4 = arith.constant 4 : index
  %dst = tensor.empty(%c4) : tensor<1x?xf32>
  %p = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0] inner_tiles = [%c4] into %dst : tensor<3xf32> -> tensor<1x?xf32>
  return %p : tensor<1x?xf32>
}

// -----

func.func @pack_memref(%s: memref<5x7xf32>, %d: memref<2x3x4x2xf32>, %p: f32) {
  // expected-error @+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<5x7xf32>'}}
  linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %d : memref<5x7xf32> -> memref<2x3x4x2xf32>
  return
}

// -----

func.func @unpack_into_memref(%s: tensor<2x3x4x2xf32>, %d: memref<5x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.unpack' invalid kind of type specified: expected builtin.tensor, but found 'memref<5x7xf32>'}}
  linalg.unpack %s inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %d : tensor<2x3x4x2xf32> -> memref<5x7xf32>
  return
}

// -----

func.func @unpack_unranked(%s: tensor<*xf32>, %d: tensor<5x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.unpack' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %u = linalg.unpack %s inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %d : tensor<*xf32> -> tensor<5x7xf32>
  return
}

// -----

func.func @pack_generic_memref(%s: memref<5x7xf32>, %d: tensor<2x3x4x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op operand #0 must be ranked tensor of any type values, but got 'memref<5x7xf32>'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 4, 2>}> : (memref<5x7xf32>, tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return
}
