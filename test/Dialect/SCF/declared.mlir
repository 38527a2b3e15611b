// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// scf.reduce and scf.index_switch from their specs: several reductions with an attribute
// dictionary after the regions, an empty reduce, negative case values, case regions that
// keep their `scf.yield` while the default region's empty one is elided.
func.func @f(%lb: index, %ub: index, %x: f32, %i: index) -> (f32, i32) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%iv) = (%lb) to (%ub) step (%c1) init (%x, %z) -> (f32, i32) {
    scf.reduce(%x, %z : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    } {foo}
  }
  scf.parallel (%iv) = (%lb) to (%ub) step (%c1) {
    scf.reduce
  }
  %y = scf.index_switch %i {a = 1} -> i32
  case 2 { scf.yield %z : i32 }
  case -5 { %q = arith.addi %z, %z : i32
    scf.yield %q : i32 }
  default { scf.yield %z : i32 }
  scf.index_switch %i
  default {}
  scf.index_switch %i case 1 { scf.yield } default { }
  return %r#0, %y : f32, i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: f32, %arg3: index) -> (f32, i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%c1) init (%arg2, %c0_i32) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg2, %c0_i32 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT: scf.reduce.return %arg5 : i32
// CHECK-NEXT: } {foo}
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg1) step (%c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.index_switch %arg3 {a = 1 : i64} -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %2 = arith.addi %c0_i32, %c0_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg3
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg3
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
