// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// scf.if canonicalizations, checked against mlir-opt-22 (both RUN lines): constant
// conditions, the condition known inside its branches, empty else branches, results
// hoisted into selects or dropped when unused, results that are the condition, negated
// conditions swapping the branches, consecutive ifs on one condition joined and nested
// ifs combined with arith.andi.

// CHECK: module {
// CHECK-NEXT: func.func private @side(i32)
// CHECK-NEXT: func.func private @compute(i32) -> i32
// CHECK-NEXT: func.func @static_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: call @side(%arg0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @known_inside(%arg0: i1, %arg1: memref<i1>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @partial(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = func.call @compute(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = func.call @compute(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %0, %arg2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @yields_cond(%arg0: i1, %arg1: i32) -> i1 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = func.call @compute(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @side(%arg1) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: call @side(%0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = func.call @compute(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @combine(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = func.call @compute(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = func.call @compute(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = func.call @compute(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @side(i32)
func.func private @compute(i32) -> i32

// A constant condition leaves the branch taken.
func.func @static_cond(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    func.call @side(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %false = arith.constant false
  scf.if %false {
    func.call @side(%b) : (i32) -> ()
  }
  return %r : i32
}

// Inside a branch the condition is known; an else that only yields goes away.
func.func @known_inside(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
  }
  return
}

// Results computed inside stay; those taken from outside become selects; unused ones and
// ones equal on both ways go away.
func.func @partial(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:4 = scf.if %c -> (i32, i32, i32, i32) {
    %x = func.call @compute(%a) : (i32) -> i32
    scf.yield %x, %a, %b, %a : i32, i32, i32, i32
  } else {
    %y = func.call @compute(%b) : (i32) -> i32
    scf.yield %y, %b, %b, %b : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// A result that is the condition.
func.func @yields_cond(%c: i1, %a: i32) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i32) {
    %x = func.call @compute(%a) : (i32) -> i32
    scf.yield %true, %x : i1, i32
  } else {
    func.call @side(%a) : (i32) -> ()
    scf.yield %false, %a : i1, i32
  }
  func.call @side(%r#1) : (i32) -> ()
  return %r#0 : i1
}

// A negated condition swaps the branches.
func.func @not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %x = func.call @compute(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    func.call @side(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// Consecutive ifs on one condition join; the second reads the first's branch values.
func.func @combine(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = func.call @compute(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %c -> i32 {
    %y = func.call @compute(%r) : (i32) -> i32
    scf.yield %y : i32
  } else {
    func.call @side(%r) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}

// Nested ifs become one on both conditions.
func.func @nested(%c: i1, %d: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = func.call @compute(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
