// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Literal rules and messages of MLIR's attribute parser (buildAttributeAPInt ranges,
// DenseArrayElementParser, TensorLiteralParser).

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -0 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 9223372036854775808 : index} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<9223372036854775808> : tensor<1xindex>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {a = dense<[-1]> : tensor<1xui8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[128]> : tensor<1xsi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[2]> : tensor<1xi1>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"test.op"() {d = dense<[1, 2]> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"test.op"() {d = dense<[1, 2]> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([2, 2])}}
"test.op"() {d = dense<[]> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2x2xi8>'}}
"test.op"() {d = dense<"0x0102"> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {d = dense<true> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 1, 400>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"test.op"() {a = array<i8: 1, 4.5>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: true, 2>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = array<i8: true>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {a = array<f32: true>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: -129>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: -0>} : () -> ()

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() {a = loc("x":1:2 to 3)} : () -> ()

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() {a = loc("x":1:2 to )} : () -> ()

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"test.op"() {a = loc("x":99999999999:2)} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"test.op"() {a = dense<1.0> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"test.op"() {a = dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"test.op"() {a = -1 : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[1], offset: 99999999999999999999>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"test.op"() {a = strided<[1], offset 2>} : () -> ()

// -----

// expected-error @+1 {{expected 'offset' after comma}}
"test.op"() {a = strided<[1], off: 2>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = strided<[1] offset: 2>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"test.op"() {a = distinct[a]<1>} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = opaque<"x", "0x00"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close an array attribute}}
"test.op"() {a = array<i8: 1 2>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after dense array type}}
"test.op"() {a = array<i8 1>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"test.op"() {a = [1, 2 3]} : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"test.op"() {a = 1, } : () -> ()

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<4xf32, 1, 2>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = tensor<4 f32>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"test.op"() {a = memref<4xf32 1>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"test.op"() {a = tuple<i32 f32>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in vector type}}
"test.op"() {a = vector<[4]xf32, 1>} : () -> ()
