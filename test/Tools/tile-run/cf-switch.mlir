// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// What mlir-runner-22 prints for the same program (LLVM conversions).

// CHECK: 5.5
// CHECK-NEXT: 8
// CHECK-NEXT: -1.5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0

// An opcode dispatcher with cf.switch, run for every case and the default.
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

// A byte flag: 255 and -1 are the same i8 value.
func.func @byte(%v: i8) -> i32 {
  cf.switch %v : i8, [
    default: ^other,
    255: ^max
  ]
^max:
  %one = arith.constant 1 : i32
  return %one : i32
^other:
  %zero = arith.constant 0 : i32
  return %zero : i32
}

func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 4.0 : f32
  %ops = arith.constant dense<[0, 1, -1, 7, 3]> : tensor<5xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %op = tensor.extract %ops[%i] : tensor<5xi32>
    %r = func.call @dispatch(%op, %a, %b) : (i32, f32, f32) -> f32
    vector.print %r : f32
  }
  %m1 = arith.constant -1 : i8
  %t = arith.constant 3 : i8
  %x = call @byte(%m1) : (i8) -> i32
  %y = call @byte(%t) : (i8) -> i32
  vector.print %x : i32
  vector.print %y : i32
  return
}
