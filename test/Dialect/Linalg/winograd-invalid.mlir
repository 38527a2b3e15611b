// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Winograd transform errors with MLIR 22's messages and locations (passes
// mlir-opt-22 -split-input-file -verify-diagnostics too).

!g = tensor<2x3x3x5xf32>
!u = tensor<4x4x5x2xf32>

func.func @unknown_case(%g: !g, %u: !u) -> !u {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_3_2) ins(%g : !g) outs(%u : !u) -> !u
  return %0 : !u
}

// -----

func.func @unknown_case_string(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' invalid fmr attribute specification: "F_6_3"}}
  %0 = linalg.winograd_filter_transform fmr("F_6_3") ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @case_as_integer(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(1) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @empty_case(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op requires attribute 'fmr'}}
  %0 = linalg.winograd_filter_transform fmr("") ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @generic_bad_case(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{invalid properties {fmr = 3 : i32} for op linalg.winograd_filter_transform: Invalid attribute `fmr` in property conversion: 3 : i32}}
  %0 = "linalg.winograd_filter_transform"(%g, %u) <{fmr = 3 : i32}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @generic_wrong_width(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{invalid properties {fmr = 0 : i64} for op linalg.winograd_filter_transform: Invalid attribute `fmr` in property conversion: 0 : i64}}
  %0 = "linalg.winograd_filter_transform"(%g, %u) <{fmr = 0 : i64}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @dictionary_bad_case(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op attribute 'fmr' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2}}
  %0 = "linalg.winograd_filter_transform"(%g, %u) {fmr = 7 : i32} : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @missing_case(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op requires attribute 'fmr'}}
  %0 = "linalg.winograd_filter_transform"(%g, %u) : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @memref_filter(%g: memref<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' invalid kind of type specified: expected builtin.tensor, but found 'memref<2x3x3x5xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : memref<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @unranked_input(%d: tensor<*xf32>, %v: tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_input_transform' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<*xf32>) outs(%v : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
  return %0 : tensor<4x4x2x2x2x5xf32>
}

// -----

func.func @filter_rank(%g: tensor<3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<3x3x5xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @input_output_rank(%d: tensor<2x6x6x5xf32>, %v: tensor<4x4x2x2x10xf32>) -> tensor<4x4x2x2x10xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op operand #1 must be 6D tensor of any type values, but got 'tensor<4x4x2x2x10xf32>'}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x6x6x5xf32>) outs(%v : tensor<4x4x2x2x10xf32>) -> tensor<4x4x2x2x10xf32>
  return %0 : tensor<4x4x2x2x10xf32>
}

// -----

func.func @output_result_rank(%m: tensor<4x4x2x2x2x5xf32>, %y: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5x1xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op result #0 must be 4D tensor of any type values, but got 'tensor<2x4x4x5x1xf32>'}}
  %0 = "linalg.winograd_output_transform"(%m, %y) <{fmr = 0 : i32}> : (tensor<4x4x2x2x2x5xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x5x1xf32>
  return %0 : tensor<2x4x4x5x1xf32>
}

// -----

func.func @filter_element_types(%g: tensor<2x3x3x5xf16>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op failed to verify that all of {filter, output} have same element type}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf16>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @input_element_types(%d: tensor<2x6x6x5xf32>, %v: tensor<4x4x2x2x2x5xbf16>) -> tensor<4x4x2x2x2x5xbf16> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op failed to verify that all of {input, output} have same element type}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x6x6x5xf32>) outs(%v : tensor<4x4x2x2x2x5xbf16>) -> tensor<4x4x2x2x2x5xbf16>
  return %0 : tensor<4x4x2x2x2x5xbf16>
}

// -----

func.func @output_element_types(%m: tensor<4x4x2x2x2x5xi32>, %y: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op failed to verify that all of {value, output} have same element type}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%m : tensor<4x4x2x2x2x5xi32>) outs(%y : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}

// -----

func.func @filter_height(%g: tensor<2x4x3x5xf32>, %u: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%g : tensor<2x4x3x5xf32>) outs(%u : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_dynamic_width(%g: tensor<2x3x?x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x?x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @filter_one_by_one(%g: tensor<2x1x1x5xf32>, %u: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x1x1x5xf32>) outs(%u : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %0 : tensor<1x1x5x2xf32>
}

// -----

// A filter of r = 3 is not one of F(2, 5).
func.func @filter_wrong_r(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

// F(4, 3) tiles are 6 x 6.
func.func @filter_alpha(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

// The output is (alphaH, alphaW, C, F), not (alphaH, alphaW, F, C).
func.func @filter_channels(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x2x5xf32>) -> tensor<4x4x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x2x5xf32>) -> tensor<4x4x2x5xf32>
  return %0 : tensor<4x4x2x5xf32>
}

// -----

// A 3 x 1 filter is transformed on its height only.
func.func @filter_one_side(%g: tensor<2x3x1x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x1x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @filter_result_type(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x?xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expected type of operand #1 ('tensor<4x4x5x2xf32>') to match type of corresponding result ('tensor<4x4x5x?xf32>')}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x?xf32>
  return %0 : tensor<4x4x5x?xf32>
}

// -----

// The op's own shape check comes before the result check.
func.func @filter_shape_before_result(%g: tensor<2x3x3x5xf32>, %u: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf16> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%g : tensor<2x3x3x5xf32>) outs(%u : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf16>
  return %0 : tensor<4x4x5x2xf16>
}

// -----

// (8 - (3 - 1)) / 2 = 3 tiles, not 2.
func.func @input_tiles(%d: tensor<2x8x6x5xf32>, %v: tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x8x6x5xf32>) outs(%v : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
  return %0 : tensor<4x4x2x2x2x5xf32>
}

// -----

// A dynamic image height needs the full alpha.
func.func @input_dynamic_one_side(%d: tensor<2x?x6x5xf32>, %v: tensor<1x4x7x2x2x5xf32>) -> tensor<1x4x7x2x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x?x6x5xf32>) outs(%v : tensor<1x4x7x2x2x5xf32>) -> tensor<1x4x7x2x2x5xf32>
  return %0 : tensor<1x4x7x2x2x5xf32>
}

// -----

func.func @input_batch(%d: tensor<2x6x6x5xf32>, %v: tensor<4x4x2x2x3x5xf32>) -> tensor<4x4x2x2x3x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x6x6x5xf32>) outs(%v : tensor<4x4x2x2x3x5xf32>) -> tensor<4x4x2x2x3x5xf32>
  return %0 : tensor<4x4x2x2x3x5xf32>
}

// -----

func.func @input_result_type(%d: tensor<2x6x6x5xf32>, %v: tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf64> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op expected type of operand #1 ('tensor<4x4x2x2x2x5xf32>') to match type of corresponding result ('tensor<4x4x2x2x2x5xf64>')}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<2x6x6x5xf32>) outs(%v : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf64>
  return %0 : tensor<4x4x2x2x2x5xf64>
}

// -----

func.func @output_alpha_height(%m: tensor<5x4x2x2x2x5xf32>, %y: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%m : tensor<5x4x2x2x2x5xf32>) outs(%y : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}

// -----

// F(2, 5) tiles are 6 x 6.
func.func @output_alpha_width(%m: tensor<6x4x2x2x2x5xf32>, %y: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_5) ins(%m : tensor<6x4x2x2x2x5xf32>) outs(%y : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}

// -----

func.func @output_image(%m: tensor<4x1x2x3x2x5xf32>, %y: tensor<2x4x6x5xf32>) -> tensor<2x4x6x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%m : tensor<4x1x2x3x2x5xf32>) outs(%y : tensor<2x4x6x5xf32>) -> tensor<2x4x6x5xf32>
  return %0 : tensor<2x4x6x5xf32>
}

// -----

func.func @output_result_type(%m: tensor<4x4x2x2x2x5xf32>, %y: tensor<2x4x4x5xf32>) -> tensor<2x4x4x6xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expected type of operand #1 ('tensor<2x4x4x5xf32>') to match type of corresponding result ('tensor<2x4x4x6xf32>')}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%m : tensor<4x4x2x2x2x5xf32>) outs(%y : tensor<2x4x4x5xf32>) -> tensor<2x4x4x6xf32>
  return %0 : tensor<2x4x4x6xf32>
}
