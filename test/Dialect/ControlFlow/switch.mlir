// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// A dispatcher on an opcode: cases pass their own operands, several share a block.
func.func @dispatch(%op: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %op : i32, [
    default: ^unknown,
    0: ^add(%a, %b : f32, f32),
    1: ^add(%b, %b : f32, f32),
    -1: ^neg(%a : f32),
    7: ^unknown
  ]
^add(%x: f32, %y: f32):
  %s = arith.addf %x, %y : f32
  return %s : f32
^neg(%z: f32):
  %n = arith.negf %z : f32
  return %n : f32
^unknown:
  %zero = arith.constant 0.0 : f32
  return %zero : f32
}

// Only a default; narrow and wide flags; attributes after the list.
func.func @widths(%f8: i8, %f64: i64) {
  cf.switch %f8 : i8, [
    default: ^bb1
  ]
^bb1:
  cf.switch %f8 : i8, [
    default: ^bb2(%f8 : i8),
    255: ^bb2(%f8 : i8),
    -128: ^bb3
  ] {tile.hint = "dense"}
^bb2(%v: i8):
  cf.switch %f64 : i64, [
    default: ^bb3,
    9223372036854775807: ^bb3,
    12: ^bb3
  ]
^bb3:
  return
}

// CHECK-LABEL: func.func @dispatch(%arg0: i32, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 0: ^bb1(%arg1, %arg2 : f32, f32),
// CHECK-NEXT: 1: ^bb1(%arg2, %arg2 : f32, f32),
// CHECK-NEXT: 4294967295: ^bb2(%arg1 : f32),
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32, %1: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: ^bb2(%3: f32):  // pred: ^bb0
// CHECK-NEXT: %4 = arith.negf %3 : f32
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @widths(%arg0: i8, %arg1: i64) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb2(%arg0 : i8),
// CHECK-NEXT: 255: ^bb2(%arg0 : i8),
// CHECK-NEXT: 128: ^bb3
// CHECK-NEXT: ] {tile.hint = "dense"}
// CHECK-NEXT: ^bb2(%0: i8):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 9223372036854775807: ^bb3,
// CHECK-NEXT: 12: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
