// REQUIRES: integration
// RUN: tile-opt %s --lower-tiles | tile-run - | FileCheck %s
// RUN: tile-opt %s --lower-tiles | mlir-sparse-run - | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(lower-tiles{vector-loops=false})' | tile-run - | FileCheck %s
// Padded relayouts, lowered to vector loop nests (lower_tiles/kernel.rs), run by tile-run's
// interpreter and by MLIR 22 (--sparsifier, mlir-runner), and the reference pad/reshape/
// transpose lowering run by tile-run: all print every element of the 1-D buffer, and the
// CHECK lines are the layout maths' own answer (element k of the iota input, counting from
// 1, at `tile-layout index` of its coordinates; padding is 0).

// One tile row per step, rows past the edge selected as padding (seed's Figure 1).
// CHECK: ( 1, 2, 6, 7, 3, 4, 8, 9, 5, 0, 10, 0, 11, 12, 0, 0, 13, 14, 0, 0, 15, 0, 0, 0 )
// A 2x2 block of two rows interleaved by the (2,1) tile.
// CHECK-NEXT: ( 1, 4, 2, 5, 7, 10, 8, 11, 3, 6, 0, 0, 9, 12, 0, 0, 13, 0, 14, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0 )
// Column-major: the tile row runs down the source's columns.
// CHECK-NEXT: ( 1, 6, 11, 0, 2, 7, 12, 0, 3, 8, 13, 0, 4, 9, 14, 0, 5, 10, 15, 0, 0, 0, 0, 0 )
// Rank 3, both tiles padded.
// CHECK-NEXT: ( 1, 6, 2, 7, 3, 8, 4, 9, 5, 10, 0, 0, 0, 0, 0, 0, 11, 0, 12, 0, 13, 0, 14, 0, 15, 0, 0, 0, 0, 0, 0, 0, 16, 21, 17, 22, 18, 23, 19, 24, 20, 25, 0, 0, 0, 0, 0, 0, 26, 0, 27, 0, 28, 0, 29, 0, 30, 0, 0, 0, 0, 0, 0, 0, 31, 36, 32, 37, 33, 38, 34, 39, 35, 40, 0, 0, 0, 0, 0, 0, 41, 0, 42, 0, 43, 0, 44, 0, 45, 0, 0, 0, 0, 0, 0, 0 )
// And back to row-major.
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ), ( 7, 8, 9 ), ( 10, 11, 12 ), ( 13, 14, 15 ) )

#fig1 = #tile.layout<"{1,0:T(2,2)}">
#pair = #tile.layout<"{1,0:T(4,2)(2,1)}">
#colmajor = #tile.layout<"{0,1:T(2,4)}">
#rank3 = #tile.layout<"{2,1,0:T(2,4)(2,1)}">

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i32
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0],
                             [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %ta = tile.relayout %a : tensor<3x5xf32> to tensor<3x5xf32, #fig1>
  %pa = tile.to_physical %ta : tensor<3x5xf32, #fig1> to tensor<24xf32>
  %va = vector.transfer_read %pa[%c0], %f0 : tensor<24xf32>, vector<24xf32>
  vector.print %va : vector<24xf32>

  %b = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0],
                             [10.0, 11.0, 12.0], [13.0, 14.0, 15.0]]> : tensor<5x3xf32>
  %tb = tile.relayout %b : tensor<5x3xf32> to tensor<5x3xf32, #pair>
  %pb = tile.to_physical %tb : tensor<5x3xf32, #pair> to tensor<32xf32>
  %vb = vector.transfer_read %pb[%c0], %f0 : tensor<32xf32>, vector<32xf32>
  vector.print %vb : vector<32xf32>

  %c = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]]> : tensor<3x5xi32>
  %tc = tile.relayout %c : tensor<3x5xi32> to tensor<3x5xi32, #colmajor>
  %pc = tile.to_physical %tc : tensor<3x5xi32, #colmajor> to tensor<24xi32>
  %vc = vector.transfer_read %pc[%c0], %i0 : tensor<24xi32>, vector<24xi32>
  vector.print %vc : vector<24xi32>

  %d = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0]],
                             [[16.0, 17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0, 25.0], [26.0, 27.0, 28.0, 29.0, 30.0]],
                             [[31.0, 32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0, 40.0], [41.0, 42.0, 43.0, 44.0, 45.0]]]> : tensor<3x3x5xf32>
  %td = tile.relayout %d : tensor<3x3x5xf32> to tensor<3x3x5xf32, #rank3>
  %pd = tile.to_physical %td : tensor<3x3x5xf32, #rank3> to tensor<96xf32>
  %vd = vector.transfer_read %pd[%c0], %f0 : tensor<96xf32>, vector<96xf32>
  vector.print %vd : vector<96xf32>

  %ub = tile.from_physical %pb : tensor<32xf32> to tensor<5x3xf32, #pair>
  %rb = tile.relayout %ub : tensor<5x3xf32, #pair> to tensor<5x3xf32>
  %vr = vector.transfer_read %rb[%c0, %c0], %f0 : tensor<5x3xf32>, vector<5x3xf32>
  vector.print %vr : vector<5x3xf32>
  return
}
