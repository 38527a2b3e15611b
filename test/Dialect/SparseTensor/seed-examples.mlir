// The encodings of the seed document (MLIR's sparse tensor encoding documentation), as
// written there, each used with the tensor type the document gives it. The two examples in
// older MLIR spellings (NV_24 with `block2_4` and `crdWidth = 2`, BCOO with `high`) are in
// encoding-legacy.mlir; the document's BCOO type use (a 3-level encoding on a 2-D tensor) is
// in encoding-invalid-tile.mlir.
// RUN: tile-opt %s -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file | tile-opt -split-input-file | FileCheck %s

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @csr_4x6(tensor<4x6xf64, #sparse>)
#CSR = #sparse_tensor.encoding<{
map = (i, j) -> (i : dense, j : compressed)
}>
func.func private @csr_4x6(tensor<4x6xf64, #CSR>)

// -----

// The document's BSR block is missing its closing `}>`; completed here.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
// CHECK:       func.func private @bsr_2x2(tensor<4x6xf64, #sparse>)
#BSR = #sparse_tensor.encoding<{
map = (i, j) ->
( i floordiv 2 : dense
, j floordiv 2 : compressed
, i mod 2 : dense
, j mod 2 : dense
)
}>
func.func private @bsr_2x2(tensor<4x6xf64, #BSR>)

// -----

// Sparse vector.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @sparse_vector(tensor<?xf32, #sparse>)
#SparseVector = #sparse_tensor.encoding<{
map = (i) -> (i : compressed)
}>
func.func private @sparse_vector(tensor<?xf32, #SparseVector>)

// -----

// Sorted coordinate scheme.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK:       func.func private @sorted_coo(tensor<?x?xf64, #sparse>)
#SortedCOO = #sparse_tensor.encoding<{
map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>
func.func private @sorted_coo(tensor<?x?xf64, #SortedCOO>)

// -----

// Compressed sparse row.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @csr(tensor<100x100xbf16, #sparse>)
#CSR = #sparse_tensor.encoding<{
map = (i, j) -> (i : dense, j : compressed)
}>
func.func private @csr(tensor<100x100xbf16, #CSR>)

// -----

// Doubly compressed sparse column storage with specific bitwidths.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed), posWidth = 32, crdWidth = 8 }>
// CHECK:       func.func private @dcsc(tensor<8x8xf64, #sparse>)
#DCSC = #sparse_tensor.encoding<{
map = (i, j) -> (j : compressed, i : compressed),
posWidth = 32,
crdWidth = 8
}>
func.func private @dcsc(tensor<8x8xf64, #DCSC>)

// -----

// Block sparse row storage (2x3 blocks).
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK:       func.func private @bsr_2x3(tensor<20x30xf32, #sparse>)
#BSR = #sparse_tensor.encoding<{
map = ( i, j ) ->
( i floordiv 2 : dense,
j floordiv 3 : compressed,
i mod 2 : dense,
j mod 3 : dense
)
}>
func.func private @bsr_2x3(tensor<20x30xf32, #BSR>)

// -----

// Same block sparse row storage (2x3 blocks) but with a redundant reverse mapping.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK:       func.func private @bsr_explicit(tensor<20x30xf32, #sparse>)
#BSR_explicit = #sparse_tensor.encoding<{
map = { ib, jb, ii, jj }
( i = ib * 2 + ii,
j = jb * 3 + jj) ->
( ib = i floordiv 2 : dense,
jb = j floordiv 3 : compressed,
ii = i mod 2 : dense,
jj = j mod 3 : dense)
}>
func.func private @bsr_explicit(tensor<20x30xf32, #BSR_explicit>)

// -----

// ELL format with three jagged diagonals.
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * (s0 * 3) : dense, d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @ell(tensor<?x?xf64, #sparse>)
#ELL = #sparse_tensor.encoding<{
map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)
}>
func.func private @ell(tensor<?x?xf64, #ELL>)

// -----

// CSR slice (offset = 0, size = 4, stride = 1 on the first dimension;
// offset = 0, size = 8, and a dynamic stride on the second dimension).
// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, ?)>) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @csr_slice(tensor<?x?xf64, #sparse>)
#CSR_SLICE = #sparse_tensor.encoding<{
map = (i : #sparse_tensor<slice(0, 4, 1)>,
j : #sparse_tensor<slice(0, 8, ?)>) ->
(i : dense, j : compressed)
}>
func.func private @csr_slice(tensor<?x?xf64, #CSR_SLICE>)
