// RUN: tile-opt %s -canonicalize='region-simplify=aggressive' | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize='region-simplify=aggressive' | FileCheck %s
// With region-simplify=aggressive, blocks that compute the same thing and go to the same
// place merge (their differing outside values become block arguments, one per distinct
// pair), and an argument every predecessor passes the same value is that value.

// Both branches double their value: the merged block takes it as an argument, which the
// branch then selects.
// CHECK-LABEL: func.func @double_either
// CHECK-NEXT:    %[[P:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.addi %[[P]], %[[P]] : i32
// CHECK-NEXT:    return %[[D]] : i32
func.func @double_either(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  %x = arith.addi %a, %a : i32
  cf.br ^join(%x : i32)
^right:
  %y = arith.addi %b, %b : i32
  cf.br ^join(%y : i32)
^join(%z: i32):
  return %z : i32
}

// The loop bound is passed around unchanged but from two different values, so it stays.
// CHECK-LABEL: func.func @count_to
// CHECK:         cf.br ^bb1(%{{.*}}, %arg0 : index, index)
// CHECK:       ^bb1(%[[I:.*]]: index, %[[M:.*]]: index):
// CHECK:         arith.cmpi slt, %[[I]], %[[M]] : index
func.func @count_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %n : index, index)
^head(%i: index, %m: index):
  %more = arith.cmpi slt, %i, %m : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %m : index, index)
^exit:
  return %i : index
}
