// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @poison_value_not_poison() -> i32 {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return %0 : i32
}

// -----

func.func @unreachable_not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @poison_without_type() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison
  return
}
