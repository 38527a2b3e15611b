// RUN: tile-opt %s -split-input-file -verify-diagnostics

// A linalg.generic trait given as an alias must be a dictionary with iterator types MLIR
// knows (this file passes mlir-opt-22 -split-input-file -verify-diagnostics too).

#notdict = [1, 2]
func.func @a(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  %0 = linalg.generic #notdict ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#noiters = {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]}
func.func @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic #noiters ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#badit = {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["window"]}
func.func @c(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (window)}}
  %0 = linalg.generic #badit ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#t = {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]}
func.func @d(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic #t ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
