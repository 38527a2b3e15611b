// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// linalg.pack / linalg.unpack as mlir-opt-22 prints them (padding, permuted outer dims,
// dynamic tiles; unpack may drop partial tiles).

// CHECK-LABEL: func.func @pack_unpack(
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %arg1 : tensor<5x256xf32> -> tensor<1x2x8x128xf32>
// CHECK-NEXT: %pack_0 = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [%arg3, 128] into %arg4 : tensor<5x256xf32> -> tensor<?x?x?x128xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %arg5 : tensor<1x2x8x128xf32> -> tensor<5x256xf32>
func.func @pack_unpack(%x: tensor<5x256xf32>, %d: tensor<1x2x8x128xf32>, %c: f32, %n: index, %dd: tensor<?x?x?x128xf32>, %u: tensor<5x256xf32>) -> (tensor<1x2x8x128xf32>, tensor<?x?x?x128xf32>, tensor<5x256xf32>) {
  %0 = linalg.pack %x padding_value(%c : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %d : tensor<5x256xf32> -> tensor<1x2x8x128xf32>
  %1 = linalg.pack %x padding_value(%c : f32) inner_dims_pos = [0, 1] inner_tiles = [%n, 128] into %dd : tensor<5x256xf32> -> tensor<?x?x?x128xf32>
  %2 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %u : tensor<1x2x8x128xf32> -> tensor<5x256xf32>
  return %0, %1, %2 : tensor<1x2x8x128xf32>, tensor<?x?x?x128xf32>, tensor<5x256xf32>
}
