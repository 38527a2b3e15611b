// RUN: tile-opt %s -cse | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(any(cse))' | FileCheck %s

// CSE with MLIR's semantics; the CHECK lines are mlir-opt-22's output for this file.

// Identical side-effect-free ops merge; operands of commutative ops match in any order.
// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0, %0, %0 : i32, i32, i32
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// Discardable attributes and result types are part of the identity.
// CHECK-LABEL: func.func @attrs(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 {tag} : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %1, %0 : i32, i32, i32
func.func @attrs(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a {tag} : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a {tag} : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @types(
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    %1 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:    return %0, %1, %0 : i32, i64, i32
func.func @types(%a: index) -> (i32, i64, i32) {
  %0 = arith.index_cast %a : index to i32
  %1 = arith.index_cast %a : index to i64
  %2 = arith.index_cast %a : index to i32
  return %0, %1, %2 : i32, i64, i32
}

// Values of enclosing regions are visible in nested regions, not the other way round.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %4 = arith.subi %0, %arg0 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %4 = arith.subi %0, %arg0 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.subi %0, %arg0 : i32
// CHECK-NEXT:    %3 = arith.addi %1, %2 : i32
// CHECK-NEXT:    return %3 : i32
func.func @nested(%a: i32, %c: i1) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %a, %a : i32
    %3 = arith.subi %2, %a : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.subi %0, %a : i32
    scf.yield %4 : i32
  }
  %5 = arith.subi %0, %a : i32
  %6 = arith.addi %1, %5 : i32
  return %6 : i32
}

// In a CFG, a value is reused only where its block dominates.
// CHECK-LABEL: func.func @cfg(
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb3(%1 : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %2 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb3(%2 : i32)
// CHECK-NEXT:  ^bb3(%3: i32):
// CHECK-NEXT:    %4 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:    %5 = arith.addi %3, %4 : i32
// CHECK-NEXT:    return %5 : i32
func.func @cfg(%a: i32, %c: i1) -> i32 {
  %0 = arith.muli %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.addi %0, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%4: i32):
  %5 = arith.addi %0, %a : i32
  %6 = arith.addi %4, %5 : i32
  return %6 : i32
}

// Ops dead when visited are erased; ops that only die later stay (canonicalize removes them).
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %arg0 : i32
func.func @dead(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %a : i32
  return %a : i32
}

// Ops with regions merge when their regions are identical.
// CHECK-LABEL: func.func @regions(
// CHECK-NEXT:    %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0 : i32, i32
func.func @regions(%a: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = arith.addi %a, %a : i32
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %2 : i32, i32
}

// Ops with side effects are never merged.
// CHECK-LABEL: func.func @effects(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    memref.store %c0_i32, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    memref.store %c0_i32, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return
func.func @effects(%m: memref<4xi32>, %i: index) {
  %c = arith.constant 0 : i32
  %c_0 = arith.constant 0 : i32
  memref.store %c, %m[%i] : memref<4xi32>
  memref.store %c_0, %m[%i] : memref<4xi32>
  return
}

// Nothing is shared across functions (isolated from above).
// CHECK-LABEL: func.func @isolated(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
func.func @isolated() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
