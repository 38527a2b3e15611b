// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not tile-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors inside constructs written across several lines are reported at mlir-opt-22's
// line and column (the FileCheck run checks the columns too).

// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:23: error: unexpected position bitwidth: 7
// expected-error @+1 {{unexpected position bitwidth: 7}}
#enc = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed),
  posWidth = 7
}>
func.func private @f(tensor<4x4xf32, #enc>)

// -----

#enc = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense,
  // CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:27: error: unknown level format: bogus
  // expected-error @+1 {{unknown level format: bogus}}
                     d1 : bogus),
  posWidth = 8
}>

// -----

// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:23: error: unexpected key: unknownKey
// expected-error @+1 {{unexpected key: unknownKey}}
#enc = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed),
  unknownKey = 8
}>

// -----

// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:23: error: expected compressed or loose_compressed level before singleton level
// expected-error @+1 {{expected compressed or loose_compressed level before singleton level}}
#enc = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense,
                     d1 : singleton)
}>

// -----

#enc = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  explicitVal = 1.0 : f64
}>
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:42: error: explicit value type mismatch between encoding and tensor element type: 'f64' != 'f32'
// expected-error @+1 {{explicit value type mismatch between encoding and tensor element type: 'f64' != 'f32'}}
func.func private @g(tensor<4x4xf32, #enc>)

// -----

#enc = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
func.func private @h(tensor<4x4x4xf32,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:9: error: dimension-rank mismatch between encoding and tensor shape: 2 != 3
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 3}}
    #enc>)

// -----

#map = affine_map<(d0, d1)
  -> (d0 floordiv 2,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:13: error: use of undeclared identifier
// expected-error @+1 {{use of undeclared identifier}}
      d1 mod s0)>

// -----

func.func @g(
    %a: i32,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:8: error: expected non-function type
// expected-error @+1 {{expected non-function type}}
    %b: f33) { return }

// -----

%0 = "test.op"() {
  a = [1, 2,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:12: error: integer bitwidth is limited to 16777215 bits
// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
       3 : i999999999],
  b = 1
} : () -> i32

// -----

%0 = "test.op"() {
  a = array<i32:
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:19: error: expected integer literal
// expected-error @+1 {{expected integer literal}}
            1, 2, x>
} : () -> i32

// -----

%0 = "test.op"() {
  a = 1,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:3: error: duplicate key 'a' in dictionary attribute
// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
  a = 2
} : () -> i32

// -----

%0 = "test.op"() {
  a = 1,
  // CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:8: error: expected '}' in attribute dictionary
  // expected-error @+1 {{expected '}' in attribute dictionary}}
  b = 2 c = 3
} : () -> i32

// -----

%0 = "test.op"() {d = dense<[[1, 2],
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:7: error: tensor literal is invalid; ranks are not consistent between elements
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
   [3]]> : tensor<2x2xi32>} : () -> i32

// -----

// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:23: error: inferred shape of elements literal ([2, 2]) does not match type ([2, 3])
// expected-error @+1 {{inferred shape of elements literal ([2, 2]) does not match type ([2, 3])}}
%0 = "test.op"() {d = dense<[[1, 2],
   [3, 4]]> : tensor<2x3xi32>} : () -> i32

// -----

// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:23: error: elements literal type must have static shape
// expected-error @+1 {{elements literal type must have static shape}}
%0 = "test.op"() {d = dense<[[1, 2],
   [3, 4]]> : tensor<?x2xi32>} : () -> i32

// -----

%0 = "test.op"() {d = dense<[[1, 2],
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 2]]:8: error: integer constant out of range for type
// expected-error @+1 {{integer constant out of range for type}}
   [3, 400]]> : tensor<2x2xi8>} : () -> i32

// -----

%0 = "test.op"() {d = dense<[1.0,
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 4]]:9: error: unexpected decimal integer literal for a floating point value
// CHECK: invalid-multiline-locations.mlir:[[# @LINE + 3]]:9: note: add a trailing dot to make the literal a float
// expected-note @+2 {{add a trailing dot to make the literal a float}}
// expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
       -2]> : tensor<2xf32>} : () -> i32

// -----

%0 = "test.op"() {a = loc("x":1:
// CHECK: invalid-multiline-locations.mlir:[[# @LINE - 1]]:33: error: expected integer column number in FileLineColRange
// expected-error @-2 {{expected integer column number in FileLineColRange}}
   "y")} : () -> i32
