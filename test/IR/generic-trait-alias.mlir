// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// linalg.generic takes its trait dictionary as an alias, as MLIR does (mlir-opt-22 print).

// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
func.func @generic_trait_alias(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic #trait ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
