// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// scf.while canonicalizations, checked against mlir-opt-22 (both RUN lines): carried
// values that never change become their initial values, values from outside are used
// directly, the condition (and a repeated comparison) is true in the body, and unused,
// duplicated or never-read forwarded and carried values are dropped.

// CHECK: module {
// CHECK-NEXT: func.func private @use(i32)
// CHECK-NEXT: func.func private @next(i32) -> i32
// CHECK-NEXT: func.func private @keep(i32)
// CHECK-NEXT: func.func @w1(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.yield %1, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @w2(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @w3(%arg0: i32) -> i1 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0_i32) : (i32) -> (i32, i1) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg1, %1 : i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @search(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> (index, i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %c0) : (index) -> (index, i1) {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg3, %arg1 : index
// CHECK-NEXT: %2 = scf.if %1 -> (i32) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg3] : memref<?xi32>
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.cmpi ne, %2, %arg2 : i32
// CHECK-NEXT: %4 = arith.andi %1, %3 : i1
// CHECK-NEXT: scf.condition(%4) %arg3, %4 : index, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: i1):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : index, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unused(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = func.call @next(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = arith.cmpi ne, %1, %c0_i32 : i32
// CHECK-NEXT: scf.condition(%2) %1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: func.call @keep(%arg2) : (i32) -> ()
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @use(i32)
func.func private @next(i32) -> i32
func.func private @keep(i32)

// A bound that never changes, a value forwarded from outside, a repeated comparison.
func.func @w1(%n: i32, %m: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.while (%i = %c0, %k = %n, %u = %m) : (i32, i32, i32) -> (i32, i32, i32) {
    %cond = arith.cmpi slt, %i, %k : i32
    scf.condition(%cond) %i, %k, %u : i32, i32, i32
  } do {
  ^bb0(%i: i32, %k: i32, %u: i32):
    %next = arith.addi %i, %c1 : i32
    %cmp = arith.cmpi slt, %i, %k : i32
    %x = arith.select %cmp, %i, %k : i32
    func.call @use(%x) : (i32) -> ()
    scf.yield %next, %k, %next : i32, i32, i32
  }
  return %r#0, %r#2 : i32, i32
}
func.func @w2(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#1 : i32
}
func.func @w3(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i1) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %cond : i32, i1
  } do {
  ^bb0(%a: i32, %c: i1):
    %e = arith.extui %c : i1 to i32
    %s = arith.addi %a, %e : i32
    scf.yield %s : i32
  }
  return %r#1 : i1
}

// A search loop: the bound is loop-invariant, the flag is the condition.
func.func @search(%m: memref<?xi32>, %n: index, %key: i32) -> (index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %r:3 = scf.while (%i = %c0, %bound = %n, %found = %false) : (index, index, i1) -> (index, index, i1) {
    %in = arith.cmpi ult, %i, %bound : index
    %v = scf.if %in -> i32 {
      %x = memref.load %m[%i] : memref<?xi32>
      scf.yield %x : i32
    } else {
      scf.yield %key : i32
    }
    %ne = arith.cmpi ne, %v, %key : i32
    %go = arith.andi %in, %ne : i1
    scf.condition(%go) %i, %bound, %go : index, index, i1
  } do {
  ^bb0(%i: index, %bound: index, %go: i1):
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %bound, %go : index, index, i1
  }
  return %r#0, %r#2 : index, i1
}

// An unused carried value and a result nobody reads.
func.func @unused(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @next(%x) : (i32) -> i32
    %z = arith.constant 0 : i32
    %t = arith.cmpi ne, %c, %z : i32
    scf.condition(%t) %c, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    func.call @keep(%p) : (i32) -> ()
    %s = arith.addi %p, %p : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0 : i32
}
