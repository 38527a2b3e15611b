// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Named ops whose body MLIR 22's region builder refuses for the element types given:
// unsigned division, max and min on floats or i1, subtraction and signed division on i1
// (this file passes mlir-opt-22 -split-input-file -verify-diagnostics too).

func.func @max_pool_unsigned_into_float(%in: tensor<1x5x1xi8>, %win: tensor<2xi8>, %init: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
  // expected-error @+1 {{custom op 'linalg.pooling_nwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  %max = linalg.pooling_nwc_max_unsigned ins(%in, %win : tensor<1x5x1xi8>, tensor<2xi8>) outs(%init : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  return %max : tensor<1x4x1xf32>
}

// -----

func.func @min_pool_unsigned_float(%in: memref<1x4x4x2xf16>, %win: memref<2x2xf16>, %out: memref<1x3x3x2xf16>) {
  // expected-error @+1 {{custom op 'linalg.pooling_nhwc_min_unsigned' unsupported operation: unsigned min not on uint}}
  linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : memref<1x4x4x2xf16>, memref<2x2xf16>)
    outs(%out : memref<1x3x3x2xf16>)
  return
}

// -----

func.func @div_unsigned_float(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{custom op 'linalg.div_unsigned' unsupported operation: unsigned div not on uint}}
  %q = linalg.div_unsigned ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %q : tensor<4xf32>
}

// -----

func.func @div_unsigned_bool(%a: tensor<4xi1>, %b: tensor<4xi1>, %e: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{custom op 'linalg.div_unsigned' unsupported operation: unsigned div not on uint}}
  %q = linalg.div_unsigned ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%e : tensor<4xi1>) -> tensor<4xi1>
  return %q : tensor<4xi1>
}

// -----

func.func @max_pool_unsigned_bool(%in: tensor<1x5x1xi1>, %win: tensor<2xi1>, %init: tensor<1x4x1xi1>) -> tensor<1x4x1xi1> {
  // expected-error @+1 {{custom op 'linalg.pooling_nwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  %max = linalg.pooling_nwc_max_unsigned ins(%in, %win : tensor<1x5x1xi1>, tensor<2xi1>) outs(%init : tensor<1x4x1xi1>) -> tensor<1x4x1xi1>
  return %max : tensor<1x4x1xi1>
}

// -----

func.func @sub_bool(%a: tensor<2x2xi1>, %b: tensor<2x2xi1>, %e: tensor<2x2xi1>) -> tensor<2x2xi1> {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  %d = linalg.sub ins(%a, %b : tensor<2x2xi1>, tensor<2x2xi1>) outs(%e : tensor<2x2xi1>) -> tensor<2x2xi1>
  return %d : tensor<2x2xi1>
}

// -----

func.func @div_bool(%a: memref<3xi1>, %b: memref<3xi1>, %c: memref<3xi1>) {
  // expected-error @+1 {{custom op 'linalg.div' unsupported operation: div with bools}}
  linalg.div ins(%a, %b : memref<3xi1>, memref<3xi1>) outs(%c : memref<3xi1>)
  return
}
