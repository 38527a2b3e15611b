// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// The partial cancellations of affine.delinearize_index and affine.linearize_index, as
// mlir-opt-22's --canonicalize does them: a run of a split's coordinates linearized again
// merges into one coordinate of a coarser split (the rest of its uses get a residual
// split); a split of a disjoint linearization gives back the coordinates over the basis
// tail they share, or splits the last coordinate alone when trailing basis elements
// multiply to its bound; constant basis operands become static.

// CHECK: #map = affine_map<()[s0] -> (s0 * 16)>

// Tiling index math: a flat index split over a (4, 8, 16) tile grid, then parts of it
// linearized again.

// CHECK-LABEL: func.func @tile_row(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 128) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
func.func @tile_row(%x: index) -> (index, index) {
  %i:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %row = affine.linearize_index [%i#1, %i#2] by (8, 16) : index
  return %i#0, %row : index, index
}

// CHECK-LABEL: func.func @tile_outer(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (32, 16) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
func.func @tile_outer(%x: index) -> (index, index) {
  %i:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %tile = affine.linearize_index [%i#0, %i#1] by (4, 8) : index
  return %tile, %i#2 : index, index
}

// CHECK-LABEL: func.func @tile_row_reused(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 128) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0#1 into (8, 16) : index, index
// CHECK-NEXT: return %0#0, %1#0, %0#1 : index, index, index
// CHECK-NEXT: }
func.func @tile_row_reused(%x: index) -> (index, index, index) {
  %i:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %row = affine.linearize_index [%i#1, %i#2] by (8, 16) : index
  return %i#0, %i#1, %row : index, index, index
}

// CHECK-LABEL: func.func @tile_row_between(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 128) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg1, %0#1, %arg2] by (3, 128, 5) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @tile_row_between(%x: index, %b: index, %l: index) -> index {
  %i:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %0 = affine.linearize_index [%b, %i#1, %i#2, %l] by (3, 8, 16, 5) : index
  return %0 : index
}

// CHECK-LABEL: func.func @tile_row_dynamic(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (4, %0) : index, index
// CHECK-NEXT: return %1#0, %1#1 : index, index
// CHECK-NEXT: }
func.func @tile_row_dynamic(%x: index, %n: index) -> (index, index) {
  %i:3 = affine.delinearize_index %x into (4, %n, 16) : index, index, index
  %row = affine.linearize_index [%i#1, %i#2] by (%n, 16) : index
  return %i#0, %row : index, index
}

// CHECK-LABEL: func.func @two_tiles(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 128) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%0#1, %arg1] by (128, 15) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @two_tiles(%x: index, %y: index) -> index {
  %i:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %j:2 = affine.delinearize_index %y into (3, 5) : index, index
  %0 = affine.linearize_index [%i#1, %i#2, %j#0, %j#1] by (8, 16, 3, 5) : index
  return %0 : index
}

// CHECK-LABEL: func.func @disjoint_bound(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (40, 16) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
func.func @disjoint_bound(%x: index) -> (index, index) {
  %i:3 = affine.delinearize_index %x into (8, 16) : index, index, index
  %0 = affine.linearize_index disjoint [%i#0, %i#1] by (5, 8) : index
  return %0, %i#2 : index, index
}

// CHECK-LABEL: func.func @regroup_tail(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (12, 2) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @regroup_tail(%t: index, %r: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%t, %r, %c] by (3, 4, 8) : index
  %i:3 = affine.delinearize_index %0 into (12, 2, 8) : index, index, index
  return %i#0, %i#1, %i#2 : index, index, index
}

// CHECK-LABEL: func.func @regroup_tail_noouter(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (4) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (6) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @regroup_tail_noouter(%t: index, %r: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%t, %r, %c] by (4, 8) : index
  %i:3 = affine.delinearize_index %0 into (6, 8) : index, index, index
  return %i#0, %i#1, %i#2 : index, index, index
}

// CHECK-LABEL: func.func @tail_not_disjoint(
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (4, 8) : index, index
// CHECK-NEXT: return %1#0, %1#1 : index, index
// CHECK-NEXT: }
func.func @tail_not_disjoint(%t: index, %r: index) -> (index, index) {
  %0 = affine.linearize_index [%t, %r] by (4, 8) : index
  %i:2 = affine.delinearize_index %0 into (4, 8) : index, index
  return %i#0, %i#1 : index, index
}

// CHECK-LABEL: func.func @split_last(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (4, 8) : index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT: }
func.func @split_last(%t: index, %e: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%t, %e] by (3, 32) : index
  %i:3 = affine.delinearize_index %0 into (3, 4, 8) : index, index, index
  return %i#0, %i#1, %i#2 : index, index, index
}

// CHECK-LABEL: func.func @split_last_dynamic(
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg1 into (4, 2, 4) : index, index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1, %0#2 : index, index, index, index
// CHECK-NEXT: }
func.func @split_last_dynamic(%t: index, %e: index, %n: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%t, %e] by (%n, 32) : index
  %i:4 = affine.delinearize_index %0 into (%n, 4, 2, 4) : index, index, index, index
  return %i#0, %i#1, %i#2, %i#3 : index, index, index, index
}

// CHECK-LABEL: func.func @split_overshoots(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 6) : index
// CHECK-NEXT: %1:3 = affine.delinearize_index %0 into (2, 4) : index, index, index
// CHECK-NEXT: return %1#0, %1#1, %1#2 : index, index, index
// CHECK-NEXT: }
func.func @split_overshoots(%t: index, %e: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%t, %e] by (3, 6) : index
  %i:3 = affine.delinearize_index %0 into (2, 4) : index, index, index
  return %i#0, %i#1, %i#2 : index, index, index
}

// CHECK-LABEL: func.func @constant_basis(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg1, %0#1] by (4, 8) : index
// CHECK-NEXT: return %0#0, %1 : index, index
// CHECK-NEXT: }
func.func @constant_basis(%x: index, %y: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %i:2 = affine.delinearize_index %x into (%c4, %c8) : index, index
  %0 = affine.linearize_index [%y, %i#1] by (%c4, %c8) : index
  return %i#0, %0 : index, index
}

// Two runs of one split: each merges in its own rewrite; the other uses of the split
// keep a residual split.
// CHECK-LABEL: func.func @same_twice_reuse(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (6, 20) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0#0 into (2, 3) : index, index
// CHECK-NEXT: %2 = affine.linearize_index [%0#0, %arg1, %0#1] by (6, 7, 20) : index
// CHECK-NEXT: return %2, %1#1 : index, index
// CHECK-NEXT: }
func.func @same_twice_reuse(%x: index, %y: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y, %0#2, %0#3] by (2, 3, 7, 4, 5) : index
  return %1, %0#1 : index, index
}

// `disjoint` vouches for the bound of a split's open leading coordinate.
// CHECK-LABEL: func.func @noouter_lead(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (18, 4) : index, index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg1, %0#0] by (2, 18) : index
// CHECK-NEXT: return %1, %0#1 : index, index
// CHECK-NEXT: }
func.func @noouter_lead(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index disjoint [%y, %0#0, %0#1] by (2, 6, 3) : index
  return %1, %0#2 : index, index
}

// Split, linearized, split again, and partly linearized again.
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (4, 8, 16) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (32, 16) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %0#1 into (2, 4) : index, index
// CHECK-NEXT: return %1#1, %2#0, %1#0 : index, index, index
// CHECK-NEXT: }
func.func @chain(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (4, 8, 16) : index
  %2:2 = affine.delinearize_index %1 into (32, 16) : index, index
  %3 = affine.linearize_index disjoint [%2#1, %0#1] by (16, 8) : index
  %4:3 = affine.delinearize_index %3 into (16, 2, 4) : index, index, index
  return %4#0, %4#1, %2#0 : index, index, index
}
