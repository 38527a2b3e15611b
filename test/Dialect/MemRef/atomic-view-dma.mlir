// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

#col_major = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>

// Atomic read-modify-write with a region: a saturating increment.
func.func @saturating_inc(%hist: memref<16xi32>, %bin: index) -> i32 {
  %old = memref.generic_atomic_rmw %hist[%bin] : memref<16xi32> {
  ^bb0(%cur: i32):
    %one = arith.constant 1 : i32
    %cap = arith.constant 255 : i32
    %inc = arith.addi %cur, %one : i32
    %sat = arith.minsi %inc, %cap : i32
    memref.atomic_yield %sat : i32
  }
  return %old : i32
}

func.func @float_max(%m: memref<4x4xf32>, %i: index, %j: index, %v: f32) {
  %r = memref.generic_atomic_rmw %m[%i, %j] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    %mx = arith.maximumf %cur, %v : f32
    memref.atomic_yield %mx : f32
  } {tag = "max"}
  return
}

// Views of a byte buffer, transposes and aliasing assumptions.
func.func @views(%arena: memref<2048xi8>, %off: index, %n: index, %m: memref<?x?xf32>, %s: memref<3x4xf32>) {
  %a = memref.view %arena[%off][] : memref<2048xi8> to memref<64x4xf32>
  %b = memref.view %arena[%off][%n, %n] : memref<2048xi8> to memref<?x4x?xf16>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, #col_major>
  %u = memref.transpose %s (r, c) -> (c, r) : memref<3x4xf32> to memref<4x3xf32, strided<[1, 4]>>
  %w = memref.transpose %s (i, j) -> (i, j) {note} : memref<3x4xf32> to memref<3x4xf32>
  %d:2 = memref.distinct_objects %a, %m : memref<64x4xf32>, memref<?x?xf32>
  %e = memref.distinct_objects %s : memref<3x4xf32>
  return
}

// A strided and a plain DMA transfer into a faster memory space, and their waits.
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index, %stride: index, %per: index) {
  %c0 = arith.constant 0 : index
  memref.dma_start %src[%i, %c0], %dst[%c0, %c0], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  memref.dma_start %src[%i, %c0], %dst[%c0, %c0], %n, %tag[%c0], %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n {kind = "strided"} : memref<1xi32, 2>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-LABEL: func.func @saturating_inc(%arg0: memref<16xi32>, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<16xi32> {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.minsi %1, %c255_i32 : i32
// CHECK-NEXT: memref.atomic_yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_max(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<4x4xf32> {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: %1 = arith.maximumf %arg4, %arg3 : f32
// CHECK-NEXT: memref.atomic_yield %1 : f32
// CHECK-NEXT: } {tag = "max"}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: memref<3x4xf32>) {
// CHECK-NEXT: %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%arg1][%arg2, %arg2] : memref<2048xi8> to memref<?x4x?xf16>
// CHECK-NEXT: %transpose = memref.transpose %arg3 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT: %transpose_1 = memref.transpose %arg4 (d0, d1) -> (d1, d0) : memref<3x4xf32> to memref<4x3xf32, strided<[1, 4]>>
// CHECK-NEXT: %transpose_2 = memref.transpose %arg4 (d0, d1) -> (d0, d1) {note} : memref<3x4xf32> to memref<3x4xf32>
// CHECK-NEXT: %0:2 = memref.distinct_objects %view, %arg3 : memref<64x4xf32>, memref<?x?xf32>
// CHECK-NEXT: %1 = memref.distinct_objects %arg4 : memref<3x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %c0], %arg1[%c0, %c0], %arg4, %arg2[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg2[%c0], %arg4 : memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %c0], %arg1[%c0, %c0], %arg4, %arg2[%c0], %arg5, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg2[%c0], %arg4 {kind = "strided"} : memref<1xi32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
