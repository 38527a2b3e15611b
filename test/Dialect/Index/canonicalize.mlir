// RUN: tile-opt %s --canonicalize | FileCheck %s
// The index dialect's folds and canonicalizations as mlir-opt-22 --canonicalize does
// them (CHECK lines are its output). The index width is unknown: 32 or 64 bits.

// Folds of constant operands: the ops whose low 32 bits depend only on the low 32 bits of
// their operands fold in 64 bits; the others only where 64 and 32 bits agree.
// CHECK-LABEL: func.func @tile_offsets
// CHECK-NEXT: %idx640 = index.constant 640
// CHECK-NEXT: %idx643 = index.constant 643
// CHECK-NEXT: %idx21 = index.constant 21
// CHECK-NEXT: %idx16 = index.constant 16
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx40 = index.constant 40
// CHECK-NEXT: return %idx640, %idx643, %idx21, %idx16, %idx0, %idx40 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @tile_offsets() -> (index, index, index, index, index, index) {
  %tile = index.constant 32
  %row = index.constant 5
  %col = index.constant 3
  %stride = index.constant 128
  %start = index.mul %row, %stride
  %offset = index.add %start, %col
  %tiles = index.ceildivu %offset, %tile
  %last = index.sub %tiles, %row
  %mask = index.and %offset, %tile
  %bits = index.shl %row, %col
  return %start, %offset, %tiles, %last, %mask, %bits : index, index, index, index, index, index
}

// CHECK-LABEL: func.func @signed_rounding
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: return %idx-3, %idx-4, %idx-3, %idx-1, %idx4, %idx-1 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @signed_rounding() -> (index, index, index, index, index, index) {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %m2 = index.constant -2
  %q = index.divs %m7, %c2
  %f = index.floordivs %m7, %c2
  %c = index.ceildivs %m7, %c2
  %r = index.rems %m7, %c2
  %cn = index.ceildivs %m7, %m2
  %fn = index.floordivs %c2, %m7
  return %q, %f, %c, %r, %cn, %fn : index, index, index, index, index, index
}

// Values beyond 32 bits: folded where the 32-bit result is the truncated 64-bit one.
// CHECK-LABEL: func.func @wide_values
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx40 = index.constant 40
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %0 = index.divu %idx4294967296, %idx3
// CHECK-NEXT: %1 = index.maxs %idx4294967296, %idx3
// CHECK-NEXT: %2 = index.shl %idx1, %idx40
// CHECK-NEXT: %3 = index.shru %idx-1, %idx3
// CHECK-NEXT: return %idx4294967297, %0, %1, %idx-1, %2, %3, %idx-1 : index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @wide_values() -> (index, index, index, index, index, index, index) {
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c40 = index.constant 40
  %m1 = index.constant -1
  %sum = index.add %big, %c1
  %q = index.divu %big, %c3
  %max = index.maxs %big, %c3
  %min = index.mins %big, %m1
  %shl = index.shl %c1, %c40
  %shr = index.shru %m1, %c3
  %shrs = index.shrs %m1, %c3
  return %sum, %q, %max, %min, %shl, %shr, %shrs : index, index, index, index, index, index, index
}

// Division by zero and the index width are left for run time.
// CHECK-LABEL: func.func @not_folded
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %0 = index.divs %idx7, %idx0
// CHECK-NEXT: %1 = index.remu %idx7, %idx0
// CHECK-NEXT: %2 = index.sizeof
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
func.func @not_folded(%n: index) -> (index, index, index) {
  %c0 = index.constant 0
  %c7 = index.constant 7
  %d = index.divs %c7, %c0
  %r = index.remu %c7, %c0
  %w = index.sizeof
  return %d, %r, %w : index, index, index
}

// x + 0, x - 0, x * 1 and x * 0; constants move to the right of commutative ops.
// CHECK-LABEL: func.func @identities
// CHECK-NEXT: %idx8 = index.constant 8
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %0 = index.and %arg0, %idx8
// CHECK-NEXT: %1 = index.sub %idx8, %arg0
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0, %0, %1 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @identities(%x: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c8 = index.constant 8
  %a = index.add %c0, %x
  %s = index.sub %x, %c0
  %m = index.mul %c1, %x
  %z = index.mul %x, %c0
  %and = index.and %c8, %x
  %sub = index.sub %c8, %x
  return %a, %s, %m, %z, %and, %sub : index, index, index, index, index, index
}

// Chains of an associative, commutative op with constants combine the constants.
// CHECK-LABEL: func.func @chains
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx24 = index.constant 24
// CHECK-NEXT: %idx10 = index.constant 10
// CHECK-NEXT: %0 = index.add %arg0, %idx10
// CHECK-NEXT: %1 = index.mul %arg0, %idx24
// CHECK-NEXT: %2 = index.minu %arg0, %idx6
// CHECK-NEXT: %3 = index.or %arg0, %idx12
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
func.func @chains(%x: index) -> (index, index, index, index) {
  %c4 = index.constant 4
  %c6 = index.constant 6
  %c12 = index.constant 12
  %a = index.add %x, %c4
  %b = index.add %a, %c6
  %m = index.mul %x, %c4
  %n = index.mul %m, %c6
  %lo = index.minu %x, %c12
  %lo2 = index.minu %lo, %c6
  %o = index.or %x, %c4
  %o2 = index.or %o, %c12
  return %b, %n, %lo2, %o2 : index, index, index, index
}

// Casts into index fold for any source width; out of index they fold in MLIR only when
// the constant can be rebuilt (not by the index dialect, for an integer type).
// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %idx9 = index.constant 9
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx65533 = index.constant 65533
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %0 = index.castu %idx9 : index to i32
// CHECK-NEXT: return %idx-3, %idx65533, %idx-1, %idx1, %0 : index, index, index, index, i32
// CHECK-NEXT: }
func.func @casts() -> (index, index, index, index, i32) {
  %x = arith.constant -3 : i16
  %s = index.casts %x : i16 to index
  %u = index.castu %x : i16 to index
  %t = arith.constant true
  %ts = index.casts %t : i1 to index
  %tu = index.castu %t : i1 to index
  %c = index.constant 9
  %back = index.castu %c : index to i32
  return %s, %u, %ts, %tu, %back : index, index, index, index, i32
}

// Comparisons: of constants, of a value with itself, of a clamped value with a bound,
// and of a difference with zero (which becomes a comparison of the two values).
// CHECK-LABEL: func.func @compares
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.cmp eq(%idx4294967296, %idx0)
// CHECK-NEXT: %1 = index.minu %arg0, %idx5
// CHECK-NEXT: %2 = index.cmp ugt(%1, %idx4294967296)
// CHECK-NEXT: %3 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT: return %true, %false, %true, %0, %true, %2, %3, %4 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @compares(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %lt = index.cmp slt(%m1, %c5)
  %ult = index.cmp ult(%m1, %c5)
  %self = index.cmp sle(%x, %x)
  %wide = index.cmp eq(%big, %c0)
  %clamped = index.maxs %x, %c5
  %above = index.cmp sge(%clamped, %c5)
  %below = index.minu %x, %c5
  %never = index.cmp ugt(%below, %big)
  %d = index.sub %x, %y
  %neg = index.cmp slt(%d, %c0)
  %pos = index.cmp ult(%c0, %d)
  return %lt, %ult, %self, %wide, %above, %never, %neg, %pos : i1, i1, i1, i1, i1, i1, i1, i1
}

// Constant operands fold to a new constant before the identities apply (x + 0 is x): the
// new 2 is made where the addition was, after the 0, and the old 2 dies.
// CHECK-LABEL: func.func @fold_before_identity
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: return %idx2, %idx0 : index, index
// CHECK-NEXT: }
func.func @fold_before_identity() -> (index, index) {
  %two = index.constant 2
  %zero = index.constant 0
  %sum = index.add %two, %zero
  return %sum, %zero : index, index
}
