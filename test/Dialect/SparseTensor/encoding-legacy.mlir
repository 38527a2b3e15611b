// Older spellings from MLIR's documentation (the seed document), which MLIR 22 rejects and
// tile-opt accepts as extensions: the level format `block2_4` is read as `structured[2, 4]`
// (printed in today's spelling, which mlir-opt-22 accepts); the property `high` (a compressed
// level whose positions are [lo, hi) pairs, today's `loose_compressed`) and the sub-byte
// `crdWidth = 2` are kept as written. This file does not pipe to mlir-opt; see the README
// (`SparseEncoding::upstream_clean`) for making such output upstream-clean.
// -verify-diagnostics: none of these emits a diagnostic.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file | tile-opt -split-input-file -verify-diagnostics | FileCheck %s

// The seed document's NVidia 2:4 example, verbatim (note the comment inside the attribute).
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]), crdWidth = 2 }>
// CHECK:       func.func private @nv_24(tensor<16x16xf64, #sparse>)
#NV_24 = #sparse_tensor.encoding<{
map = ( i, j ) -> ( i : dense,
j floordiv 4 : dense,
j mod 4 : block2_4),
crdWidth = 2 // 2-bits for each coordinate
}>
func.func private @nv_24(tensor<16x16xf64, #NV_24>)

// -----

// The seed document's batched COO with `high`, on a 3-D tensor.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed(nonunique, high), d2 : singleton) }>
// CHECK:       func.func private @bcoo(tensor<10x10x10xf32, #sparse>)
#BCOO = #sparse_tensor.encoding<{
map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton)
}>
func.func private @bcoo(tensor<10x10x10xf32, #BCOO>)

// -----

// `block2_4` alone: exactly `structured[2, 4]`, so this prints upstream-clean text.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]) }>
// CHECK:       func.func private @block2_4(tensor<8x8xf32, #sparse>)
#B24 = #sparse_tensor.encoding<{
map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : block2_4)
}>
func.func private @block2_4(tensor<8x8xf32, #B24>)

// -----

// `block2_4` unblocked, with 8-bit coordinates.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]), crdWidth = 8 }>
// CHECK:       func.func private @block2_4_unblocked(tensor<8x4xf32, #sparse>)
#B24U = #sparse_tensor.encoding<{
map = (i, j) -> (i : dense, j : block2_4), crdWidth = 8
}>
func.func private @block2_4_unblocked(tensor<8x4xf32, #B24U>)

// -----

// `high` on its own, and its properties printed in canonical order.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed(nonordered, high)) }>
// CHECK:       func.func private @high(tensor<4x8xf32, #sparse>)
#HIGH = #sparse_tensor.encoding<{
map = (i, j) -> (i : dense, j : compressed(high, nonordered))
}>
func.func private @high(tensor<4x8xf32, #HIGH>)

// -----

// A sub-byte coordinate width with a position width.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 8, crdWidth = 2 }>
// CHECK:       func.func private @crd2(tensor<4xf32, #sparse>)
#CRD2 = #sparse_tensor.encoding<{
map = (i) -> (i : compressed), crdWidth = 2, posWidth = 8
}>
func.func private @crd2(tensor<4xf32, #CRD2>)
