func.func @wrong_message(%x: i32) -> i32 {
  %0 = arith.addi %x, %y : i32 // expected-error {{wrong message}}
  return %0 : i32
}

// -----

// expected-error@+1 {{never produced}}
func.func @fine() {
  return
}

// -----

func.func @unexpected(%x: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----

func.func @kind(%x: i32) -> i32 {
  // expected-warning@+1 {{undeclared SSA value}}
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----

// expected-error-re@+1 {{unterminated {{regex}}
func.func @bad_regex() {
  return
}
