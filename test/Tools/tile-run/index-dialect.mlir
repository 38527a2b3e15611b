// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// RUN: not tile-run %s -e divide_by_zero 2>&1 | FileCheck %s --check-prefix=ERR
// The index dialect run on a 64-bit index (vector.print writes an index unsigned).
// Expected values: mlir-opt-22 --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts, run by mlir-runner-22.

// Division rounding four ways: -7 by 2, then 9 by 2 and -2 (negative results print as
// 2^64 plus them).
// CHECK: 18446744073709551613
// CHECK-NEXT: 18446744073709551612
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// CHECK-NEXT: 18446744073709551612
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: 18446744073709551612
// CHECK-NEXT: 4
// CHECK-NEXT: 9223372036854775804
// CHECK-NEXT: 1
func.func @rounding(%a: index, %b: index) {
  %q = index.divs %a, %b
  vector.print %q : index
  %f = index.floordivs %a, %b
  vector.print %f : index
  %c = index.ceildivs %a, %b
  vector.print %c : index
  %r = index.rems %a, %b
  vector.print %r : index
  %na = index.sub %b, %a
  %nb = index.mul %b, %b
  // (2 - -7) / 2 and friends, positive over positive.
  %p = index.divu %na, %b
  %pc = index.ceildivu %na, %b
  vector.print %p : index
  vector.print %pc : index
  %zero = index.constant 0
  %nb2 = index.sub %zero, %b
  %q2 = index.divs %na, %nb2
  %f2 = index.floordivs %na, %nb2
  %c2 = index.ceildivs %na, %nb2
  vector.print %q2 : index
  vector.print %f2 : index
  vector.print %c2 : index
  vector.print %nb : index
  // -7 as unsigned, divided by 2 and its remainder.
  %u = index.divu %a, %b
  %ur = index.remu %a, %b
  vector.print %u : index
  vector.print %ur : index
  return
}

// Bits: shifts of -7, masks, min and max signed and unsigned.
// CHECK-NEXT: 18446744073709551560
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 2305843009213693951
// CHECK-NEXT: 1
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: 18446744073709551610
// CHECK-NEXT: 18446744073709551609
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 18446744073709551609
func.func @bits(%a: index, %s: index) {
  %l = index.shl %a, %s
  %rs = index.shrs %a, %s
  %ru = index.shru %a, %s
  vector.print %l : index
  vector.print %rs : index
  vector.print %ru : index
  %and = index.and %a, %s
  %or = index.or %a, %s
  %xor = index.xor %a, %s
  vector.print %and : index
  vector.print %or : index
  vector.print %xor : index
  %mins = index.mins %a, %s
  %maxs = index.maxs %a, %s
  %minu = index.minu %a, %s
  %maxu = index.maxu %a, %s
  vector.print %mins : index
  vector.print %maxs : index
  vector.print %minu : index
  vector.print %maxu : index
  return
}

// Comparisons of -1 and 1, signed then unsigned, and equality.
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
func.func @compare(%a: index, %b: index) {
  %slt = index.cmp slt(%a, %b)
  %sge = index.cmp sge(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %uge = index.cmp uge(%a, %b)
  %eq = index.cmp eq(%a, %b)
  %ne = index.cmp ne(%a, %b)
  vector.print %slt : i1
  vector.print %sge : i1
  vector.print %ult : i1
  vector.print %uge : i1
  vector.print %eq : i1
  vector.print %ne : i1
  return
}

// Casts of -2 : i8 and 300 : index, and the width of index.
// CHECK-NEXT: 18446744073709551614
// CHECK-NEXT: 254
// CHECK-NEXT: 44
// CHECK-NEXT: 300
// CHECK-NEXT: 64
// CHECK-NEXT: 1
func.func @casts(%x: i8, %y: index) {
  %s = index.casts %x : i8 to index
  %u = index.castu %x : i8 to index
  %t = index.casts %y : index to i8
  %w = index.castu %y : index to i64
  vector.print %s : index
  vector.print %u : index
  vector.print %t : i8
  vector.print %w : i64
  %size = index.sizeof
  vector.print %size : index
  %true = index.bool.constant true
  vector.print %true : i1
  return
}

// A loop summing the odd numbers below 10 with index arithmetic.
// CHECK-NEXT: 25
func.func @odd_sum(%n: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %r = index.remu %i, %c2
    %odd = index.cmp eq(%r, %c1)
    %next = scf.if %odd -> (index) {
      %s = index.add %acc, %i
      scf.yield %s : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %next : index
  }
  return %sum : index
}

func.func @main() {
  %m7 = index.constant -7
  %c2 = index.constant 2
  func.call @rounding(%m7, %c2) : (index, index) -> ()
  %c3 = index.constant 3
  func.call @bits(%m7, %c3) : (index, index) -> ()
  %m1 = index.constant -1
  %c1 = index.constant 1
  func.call @compare(%m1, %c1) : (index, index) -> ()
  %x = arith.constant -2 : i8
  %y = index.constant 300
  func.call @casts(%x, %y) : (i8, index) -> ()
  %c10 = index.constant 10
  %sum = func.call @odd_sum(%c10) : (index) -> index
  vector.print %sum : index
  %min = index.constant -9223372036854775808
  func.call @ceil_of_min(%min, %c2) : (index, index) -> ()
  return
}

// MLIR's lowering computes ceildivs(n, m) for operands of opposite signs as -(-n / m), and
// -n wraps for the smallest index: ceildivs(MIN, 2) gives 2^62, as mlir-opt-22's folder
// does too. floordivs(MIN, 2) is exact (-2^62).
// CHECK-NEXT: 4611686018427387904
// CHECK-NEXT: 13835058055282163712
func.func @ceil_of_min(%a: index, %b: index) {
  %c = index.ceildivs %a, %b
  %f = index.floordivs %a, %b
  vector.print %c : index
  vector.print %f : index
  return
}

// Division by zero is undefined in MLIR; tile-run stops with an error at the op.
// ERR: index-dialect.mlir:[[@LINE+4]]:8: error: 'index.divu' op integer division by zero
func.func @divide_by_zero() {
  %c0 = index.constant 0
  %c7 = index.constant 7
  %q = index.divu %c7, %c0
  vector.print %q : index
  return
}
