// RUN: tile-opt %s --lower-tiles | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(lower-tiles{pad-value=-1})' | FileCheck %s --check-prefix=PAD

// The seed's Figure 1: f32[3,5]{1,0:T(2,2)} pads, splits and transposes. A padded tiling
// whose tile rows stay most minor is one loop nest over the physical dimensions (in
// physical order: writes are sequential) that reads each tile row straight from the
// unpadded source with vector.transfer_read (lanes past the last column get the pad value)
// and writes it with vector.transfer_write: one pass, no padded temporary. Rows past the
// last row read a clamped row and select the pad row instead. Then the collapse to the
// 1-D buffer; no #tile.layout remains.
// CHECK-NOT: #tile.layout
// CHECK-LABEL: func.func @figure1(%arg0: tensor<3x5xf32>) -> tensor<24xf32> {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[PADV:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[PADROW:.*]] = vector.broadcast %[[PADV]] : f32 to vector<2xf32>
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<2x3x2x2xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for %[[A:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[T0:.*]] = %[[INIT]]) -> (tensor<2x3x2x2xf32>) {
// CHECK-NEXT: scf.for %[[D:.*]] = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%[[T1:.*]] = %[[T0]]) -> (tensor<2x3x2x2xf32>) {
// CHECK-NEXT: scf.for %[[B:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[T2:.*]] = %[[T1]]) -> (tensor<2x3x2x2xf32>) {
// CHECK-NEXT: %[[A2:.*]] = arith.muli %[[A]], %[[C2]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[A2]], %[[B]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[D]], %[[C2]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[C3]] : index
// CHECK-NEXT: %[[CLAMPED:.*]] = arith.minui %[[ROW]], %[[C2]] : index
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %arg0[%[[CLAMPED]], %[[COL]]], %[[PADV]] : tensor<3x5xf32>, vector<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.select %[[IN]], %[[V]], %[[PADROW]] : vector<2xf32>
// CHECK-NEXT: %[[W:.*]] = vector.transfer_write %[[S]], %[[T2]][%[[A]], %[[D]], %[[B]], %[[C0]]] {in_bounds = [true]} : vector<2xf32>, tensor<2x3x2x2xf32>
// CHECK-NEXT: scf.yield %[[W]] : tensor<2x3x2x2xf32>
// CHECK: %collapsed = tensor.collapse_shape %[[R]] {{\[}}[0, 1, 2, 3]] : tensor<2x3x2x2xf32> into tensor<24xf32>
// CHECK-NEXT: return %collapsed : tensor<24xf32>
// PAD-LABEL: func.func @figure1(
// PAD: arith.constant -1.000000e+00 : f32
func.func @figure1(%x: tensor<3x5xf32>) -> tensor<24xf32> {
  %t = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %p = tile.to_physical %t : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  return %p : tensor<24xf32>
}

// The inverse is the mirror loop nest: the buffer is viewed in its physical shape, each
// tile row read with an in-bounds vector.transfer_read and written into the unpadded
// result with vector.transfer_write, which drops the lanes past the last column; blocks of
// padding rows write nothing (scf.if). No padded temporary, no extract_slice.
// CHECK-LABEL: func.func @figure1_back(%arg0: tensor<24xf32>) -> tensor<3x5xf32> {
// CHECK-NEXT: %[[PHYS:.*]] = tensor.expand_shape %arg0 {{\[}}[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<24xf32> into tensor<2x3x2x2xf32>
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for %[[A:.*]] = %c0 to %c2 step %c1 iter_args(%{{.*}} = %[[INIT]]) -> (tensor<3x5xf32>) {
// CHECK-NEXT: scf.for %[[D:.*]] = %c0 to %c3 step %c1
// CHECK-NEXT: scf.for %[[B:.*]] = %c0 to %c2 step %c1 iter_args(%[[T:.*]] = %{{.*}}) -> (tensor<3x5xf32>) {
// CHECK-NEXT: %[[A2:.*]] = arith.muli %[[A]], %c2 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[A2]], %[[B]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[D]], %c2 : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %c3 : index
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %[[PHYS]][%[[A]], %[[D]], %[[B]], %c0], %cst {in_bounds = [true]} : tensor<2x3x2x2xf32>, vector<2xf32>
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[IN]] -> (tensor<3x5xf32>) {
// CHECK-NEXT: %[[W:.*]] = vector.transfer_write %[[V]], %[[T]][%[[ROW]], %[[COL]]] : vector<2xf32>, tensor<3x5xf32>
// CHECK-NEXT: scf.yield %[[W]] : tensor<3x5xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[T]] : tensor<3x5xf32>
// CHECK: return %[[R]] : tensor<3x5xf32>
func.func @figure1_back(%p: tensor<24xf32>) -> tensor<3x5xf32> {
  %t = tile.from_physical %p : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %x = tile.relayout %t : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<3x5xf32>
  return %x : tensor<3x5xf32>
}

// Tiled values are retyped to their padded physical shape (levels, most major first),
// through elementwise ops and function signatures.
// CHECK-LABEL: func.func @retype(%arg0: tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32> {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : tensor<2x3x2x2xf32>
// CHECK-NEXT: return %0 : tensor<2x3x2x2xf32>
func.func @retype(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = arith.addf %x, %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}

// Identical layouts vanish; an untiled permutation is one transpose, and so is one
// permutation to another.
// CHECK-LABEL: func.func @simplified(
// CHECK-SAME: %arg0: tensor<2x3x4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3x2xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<4x3x2xf32>) permutation = [2, 1, 0]
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x4x3xf32>
// CHECK-NEXT: %transposed_0 = linalg.transpose ins(%transposed : tensor<4x3x2xf32>) outs(%1 : tensor<2x4x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: return %transposed, %transposed_0 :
func.func @simplified(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32, #tile.layout<"{0,1,2}">>, tensor<2x3x4xf32, #tile.layout<"{1,2,0}">>) {
  %a = tile.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #tile.layout<"{0,1,2}">>
  %b = tile.relayout %a : tensor<2x3x4xf32, #tile.layout<"{0,1,2}">> to tensor<2x3x4xf32, #tile.layout<"{0,1,2}">>
  %c = tile.relayout %b : tensor<2x3x4xf32, #tile.layout<"{0,1,2}">> to tensor<2x3x4xf32, #tile.layout<"{1,2,0}">>
  return %b, %c : tensor<2x3x4xf32, #tile.layout<"{0,1,2}">>, tensor<2x3x4xf32, #tile.layout<"{1,2,0}">>
}

// A repeated tile acts on the intra-tile levels of the first; a combined dimension is a
// collapse before tiling. Padded, (8,128)(2,1) is one vector loop nest whose block is 2
// rows x 128 columns, read at once (rows and columns past the edge get the pad value),
// interleaved by vector.transpose + shape_cast (each column's two rows adjacent) and
// written as one 256-element vector into the physical shape with the block collapsed.
// CHECK-LABEL: func.func @bf16_packing(%arg0: tensor<10x200xbf16>) -> tensor<2x2x4x128x2x1xbf16> {
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<2x2x4x256xbf16>
// CHECK-NEXT: %[[R:.*]] = scf.for %[[A:.*]] = %c0 to %c2 step %c1 iter_args(%{{.*}} = %[[INIT]]) -> (tensor<2x2x4x256xbf16>) {
// CHECK-NEXT: scf.for %[[D:.*]] = %c0 to %c2 step %c1
// CHECK-NEXT: scf.for %[[B:.*]] = %c0 to %c4 step %c1 iter_args(%[[T:.*]] = %{{.*}}) -> (tensor<2x2x4x256xbf16>) {
// CHECK-NEXT: %[[A8:.*]] = arith.muli %[[A]], %c8 : index
// CHECK-NEXT: %[[B2:.*]] = arith.muli %[[B]], %c2 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[A8]], %[[B2]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[D]], %c128 : index
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %arg0[%[[ROW]], %[[COL]]], %cst : tensor<10x200xbf16>, vector<2x128xbf16>
// CHECK-NEXT: %[[VT:.*]] = vector.transpose %[[V]], [1, 0] : vector<2x128xbf16> to vector<128x2xbf16>
// CHECK-NEXT: %[[F:.*]] = vector.shape_cast %[[VT]] : vector<128x2xbf16> to vector<256xbf16>
// CHECK-NEXT: vector.transfer_write %[[F]], %[[T]][%[[A]], %[[D]], %[[B]], %c0] {in_bounds = [true]} : vector<256xbf16>, tensor<2x2x4x256xbf16>
// CHECK: tensor.expand_shape %[[R]] {{\[}}[0], [1], [2], [3, 4, 5]] output_shape [2, 2, 4, 128, 2, 1] : tensor<2x2x4x256xbf16> into tensor<2x2x4x128x2x1xbf16>
// Unpadded, the data moves once too: both tiles' splits are one expand_shape and their
// transposes one linalg.transpose (plans in normal form, lower_tiles/normalize.rs), not
// two passes through a temporary.
// CHECK-LABEL: func.func @bf16_unpadded(%arg0: tensor<16x256xbf16>) -> tensor<2x2x4x128x2x1xbf16> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1, 2], [3, 4, 5]] output_shape [2, 4, 2, 2, 128, 1] : tensor<16x256xbf16> into tensor<2x4x2x2x128x1xbf16>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2x4x128x2x1xbf16>
// CHECK-NEXT: %transposed = linalg.transpose ins(%expanded : tensor<2x4x2x2x128x1xbf16>) outs(%0 : tensor<2x2x4x128x2x1xbf16>) permutation = [0, 3, 1, 4, 2, 5]
// CHECK-NEXT: return %transposed
// And back: each 256-element block is read from the buffer with the block's levels
// collapsed, split into its 128 columns x 2 rows, transposed to rows and written as a 2-D
// vector into the unpadded result (rows and columns past the edge dropped).
// CHECK-LABEL: func.func @bf16_back(%arg0: tensor<2x2x4x128x2x1xbf16>) -> tensor<10x200xbf16> {
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1], [2], [3, 4, 5]] : tensor<2x2x4x128x2x1xbf16> into tensor<2x2x4x256xbf16>
// CHECK: %[[ROW:.*]] = arith.addi
// CHECK-NEXT: %[[COL:.*]] = arith.muli %{{.*}}, %c128 : index
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %[[FLAT]][%{{.*}}, %{{.*}}, %{{.*}}, %c0], %cst {in_bounds = [true]} : tensor<2x2x4x256xbf16>, vector<256xbf16>
// CHECK-NEXT: %[[S:.*]] = vector.shape_cast %[[V]] : vector<256xbf16> to vector<128x2xbf16>
// CHECK-NEXT: %[[T:.*]] = vector.transpose %[[S]], [1, 0] : vector<128x2xbf16> to vector<2x128xbf16>
// CHECK-NEXT: vector.transfer_write %[[T]], %{{.*}}[%[[ROW]], %[[COL]]] : vector<2x128xbf16>, tensor<10x200xbf16>
// CHECK-LABEL: func.func @combined(%arg0: tensor<2x3x1004xbf16>) -> tensor<1x24x2x128xbf16> {
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0], [1, 2]] : tensor<2x3x1004xbf16> into tensor<2x3012xbf16>
func.func @bf16_packing(%x: tensor<10x200xbf16>) -> tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> {
  %y = tile.relayout %x : tensor<10x200xbf16> to tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
  return %y : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
}
func.func @bf16_unpadded(%x: tensor<16x256xbf16>) -> tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> {
  %y = tile.relayout %x : tensor<16x256xbf16> to tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
  return %y : tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
}
func.func @bf16_back(%x: tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>) -> tensor<10x200xbf16> {
  %y = tile.relayout %x : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> to tensor<10x200xbf16>
  return %y : tensor<10x200xbf16>
}
func.func @combined(%x: tensor<2x3x1004xbf16>) -> tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">> {
  %y = tile.relayout %x : tensor<2x3x1004xbf16> to tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">>
  return %y : tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">>
}

// A layout that only adds tiles to the other applies (or undoes) just those tiles.
// CHECK-LABEL: func.func @add_tile(%arg0: tensor<2x2x8x128xbf16>) -> tensor<2x2x4x128x2x1xbf16> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3], [4, 5]] output_shape [2, 2, 4, 2, 128, 1] : tensor<2x2x8x128xbf16> into tensor<2x2x4x2x128x1xbf16>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2x4x128x2x1xbf16>
// CHECK-NEXT: %transposed = linalg.transpose ins(%expanded : tensor<2x2x4x2x128x1xbf16>) outs(%0 : tensor<2x2x4x128x2x1xbf16>) permutation = [0, 1, 2, 4, 3, 5]
// CHECK-NEXT: return %transposed
// CHECK-LABEL: func.func @drop_tile(%arg0: tensor<2x2x4x128x2x1xbf16>) -> tensor<2x2x8x128xbf16> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2x4x2x128x1xbf16>
// CHECK-NEXT: %transposed = linalg.transpose
// CHECK-NEXT: %collapsed = tensor.collapse_shape %transposed {{\[}}[0], [1], [2, 3], [4, 5]]
// CHECK-NEXT: return %collapsed
func.func @add_tile(%x: tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)}">>) -> tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> {
  %y = tile.relayout %x : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)}">> to tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
  return %y : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
}
func.func @drop_tile(%x: tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>) -> tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)}">> {
  %y = tile.relayout %x : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> to tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)}">>
  return %y : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)}">>
}
