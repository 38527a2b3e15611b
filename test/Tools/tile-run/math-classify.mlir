// REQUIRES: tile-run
// math.isinf / isnan / isnormal and clampf, which MLIR 22's sparsifier pipeline cannot
// lower (and whose clampf expansion in math-expand-ops swaps the bounds), checked against
// their documented meaning: classification in the operand's own type (1e-40 is subnormal
// in f32), clampf(x, lo, hi) = minimumf(maximumf(x, lo), hi), NaN propagating.
// RUN: tile-run %s | FileCheck %s

// -2.5: finite, normal, clamped to -1.
// CHECK:      0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// +inf: clamped to 1.
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// NaN: stays NaN.
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// 1e-40: subnormal in f32, inside the bounds.
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 9.99995e-41

// Classification and clamping ops, lowered for MLIR by math-expand-ops.
module {
  func.func @classify(%x: f32) {
    %inf = math.isinf %x : f32
    vector.print %inf : i1
    %nan = math.isnan %x : f32
    vector.print %nan : i1
    %nrm = math.isnormal %x : f32
    vector.print %nrm : i1
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %cl = math.clampf %x to [%lo, %hi] : f32
    vector.print %cl : f32
    return
  }

  func.func @main() {
    %a = arith.constant -2.5 : f32
    call @classify(%a) : (f32) -> ()
    %b = arith.constant 0x7F800000 : f32
    call @classify(%b) : (f32) -> ()
    %c = arith.constant 0x7FC00000 : f32
    call @classify(%c) : (f32) -> ()
    %d = arith.constant 1.0e-40 : f32
    call @classify(%d) : (f32) -> ()
    return
  }
}
