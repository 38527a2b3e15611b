// RUN: my-opt %s -split-input-file -verify-diagnostics

func.func @float(%f: f32) -> f32 {
  // expected-error@+1 {{'my.double' op operand must be an integer or a tensor of integers, but got 'f32'}}
  %0 = my.double %f : f32
  return %0 : f32
}

// -----

func.func @types(%a: i32) -> i64 {
  // expected-error@+1 {{'my.double' op requires the operand and the result to have one type}}
  %0 = "my.double"(%a) : (i32) -> i64
  return %0 : i64
}

// -----

func.func @syntax(%a: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  %0 = my.double %a i32
  return %0 : i32
}
