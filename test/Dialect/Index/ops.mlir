// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The index dialect as MLIR 22 writes it: binary ops on index values, constants (named
// %idxN, %true, %false), sizeof, casts and comparisons with their predicate keyword.
// CHECK lines are mlir-opt-22's output.

// CHECK-LABEL: func.func @arithmetic
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %0, %arg1
// CHECK-NEXT: %2 = index.mul %1, %arg0
// CHECK-NEXT: %3 = index.divs %2, %arg1
// CHECK-NEXT: %4 = index.divu %3, %arg1
// CHECK-NEXT: %5 = index.ceildivs %4, %arg1
// CHECK-NEXT: %6 = index.ceildivu %5, %arg1
// CHECK-NEXT: %7 = index.floordivs %6, %arg1
// CHECK-NEXT: %8 = index.rems %7, %arg1
// CHECK-NEXT: %9 = index.remu %8, %arg1
// CHECK-NEXT: return %9 : index
// GENERIC-LABEL: sym_name = "arithmetic"
// GENERIC: %{{[a-z0-9]+}} = "index.add"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (index, index) -> index
// GENERIC: %{{[a-z0-9]+}} = "index.remu"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (index, index) -> index
func.func @arithmetic(%a: index, %b: index) -> index {
  %sum = index.add %a, %b
  %diff = index.sub %sum, %b
  %prod = index.mul %diff, %a
  %q = index.divs %prod, %b
  %qu = index.divu %q, %b
  %cs = index.ceildivs %qu, %b
  %cu = index.ceildivu %cs, %b
  %fl = index.floordivs %cu, %b
  %r = "index.rems"(%fl, %b) : (index, index) -> index
  %ru = index.remu %r, %b
  return %ru : index
}

// CHECK-LABEL: func.func @bits_and_bounds
// CHECK-NEXT: %0 = index.maxs %arg0, %arg1
// CHECK-NEXT: %1 = index.maxu %0, %arg1
// CHECK-NEXT: %2 = index.mins %1, %arg1
// CHECK-NEXT: %3 = index.minu %2, %arg1
// CHECK-NEXT: %4 = index.shl %3, %arg1
// CHECK-NEXT: %5 = index.shrs %4, %arg1
// CHECK-NEXT: %6 = index.shru %5, %arg1
// CHECK-NEXT: %7 = index.and %6, %arg1
// CHECK-NEXT: %8 = index.or %7, %arg1
// CHECK-NEXT: %9 = index.xor %8, %arg1 {tag = "last"}
// GENERIC: %{{[a-z0-9]+}} = "index.xor"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) {tag = "last"} : (index, index) -> index
func.func @bits_and_bounds(%a: index, %b: index) -> index {
  %0 = index.maxs %a, %b
  %1 = index.maxu %0, %b
  %2 = index.mins %1, %b
  %3 = index.minu %2, %b
  %4 = index.shl %3, %b
  %5 = index.shrs %4, %b
  %6 = index.shru %5, %b
  %7 = index.and %6, %b
  %8 = index.or %7, %b
  %9 = index.xor %8, %b {tag = "last"}
  return %9 : index
}

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx16 = index.constant 16
// CHECK-NEXT: %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT: %idx7 = index.constant {note = "generic"} 7
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true_0 = index.bool.constant true
// CHECK-NEXT: %0 = index.sizeof
// GENERIC: %{{[a-z0-9]+}} = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC: %{{[a-z0-9]+}} = "index.constant"() <{value = 7 : index}> {note = "generic"} : () -> index
// GENERIC: %{{[a-z0-9]+}} = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC: %{{[a-z0-9]+}} = "index.sizeof"() : () -> index
func.func @constants() -> (index, index, index, index, index, i1, i1, i1, index) {
  %zero = index.constant 0
  %minus_one = index.constant -1
  %hex = index.constant 0x10
  %max = index.constant 9223372036854775807
  %generic = "index.constant"() {value = 7 : index, note = "generic"} : () -> index
  %t = index.bool.constant true
  %f = index.bool.constant false
  %one = index.bool.constant 1
  %bits = index.sizeof
  return %zero, %minus_one, %hex, %max, %generic, %t, %f, %one, %bits : index, index, index, index, index, i1, i1, i1, index
}

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %0 = index.casts %arg0 : i32 to index
// CHECK-NEXT: %1 = index.castu %arg0 : i32 to index
// CHECK-NEXT: %2 = index.casts %0 : index to i64
// CHECK-NEXT: %3 = index.castu %1 : index to i1
// CHECK-NEXT: %4 = index.castu %arg1 : ui16 to index
// CHECK-NEXT: %5 = index.casts %arg2 : si8 to index
// GENERIC: %{{[a-z0-9]+}} = "index.casts"(%{{[a-z0-9]+}}) : (i32) -> index
// GENERIC: %{{[a-z0-9]+}} = "index.castu"(%{{[a-z0-9]+}}) : (index) -> i1
func.func @casts(%x: i32, %u: ui16, %s: si8) -> (i64, i1, index, index) {
  %0 = index.casts %x : i32 to index
  %1 = index.castu %x : i32 to index
  %2 = index.casts %0 : index to i64
  %3 = index.castu %1 : index to i1
  %4 = index.castu %u : ui16 to index
  %5 = index.casts %s : si8 to index
  return %2, %3, %4, %5 : i64, i1, index, index
}

// CHECK-LABEL: func.func @compare
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1) {why = #index<cmp_predicate ne>}
// GENERIC: %{{[a-z0-9]+}} = "index.cmp"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC: %{{[a-z0-9]+}} = "index.cmp"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{pred = #index<cmp_predicate uge>}> {why = #index<cmp_predicate ne>} : (index, index) -> i1
func.func @compare(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp "ne"(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate ult>} : (index, index) -> i1
  %7 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate "ule">}> : (index, index) -> i1
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {why = #index<cmp_predicate ne>}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// Discardable attributes after the operands (before the value of a constant), a trailing
// location, and a negative hexadecimal constant.
// CHECK-LABEL: func.func @spellings
// CHECK-NEXT: %idx7 = index.constant {origin = "tile"} 7
// CHECK-NEXT: %0 = index.casts %arg0 {origin = "arg"} : i32 to index
// CHECK-NEXT: %1 = index.sizeof {origin = "target"}
// CHECK-NEXT: %false = index.bool.constant {origin = "flag"} false
// CHECK-NEXT: %2 = index.cmp sle(%arg1, %arg1) {origin = "self"}
// CHECK-NEXT: %3 = index.shl %arg1, %arg1
// CHECK-NEXT: %idx-16 = index.constant -16
// CHECK-NEXT: return %idx7, %0, %1, %false, %idx-16 : index, index, index, i1, index
// GENERIC: "index.sizeof"() {origin = "target"} : () -> index
// GENERIC: "index.bool.constant"() <{value = false}> {origin = "flag"} : () -> i1
func.func @spellings(%x: i32, %a: index) -> (index, index, index, i1, index) {
  %0 = index.constant {origin = "tile"} 7
  %1 = index.casts %x {origin = "arg"} : i32 to index
  %2 = index.sizeof {origin = "target"}
  %3 = index.bool.constant {origin = "flag"} false
  %4 = index.cmp sle(%a, %a) {origin = "self"}
  %5 = index.shl %a, %a loc("shift.mlir":3:4)
  %6 = index.constant -0x10
  return %0, %1, %2, %3, %6 : index, index, index, i1, index
}
