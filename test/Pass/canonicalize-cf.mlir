// RUN: tile-opt %s -canonicalize | FileCheck %s
// Control-flow canonicalizations of MLIR's cf dialect: switch cases that go where the
// default goes are dropped, a switch with only its default becomes a branch, a jump to a
// block that only jumps on goes straight on, and a branch to a block it alone enters is
// merged; a constant condition picks its way. The CHECK lines are mlir-opt-22 --canonicalize's output.

// CHECK-LABEL: func.func @dispatch
// CHECK: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 0: ^bb1(%arg1, %arg2 : f32, f32),
// CHECK-NEXT: 1: ^bb1(%arg2, %arg2 : f32, f32),
// CHECK-NEXT: 4294967295: ^bb2(%arg1 : f32)
// CHECK-NEXT: ]
func.func @dispatch(%op: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %op : i32, [
    default: ^unknown,
    0: ^add(%a, %b : f32, f32),
    1: ^add(%b, %b : f32, f32),
    -1: ^neg(%a : f32),
    7: ^unknown
  ]
^add(%x: f32, %y: f32):
  %s = arith.addf %x, %y : f32
  return %s : f32
^neg(%z: f32):
  %n = arith.negf %z : f32
  return %n : f32
^unknown:
  %zero = arith.constant 0.0 : f32
  return %zero : f32
}

// CHECK-LABEL: func.func @collapses
// CHECK-NEXT: return
func.func @collapses(%f8: i8, %f64: i64) {
  cf.switch %f8 : i8, [
    default: ^bb1
  ]
^bb1:
  cf.switch %f8 : i8, [
    default: ^bb2(%f8 : i8),
    255: ^bb2(%f8 : i8),
    -128: ^bb3
  ]
^bb2(%v: i8):
  cf.br ^bb3
^bb3:
  return
}

// Both ways jump on to one block: a select of the operands, and one block.
// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32

// CHECK-LABEL: func.func @constant_condition
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%x : i32)
^right:
  cf.br ^join(%y : i32)
^join(%v: i32):
  return %v : i32
}

func.func @constant_condition(%x: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^never, ^always
^never:
  return %x : i32
^always:
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

// Inside a way only the branch enters, its condition is known: a select on it picks its
// operand, a second branch on it goes one way; an operand passed along the branch, and a
// block entered both ways (merged into the entry block), keep the condition.
// CHECK-LABEL: func.func @known_condition
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %0 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
func.func @known_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  %x = arith.select %c, %a, %b : i32
  cf.cond_br %c, ^done(%x : i32), ^never
^never:
  return %b : i32
^done(%r: i32):
  return %r : i32
^else:
  %y = arith.select %c, %a, %b : i32
  %z = arith.addi %y, %a : i32
  return %z : i32
}

// CHECK-LABEL: func.func @passed_along
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg0 : i1), ^bb2
// CHECK-NEXT:  ^bb1(%0: i1):
// CHECK-NEXT:    %1 = arith.xori %0, %true : i1
// CHECK-NEXT:    return %1 : i1
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %false : i1
func.func @passed_along(%c: i1) -> i1 {
  cf.cond_br %c, ^t(%c : i1), ^f
^t(%p: i1):
  %n = arith.xori %p, %c : i1
  return %n : i1
^f:
  return %c : i1
}

// CHECK-LABEL: func.func @entered_twice
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %0 : i32
func.func @entered_twice(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join, ^join
^join:
  %x = arith.select %c, %a, %b : i32
  return %x : i32
}
