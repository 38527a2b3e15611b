// REQUIRES: mlir-opt
// Upstream MLIR 22 accepts the output in both forms; the pack form also verifies in
// tile-opt itself (linalg.pack/unpack are registered).
// RUN: tile-opt %s --lower-tiles | mlir-opt | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(lower-tiles{form=pack})' | mlir-opt | FileCheck %s --check-prefix=PACK

// CHECK-NOT: tile.
// CHECK-LABEL: func.func @to(%arg0: tensor<9x130xf32>) -> tensor<4096xf32>
// CHECK: scf.for
// CHECK: vector.transfer_read %arg0
// CHECK-SAME: tensor<9x130xf32>, vector<128xf32>
// CHECK: vector.transfer_write
// CHECK-SAME: {in_bounds = [true]} : vector<128xf32>, tensor<2x2x8x128xf32>
// CHECK: tensor.collapse_shape
// CHECK-LABEL: func.func @back(%arg0: tensor<4096xf32>) -> tensor<9x130xf32>
// CHECK: vector.transfer_read
// CHECK-SAME: {in_bounds = [true]} : tensor<2x2x8x128xf32>, vector<128xf32>
// CHECK: vector.transfer_write
// CHECK-SAME: : vector<128xf32>, tensor<9x130xf32>
// PACK-LABEL: func.func @to(
// PACK: linalg.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %{{.*}} : tensor<9x130xf32> -> tensor<2x2x8x128xf32>
// PACK-LABEL: func.func @back(
// PACK: linalg.unpack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %{{.*}} : tensor<2x2x8x128xf32> -> tensor<9x130xf32>
// Layouts with more than one tile level keep the reshape form (padded: the vector loops).
// PACK-LABEL: func.func @two_levels(
// PACK-NOT: linalg.pack
// PACK: vector.transfer_read
func.func @to(%x: tensor<9x130xf32>) -> tensor<4096xf32> {
  %t = tile.relayout %x : tensor<9x130xf32> to tensor<9x130xf32, #tile.layout<"{1,0:T(8,128)}">>
  %p = tile.to_physical %t : tensor<9x130xf32, #tile.layout<"{1,0:T(8,128)}">> to tensor<4096xf32>
  return %p : tensor<4096xf32>
}
func.func @back(%p: tensor<4096xf32>) -> tensor<9x130xf32> {
  %t = tile.from_physical %p : tensor<4096xf32> to tensor<9x130xf32, #tile.layout<"{1,0:T(8,128)}">>
  %x = tile.relayout %t : tensor<9x130xf32, #tile.layout<"{1,0:T(8,128)}">> to tensor<9x130xf32>
  return %x : tensor<9x130xf32>
}
func.func @two_levels(%x: tensor<10x200xbf16>) -> tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> {
  %y = tile.relayout %x : tensor<10x200xbf16> to tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
  return %y : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
}
