// RUN: not tile-opt %s -split-input-file 2>&1 | FileCheck %s
// Malformed names, reported where mlir-opt-22 reports them: a symbol must start with a
// letter or '_' (the lexer's error, at the character after '@'), and an undefined alias
// at the end of its name.

// CHECK: invalid-symbol-names.mlir:[[@LINE+1]]:12: error: @ identifier expected to start with letter or '_'
func.func @$invalid_function_name()

// -----

// CHECK: invalid-symbol-names.mlir:[[@LINE+1]]:12: error: @ identifier expected to start with letter or '_'
func.func @1st()

// -----

// CHECK: invalid-symbol-names.mlir:[[@LINE+1]]:19: error: @ identifier expected to start with letter or '_'
func.call @f() : @-x

// -----

func.func @f(%a: f32) {
  // CHECK: invalid-symbol-names.mlir:[[@LINE+1]]:43: error: undefined symbol alias id 'undefined_map'
  %0 = "test.op"(%a) {map = #undefined_map } : (f32) -> f32
  return
}

// -----

// CHECK: invalid-symbol-names.mlir:[[@LINE+1]]:31: error: undefined symbol alias id 'no_such_type'
func.func @g(%a: !no_such_type ) {
  return
}
