// RUN: tile-opt %s -split-input-file -verify-diagnostics

// The structural checks of the declared structured ops, in MLIR's words (ODS constraints of
// LinalgStructuredOps.td), on ops written in generic form.

func.func @transpose_scalar_input(%a: f32, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op operand #0 must be memref of any type values or ranked tensor of any type values, but got 'f32'}}
  %t = "linalg.transpose"(%a, %e) <{permutation = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @transpose_no_permutation(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op requires attribute 'permutation'}}
  %t = "linalg.transpose"(%a, %e) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_three_operands(%a: tensor<4xf32>, %e: tensor<4x2xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op expected 2 operands, but found 3}}
  %b = "linalg.broadcast"(%a, %e, %e) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @map_scalar_result(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op result #0 must be variadic of tensor of any type values, but got 'f32'}}
  %m = "linalg.map"(%a, %e) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> f32
  return
}

// -----

func.func @map_two_blocks(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects region #0 to have 0 or 1 blocks}}
  %m = "linalg.map"(%a, %e) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  ^bb1:
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_scalar_result(%a: tensor<4xf32>, %e: tensor<f32>) {
  // expected-error @+1 {{'linalg.reduce' op result #0 must be variadic of tensor of any type values, but got 'f32'}}
  %r = "linalg.reduce"(%a, %e) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> f32
  return
}

// -----

// Three operands split as one input and one init (SameVariadicOperandSize rounds down).
func.func @reduce_odd_operands(%a: tensor<4xf32>, %e: tensor<f32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1}}
  %r = "linalg.reduce"(%a, %a, %e) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @reduce_unsorted_dimensions(%a: tensor<4x4xf32>, %e: tensor<f32>) {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %r = "linalg.reduce"(%a, %e) <{dimensions = array<i64: 1, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @generic_scalar_output(%a: tensor<4xf32>, %e: f32) {
  // expected-error @+1 {{'linalg.generic' op operand #1 must be variadic of shaped of any type values, but got 'f32'}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>],
                                  operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return
}

// -----

func.func @generic_memref_result(%a: tensor<4xf32>, %e: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>],
                                  operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @generic_maps_not_maps(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [1, 2], iterator_types = [2],
                                  operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_iterators_not_enums(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"],
                                  operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_no_iterators(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'iterator_types'}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_doc_not_string(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{invalid properties {doc = 3 : i64, indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>} for op linalg.generic: Invalid attribute `doc` in property conversion: 3 : i64}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>],
                                  doc = 3, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_two_regions(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op requires one region}}
  %g = "linalg.generic"(%a, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>],
                                  operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }, {}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
