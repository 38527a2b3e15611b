// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// arith canonicalization patterns beyond the folds, checked against mlir-opt-22 (both RUN
// lines): selects of 0/1 integers become zero extensions, select of false/true a negation,
// selects on one condition nest, a negated condition swaps a select's operands, a sign
// extension of a zero extension is one zero extension, and eq/ne of two values extended
// alike compares the values.

// CHECK: module {
// CHECK-NEXT: func.func @flags(%arg0: i1) -> (i32, i64, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i64
// CHECK-NEXT: %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %0, %2, %3 : i32, i64, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @chains(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : f32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : f32
// CHECK-NEXT: %2 = arith.select %arg0, %arg2, %arg1 : f32
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exts(%arg0: i8, %arg1: i8, %arg2: i16, %arg3: vector<4xi8>, %arg4: vector<4xi8>) -> (i64, i1, i1, i1, vector<4xi1>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.cmpi slt, %1, %2 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg3, %arg4 : vector<4xi8>
// CHECK-NEXT: return %0, %3, %4, %5, %6 : i64, i1, i1, i1, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mixed(%arg0: i8, %arg1: i16) -> (i1, i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %1 : i32
// CHECK-NEXT: %4 = arith.cmpi eq, %0, %2 : i32
// CHECK-NEXT: return %3, %4 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// Flags kept as integers, and their negations.
func.func @flags(%c: i1) -> (i32, i64, i1) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %f = arith.select %c, %o, %z : i32
  %z64 = arith.constant 0 : i64
  %o64 = arith.constant 1 : i64
  %g = arith.select %c, %z64, %o64 : i64
  %true = arith.constant true
  %false = arith.constant false
  %n = arith.select %c, %false, %true : i1
  return %f, %g, %n : i32, i64, i1
}

// Selects on one condition nest; a negated condition swaps the operands.
func.func @chains(%c: i1, %a: f32, %b: f32, %d: f32) -> (f32, f32, f32) {
  %s = arith.select %c, %a, %b : f32
  %t = arith.select %c, %s, %d : f32
  %u = arith.select %c, %d, %s : f32
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  %v = arith.select %nc, %a, %b : f32
  return %t, %u, %v : f32, f32, f32
}

// Extensions: sign-extending a zero extension; comparing two values extended alike.
func.func @exts(%x: i8, %y: i8, %z: i16, %w: vector<4xi8>, %q: vector<4xi8>) -> (i64, i1, i1, i1, vector<4xi1>) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %xs = arith.extsi %x : i8 to i32
  %ys = arith.extsi %y : i8 to i32
  %eq = arith.cmpi eq, %xs, %ys : i32
  %xu = arith.extui %x : i8 to i32
  %yu = arith.extui %y : i8 to i32
  %ne = arith.cmpi ne, %xu, %yu : i32
  %lt = arith.cmpi slt, %xs, %ys : i32
  %wv = arith.extsi %w : vector<4xi8> to vector<4xi32>
  %qv = arith.extsi %q : vector<4xi8> to vector<4xi32>
  %v = arith.cmpi eq, %wv, %qv : vector<4xi32>
  return %b, %eq, %ne, %lt, %v : i64, i1, i1, i1, vector<4xi1>
}

// Mixed extensions or source types stay.
func.func @mixed(%x: i8, %z: i16) -> (i1, i1) {
  %xs = arith.extsi %x : i8 to i32
  %xu = arith.extui %x : i8 to i32
  %zs = arith.extsi %z : i16 to i32
  %a = arith.cmpi eq, %xs, %xu : i32
  %b = arith.cmpi eq, %xs, %zs : i32
  return %a, %b : i1, i1
}
