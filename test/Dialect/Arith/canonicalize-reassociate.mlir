// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// arith patterns, checked against mlir-opt-22 (both RUN lines): chains of add/sub/mul with
// constants combine their constants (keeping the overflow flags both steps had; scalars
// only, as MLIR), a negated comparison is the inverse comparison, truncating an extension
// to a width above the original's is the narrower extension, a bitcast round trip is the
// value, and andi/ori of a value with itself is the value.

// CHECK: module {
// CHECK-NEXT: func.func @consts(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32, index, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c6_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: return %0, %arg0, %1, %2, %arg1, %arg0 : i32, i32, i32, i32, index, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @logic(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i1, i32, i32, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %arg2, %arg0, %c0_i32, %arg2 : i1, i1, i32, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: i8, %arg1: f32, %arg2: f16) -> (i8, i16, f32, i32) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %2 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: return %arg0, %0, %1, %2 : i8, i16, f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @floats(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @muls(%arg0: i64, %arg1: i64) -> (i64, i64, i64, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %arg0, %c0_i64, %arg0, %0 : i64, i64, i64, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @chains(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32, i32, i32, index, i32) {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT: %2 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.subi %arg0, %c12_i32 overflow<nsw> : i32
// CHECK-NEXT: %4 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %5 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %6 = arith.muli %arg1, %c9 : index
// CHECK-NEXT: %7 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, index, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @vec(%arg0: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.addi %0, %cst : vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @notcmp(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32) -> (i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi ult, %arg2, %arg3 : i32
// CHECK-NEXT: %1 = arith.trunci %arg2 : i32 to i16
// CHECK-NEXT: %2 = arith.extui %1 : i16 to i32
// CHECK-NEXT: %3 = arith.cmpi eq, %2, %arg2 : i32
// CHECK-NEXT: return %0, %3 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @consts(%x: i32, %y: index) -> (i32, i32, i32, i32, index, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %s = arith.subi %b, %c3 : i32
  %m = arith.muli %x, %c2 : i32
  %m2 = arith.muli %m, %c3 : i32
  %s2 = arith.subi %c3, %a : i32
  %i1 = arith.index_cast %x : i32 to index
  %i2 = arith.index_cast %i1 : index to i32
  %c4 = arith.constant 4 : index
  %iy = arith.addi %y, %c4 : index
  %iz = arith.subi %iy, %c4 : index
  return %b, %s, %m2, %s2, %iz, %i2 : i32, i32, i32, i32, index, i32
}
func.func @logic(%a: i32, %b: i32, %p: i1) -> (i1, i1, i32, i32, i1) {
  %c = arith.cmpi slt, %a, %b : i32
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %o = arith.ori %p, %p : i1
  %x = arith.andi %a, %a : i32
  %xx = arith.xori %b, %b : i32
  %e = arith.cmpi eq, %p, %true : i1
  return %n, %o, %x, %xx, %e : i1, i1, i32, i32, i1
}
func.func @casts(%x: i8, %f: f32, %h: f16) -> (i8, i16, f32, i32) {
  %e = arith.extsi %x : i8 to i32
  %t = arith.trunci %e : i32 to i8
  %t2 = arith.trunci %e : i32 to i16
  %fe = arith.extf %h : f16 to f32
  %ft = arith.truncf %fe : f32 to f16
  %fe2 = arith.extf %ft : f16 to f32
  %b = arith.bitcast %f : f32 to i32
  %b2 = arith.bitcast %b : i32 to f32
  %b3 = arith.bitcast %b2 : f32 to i32
  return %t, %t2, %fe2, %b3 : i8, i16, f32, i32
}
func.func @floats(%x: f32) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.addf %x, %nz : f32
  %m = arith.mulf %x, %one : f32
  %n = arith.negf %x : f32
  %nn = arith.negf %n : f32
  %s = arith.subf %x, %z : f32
  return %a, %m, %nn : f32, f32, f32
}
func.func @muls(%x: i64, %y: i64) -> (i64, i64, i64, i1) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %d = arith.divsi %x, %c1 : i64
  %r = arith.remui %x, %c1 : i64
  %sh = arith.shli %x, %c0 : i64
  %c = arith.cmpi ult, %x, %c0 : i64
  return %d, %r, %sh, %c : i64, i64, i64, i1
}

func.func @chains(%x: i32, %i: index) -> (i32, i32, i32, i32, i32, i32, index, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.subi %x, %c5 : i32
  %a1 = arith.addi %a, %c7 : i32
  %b = arith.subi %c5, %x : i32
  %b1 = arith.addi %b, %c7 : i32
  %c = arith.addi %x, %c5 overflow<nsw> : i32
  %c1 = arith.subi %c7, %c : i32
  %d = arith.subi %x, %c5 overflow<nsw, nuw> : i32
  %d1 = arith.subi %d, %c7 overflow<nsw> : i32
  %e = arith.subi %c5, %x : i32
  %e1 = arith.subi %e, %c7 : i32
  %f = arith.subi %c5, %x : i32
  %f1 = arith.subi %c7, %f : i32
  %c3 = arith.constant 3 : index
  %g = arith.muli %i, %c3 : index
  %g1 = arith.muli %g, %c3 : index
  %h = arith.subi %x, %c5 : i32
  %h1 = arith.subi %c7, %h : i32
  return %a1, %b1, %c1, %d1, %e1, %f1, %g1, %h1 : i32, i32, i32, i32, i32, i32, index, i32
}
func.func @vec(%v: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<2> : vector<4xi32>
  %a = arith.addi %v, %c : vector<4xi32>
  %b = arith.addi %a, %c : vector<4xi32>
  return %b : vector<4xi32>
}
func.func @notcmp(%a: f32, %b: f32, %x: i32, %y: i32) -> (i1, i1) {
  %true = arith.constant true
  %c = arith.cmpi uge, %x, %y : i32
  %n = arith.xori %c, %true : i1
  %t = arith.trunci %x : i32 to i16
  %e = arith.extui %t : i16 to i64
  %t2 = arith.trunci %e : i64 to i32
  %u = arith.cmpi eq, %t2, %x : i32
  return %n, %u : i1, i1
}
