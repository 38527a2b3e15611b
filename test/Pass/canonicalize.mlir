// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false}))' | FileCheck %s

// Folding, dead-code removal and constant uniquing/hoisting; the CHECK lines are
// mlir-opt-22's output for this file (constants land at the top of the function, the most
// recently materialized first).

// CHECK-LABEL: func.func @fold_chain(
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %c12_i32, %c7_i32 : i32, i32, i32
func.func @fold_chain(%a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %w = arith.muli %c3, %c4 : i32
  %v = arith.addi %c3, %c4 : i32
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  return %y, %w, %v : i32, i32, i32
}

// CHECK-LABEL: func.func @identities(
// CHECK-NEXT:    return %arg0, %arg0, %arg0, %arg1 : i32, i32, i32, i1
func.func @identities(%a: i32, %b: i1) -> (i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c1 : i32
  %1 = arith.subi %a, %c0 : i32
  %2 = arith.ori %a, %c0 : i32
  %t = arith.constant true
  %3 = arith.andi %b, %t : i1
  return %0, %1, %2, %3 : i32, i32, i32, i1
}

// CHECK-LABEL: func.func @dead(
// CHECK-NEXT:    return %arg0 : i32
func.func @dead(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.constant 5 : i32
  return %a : i32
}

// Equal constants are uniqued and hoisted to the entry of the function.
// CHECK-LABEL: func.func @dedup_and_hoist(
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %2 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c7_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %0, %c7_i32 : i32
// CHECK-NEXT:    return %1 : i32
func.func @dedup_and_hoist(%a: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %k = arith.constant 7 : i32
    %s = arith.addi %a, %k : i32
    scf.yield %s : i32
  } else {
    %k2 = arith.constant 7 : i32
    scf.yield %k2 : i32
  }
  %k3 = arith.constant 7 : i32
  %r = arith.addi %0, %k3 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @cmp_select(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    return %true, %arg0, %c5 : i1, i32, index
func.func @cmp_select(%a: i32, %b: i32) -> (i1, i32, index) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.cmpi slt, %c1, %c2 : i32
  %1 = arith.select %0, %a, %b : i32
  %c5 = arith.constant 5 : i32
  %2 = arith.index_cast %c5 : i32 to index
  return %0, %1, %2 : i1, i32, index
}

// CHECK-LABEL: func.func @floats(
// CHECK-NEXT:    %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 9.000000e+00 : f64
// CHECK-NEXT:    return %cst, %cst_0 : f32, f64
func.func @floats() -> (f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %0 = arith.addf %a, %b : f32
  %c = arith.constant 3.0 : f64
  %1 = arith.mulf %c, %c : f64
  return %0, %1 : f32, f64
}

// Constants folded inside a loop body are hoisted out of it.
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:    %c84_i32 = arith.constant 84 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:      memref.store %c84_i32, %arg1[%arg2] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loop(%n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.constant 42 : i32
    %k2 = arith.constant 2 : i32
    %v = arith.muli %k, %k2 : i32
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// Unreachable blocks are erased (region-simplify=normal).
// CHECK-LABEL: func.func @unreachable(
// CHECK-NOT:     arith.addi
// CHECK:         return %arg0 : i32
func.func @unreachable(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  return %a : i32
}

// -----

// A conditional branch to a block that only holds ub.unreachable never takes that way: it
// becomes an unconditional branch to the other successor, as MLIR's cf.cond_br pattern
// does, the unreachable block goes away and the live block, now with one predecessor,
// is merged into the entry block (MLIR's SimplifyBrToBlockWithSinglePred).
// CHECK-LABEL: func.func @branch_around_unreachable
// CHECK-NOT: cf.cond_br
// CHECK-NOT: ub.unreachable
// CHECK-NOT: cf.br
// CHECK: arith.addi %arg1, %arg1
// CHECK-NEXT: return
func.func @branch_around_unreachable(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^dead, ^live(%x : i32)
^dead:
  ub.unreachable
^live(%v: i32):
  %0 = arith.addi %v, %v : i32
  return %0 : i32
}
