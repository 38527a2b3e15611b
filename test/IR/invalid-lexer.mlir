// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Lexer errors with MLIR's messages, reported before the parser looks at the token.

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
%0 = "test.op"() : () -> (.)

// -----

// expected-error @+1 {{invalid SSA name}}
%0 = "test.op"(%) : () -> ()

// -----

// expected-error @+1 {{invalid block name}}
"test.op"()[^] : () -> ()

// -----

// expected-error @+1 {{invalid type identifier}}
"test.op"() : () -> !

// -----

// expected-error @+1 {{invalid attribute name}}
"test.op"() {a = #} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"test.op"() {a = @} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = "abc} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = @"abc} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"test.op"() {a = 1 : i32 `} : () -> ()
