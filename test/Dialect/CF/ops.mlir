// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):
// CHECK-NEXT: cf.assert %arg0, "msg \22q\22"
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb1(%2, %arg2 : i32, f32) {attr}
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb4(%arg1 : i32), ^bb5
// CHECK-NEXT: ^bb4(%3: i32):
// CHECK-NEXT: cf.br ^bb5 {foo}
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: cf.assert %arg0, "done" {tag = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i64) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 42: ^bb1(%arg0 : i32),
// CHECK-NEXT: 4294967295: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb2]
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ] {foo}
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @branches(%c: i1, %x: i32, %y: f32) {
  cf.br ^bb1(%x, %y : i32, f32)
^bb1(%a: i32, %b: f32):
  cf.assert %c, "msg \"q\""
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb2(%z: i32):
  cf.cond_br %c, ^bb3, ^bb1(%z, %y : i32, f32) {attr}
^bb3:
  cf.cond_br %c weights([1, 2]), ^bb4(%x : i32), ^bb5
^bb4(%q: i32):
  cf.br ^bb5 {foo}
^bb5:
  cf.assert %c, "done" {tag = 1 : i32}
  return
}

func.func @switches(%x: i32, %i: i64) {
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    42: ^bb1(%x : i32),
    -1: ^bb2
  ]
^bb1(%q: i32):
  cf.switch %i : i64, [
    default: ^bb2
  ]
^bb2:
  cf.switch %x : i32, [
    default: ^bb2,
    7: ^bb3
  ] {foo}
^bb3:
  return
}
