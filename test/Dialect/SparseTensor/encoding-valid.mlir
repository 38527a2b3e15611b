// Valid sparse tensor encodings (tile-opt's own corpus, written from the MLIR 22 grammar).
// Each chunk is printed in MLIR's canonical form; the CHECK lines are what mlir-opt-22 prints
// for the same input (encoding-valid-upstream.mlir runs mlir-opt-22 against these checks).
// RUN: tile-opt %s -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file | tile-opt -split-input-file | FileCheck %s

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @sparse_vector(tensor<?xf32, #sparse>)
#SPARSE_VECTOR = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed)
}>
func.func private @sparse_vector(tensor<?xf32, #SPARSE_VECTOR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense) }>
// CHECK:       func.func private @dense_vector(tensor<16xf64, #sparse>)
#DENSE_VECTOR = #sparse_tensor.encoding<{
  map = (i) -> (i : dense)
}>
func.func private @dense_vector(tensor<16xf64, #DENSE_VECTOR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @csr(tensor<?x?xf32, #sparse>)
#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
func.func private @csr(tensor<?x?xf32, #CSR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
// CHECK:       func.func private @csc(tensor<8x4xf64, #sparse>)
#CSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j : dense, i : compressed)
}>
func.func private @csc(tensor<8x4xf64, #CSC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
// CHECK:       func.func private @dcsr(tensor<?x?xi32, #sparse>)
#DCSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed, j : compressed)
}>
func.func private @dcsr(tensor<?x?xi32, #DCSR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed), posWidth = 32, crdWidth = 8 }>
// CHECK:       func.func private @dcsc_widths(tensor<8x8xf64, #sparse>)
#DCSC_WIDTHS = #sparse_tensor.encoding<{
  map = (i, j) -> (j : compressed, i : compressed), posWidth = 32, crdWidth = 8
}>
func.func private @dcsc_widths(tensor<8x8xf64, #DCSC_WIDTHS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : dense) }>
// CHECK:       func.func private @all_dense(tensor<3x5xbf16, #sparse>)
#ALL_DENSE = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : dense)
}>
func.func private @all_dense(tensor<3x5xbf16, #ALL_DENSE>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK:       func.func private @coo_aos(tensor<?x?xf64, #sparse>)
#COO_AOS = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>
func.func private @coo_aos(tensor<?x?xf64, #COO_AOS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
// CHECK:       func.func private @coo_soa(tensor<?x?xf64, #sparse>)
#COO_SOA = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton(soa))
}>
func.func private @coo_soa(tensor<?x?xf64, #COO_SOA>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>
// CHECK:       func.func private @coo_unordered(tensor<?x?xf32, #sparse>)
#COO_UNORDERED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered))
}>
func.func private @coo_unordered(tensor<?x?xf32, #COO_UNORDERED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique), d2 : singleton) }>
// CHECK:       func.func private @coo_3d(tensor<4x5x6xf32, #sparse>)
#COO_3D = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton)
}>
func.func private @coo_3d(tensor<4x5x6xf32, #COO_3D>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique, soa), d2 : singleton(soa)) }>
// CHECK:       func.func private @coo_3d_soa(tensor<4x5x6xf32, #sparse>)
#COO_3D_SOA = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(soa))
}>
func.func private @coo_3d_soa(tensor<4x5x6xf32, #COO_3D_SOA>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : loose_compressed(nonunique), d2 : singleton) }>
// CHECK:       func.func private @bcoo_loose(tensor<10x10x10xf32, #sparse>)
#BCOO_LOOSE = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique), k : singleton)
}>
func.func private @bcoo_loose(tensor<10x10x10xf32, #BCOO_LOOSE>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : loose_compressed) }>
// CHECK:       func.func private @loose_vector(tensor<32xf32, #sparse>)
#LOOSE_VECTOR = #sparse_tensor.encoding<{
  map = (i) -> (i : loose_compressed)
}>
func.func private @loose_vector(tensor<32xf32, #LOOSE_VECTOR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed(nonordered)) }>
// CHECK:       func.func private @loose_nonordered(tensor<4x8xf32, #sparse>)
#LOOSE_NONORDERED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : loose_compressed(nonordered))
}>
func.func private @loose_nonordered(tensor<4x8xf32, #LOOSE_NONORDERED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : loose_compressed(nonunique), d1 : singleton(nonordered, soa)) }>
// CHECK:       func.func private @loose_coo_soa(tensor<4x8xf32, #sparse>)
#LOOSE_COO_SOA = #sparse_tensor.encoding<{
  map = (i, j) -> (i : loose_compressed(nonunique), j : singleton(nonordered, soa))
}>
func.func private @loose_coo_soa(tensor<4x8xf32, #LOOSE_COO_SOA>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : compressed) }>
// CHECK:       func.func private @batch_csr(tensor<2x3x4xf32, #sparse>)
#BATCH_CSR = #sparse_tensor.encoding<{
  map = (b, i, j) -> (b : batch, i : dense, j : compressed)
}>
func.func private @batch_csr(tensor<2x3x4xf32, #BATCH_CSR>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : batch, d1 : batch) }>
// CHECK:       func.func private @all_batch(tensor<2x3xf32, #sparse>)
#ALL_BATCH = #sparse_tensor.encoding<{
  map = (i, j) -> (i : batch, j : batch)
}>
func.func private @all_batch(tensor<2x3xf32, #ALL_BATCH>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : batch, d1 : compressed(nonunique), d2 : singleton(soa)) }>
// CHECK:       func.func private @batch_coo(tensor<2x3x4xf32, #sparse>)
#BATCH_COO = #sparse_tensor.encoding<{
  map = (b, i, j) -> (b : batch, i : compressed(nonunique), j : singleton(soa))
}>
func.func private @batch_coo(tensor<2x3x4xf32, #BATCH_COO>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : batch, d1 : compressed) }>
// CHECK:       func.func private @batch_compressed(tensor<2x9xf32, #sparse>)
#BATCH_COMPRESSED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : batch, j : compressed)
}>
func.func private @batch_compressed(tensor<2x9xf32, #BATCH_COMPRESSED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
// CHECK:       func.func private @csf(tensor<?x?x?xf32, #sparse>)
#CSF = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed, j : compressed, k : compressed)
}>
func.func private @csf(tensor<?x?x?xf32, #CSF>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d2 : compressed, d0 : compressed, d1 : compressed) }>
// CHECK:       func.func private @csf_permuted(tensor<?x?x?xf32, #sparse>)
#CSF_PERMUTED = #sparse_tensor.encoding<{
  map = (i, j, k) -> (k : compressed, i : compressed, j : compressed)
}>
func.func private @csf_permuted(tensor<?x?x?xf32, #CSF_PERMUTED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed, d2 : dense) }>
// CHECK:       func.func private @mixed_3d(tensor<2x3x4xf32, #sparse>)
#MIXED_3D = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, j : compressed, k : dense)
}>
func.func private @mixed_3d(tensor<2x3x4xf32, #MIXED_3D>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
// CHECK:       func.func private @mixed_4d(tensor<2x3x4x5xf32, #sparse>)
#MIXED_4D = #sparse_tensor.encoding<{
  map = (a, b, c, d) -> (a : dense, b : compressed, c : dense, d : compressed)
}>
func.func private @mixed_4d(tensor<2x3x4x5xf32, #MIXED_4D>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
// CHECK:       func.func private @bsr_2x2(tensor<4x6xf64, #sparse>)
#BSR_2X2 = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)
}>
func.func private @bsr_2x2(tensor<4x6xf64, #BSR_2X2>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK:       func.func private @bsr_2x3(tensor<20x30xf32, #sparse>)
#BSR_2X3 = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2 : dense,
    j mod 3 : dense
  )
}>
func.func private @bsr_2x3(tensor<20x30xf32, #BSR_2X3>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK:       func.func private @bsr_dynamic(tensor<?x?xf32, #sparse>)
#BSR_DYNAMIC = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
func.func private @bsr_dynamic(tensor<?x?xf32, #BSR_DYNAMIC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 floordiv 2 : dense, d0 floordiv 2 : compressed, d1 mod 2 : dense, d0 mod 2 : dense) }>
// CHECK:       func.func private @bsc(tensor<4x4xf32, #sparse>)
#BSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j floordiv 2 : dense, i floordiv 2 : compressed, j mod 2 : dense, i mod 2 : dense)
}>
func.func private @bsc(tensor<4x4xf32, #BSC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 4 : dense, d1 floordiv 4 : compressed, d0 mod 4 : dense, d1 mod 4 : dense), posWidth = 16, crdWidth = 16 }>
// CHECK:       func.func private @bsr_widths(tensor<16x16xf32, #sparse>)
#BSR_WIDTHS = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 4 : dense, j floordiv 4 : compressed, i mod 4 : dense, j mod 4 : dense), posWidth = 16, crdWidth = 16
}>
func.func private @bsr_widths(tensor<16x16xf32, #BSR_WIDTHS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK:       func.func private @bsr_explicit(tensor<20x30xf32, #sparse>)
#BSR_EXPLICIT = #sparse_tensor.encoding<{
  map = { ib, jb, ii, jj }
  ( i = ib * 2 + ii,
    j = jb * 3 + jj) ->
  ( ib = i floordiv 2 : dense,
    jb = j floordiv 3 : compressed,
    ii = i mod 2 : dense,
    jj = j mod 3 : dense)
}>
func.func private @bsr_explicit(tensor<20x30xf32, #BSR_EXPLICIT>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @csr_explicit(tensor<?x?xf32, #sparse>)
#CSR_EXPLICIT = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d0 : dense, l1 = d1 : compressed)
}>
func.func private @csr_explicit(tensor<?x?xf32, #CSR_EXPLICIT>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
// CHECK:       func.func private @csc_explicit(tensor<?x?xf32, #sparse>)
#CSC_EXPLICIT = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l1, d1 = l0) -> (l0 = d1 : dense, l1 = d0 : compressed)
}>
func.func private @csc_explicit(tensor<?x?xf32, #CSC_EXPLICIT>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @vector_explicit(tensor<?xf32, #sparse>)
#VECTOR_EXPLICIT = #sparse_tensor.encoding<{
  map = {l} (i = l) -> (l = i : compressed)
}>
func.func private @vector_explicit(tensor<?xf32, #VECTOR_EXPLICIT>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 floordiv 2 : dense, d1 floordiv 3 : dense, d2 floordiv 4 : compressed, d0 mod 2 : dense, d1 mod 3 : dense, d2 mod 4 : dense) }>
// CHECK:       func.func private @block_3d(tensor<4x6x8xf32, #sparse>)
#BLOCK_3D = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i floordiv 2 : dense, j floordiv 3 : dense, k floordiv 4 : compressed, i mod 2 : dense, j mod 3 : dense, k mod 4 : dense)
}>
func.func private @block_3d(tensor<4x6x8xf32, #BLOCK_3D>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 4 : dense, d1 : compressed, d0 mod 4 : dense) }>
// CHECK:       func.func private @row_blocks(tensor<8x8xf32, #sparse>)
#ROW_BLOCKS = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 4 : dense, j : compressed, i mod 4 : dense)
}>
func.func private @row_blocks(tensor<8x8xf32, #ROW_BLOCKS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 8 : compressed, d1 mod 8 : dense) }>
// CHECK:       func.func private @column_blocks(tensor<8x64xf32, #sparse>)
#COLUMN_BLOCKS = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 8 : compressed, j mod 8 : dense)
}>
func.func private @column_blocks(tensor<8x64xf32, #COLUMN_BLOCKS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 floordiv 4 : dense, d0 : dense, d1 mod 4 : dense) }>
// CHECK:       func.func private @block_first(tensor<8x8xf32, #sparse>)
#BLOCK_FIRST = #sparse_tensor.encoding<{
  map = (i, j) -> (j floordiv 4 : dense, i : dense, j mod 4 : dense)
}>
func.func private @block_first(tensor<8x8xf32, #BLOCK_FIRST>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]), crdWidth = 8 }>
// CHECK:       func.func private @nv_24(tensor<16x16xf16, #sparse>)
#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]), crdWidth = 8
}>
func.func private @nv_24(tensor<16x16xf16, #NV_24>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : dense, d2 floordiv 4 : dense, d2 mod 4 : structured[2, 4]) }>
// CHECK:       func.func private @nv_24_3d(tensor<2x4x8xf16, #sparse>)
#NV_24_3D = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, j : dense, k floordiv 4 : dense, k mod 4 : structured[2, 4])
}>
func.func private @nv_24_3d(tensor<2x4x8xf16, #NV_24_3D>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d2 floordiv 4 : dense, d1 : dense, d2 mod 4 : structured[2, 4]) }>
// CHECK:       func.func private @nv_24_permuted(tensor<2x4x8xf16, #sparse>)
#NV_24_PERMUTED = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, k floordiv 4 : dense, j : dense, k mod 4 : structured[2, 4])
}>
func.func private @nv_24_permuted(tensor<2x4x8xf16, #NV_24_PERMUTED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : dense, d2 floordiv 8 : dense, d2 mod 8 : structured[5, 8]) }>
// CHECK:       func.func private @n_out_of_m_58(tensor<2x4x16xf32, #sparse>)
#N_OUT_OF_M_58 = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, j : dense, k floordiv 8 : dense, k mod 8 : structured[5, 8])
}>
func.func private @n_out_of_m_58(tensor<2x4x16xf32, #N_OUT_OF_M_58>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 2 : dense, d1 mod 2 : structured[1, 2]) }>
// CHECK:       func.func private @structured_1_2(tensor<4x4xf32, #sparse>)
#STRUCTURED_1_2 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 2 : dense, j mod 2 : structured[1, 2])
}>
func.func private @structured_1_2(tensor<4x4xf32, #STRUCTURED_1_2>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[4, 4]) }>
// CHECK:       func.func private @structured_unblocked(tensor<4x4xf32, #sparse>)
#STRUCTURED_UNBLOCKED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : structured[4, 4])
}>
func.func private @structured_unblocked(tensor<4x4xf32, #STRUCTURED_UNBLOCKED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]) }>
// CHECK:       func.func private @structured_hex(tensor<4x8xf32, #sparse>)
#STRUCTURED_HEX = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[0x2, 0x4])
}>
func.func private @structured_hex(tensor<4x8xf32, #STRUCTURED_HEX>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * (s0 * 3) : dense, d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @ell(tensor<?x?xf64, #sparse>)
#ELL = #sparse_tensor.encoding<{
  map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)
}>
func.func private @ell(tensor<?x?xf64, #ELL>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * (s0 * 4) : dense, d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @ell_4(tensor<?x?xf64, #sparse>)
#ELL_4 = #sparse_tensor.encoding<{
  map = [s](i, j) -> (i * (s * 4) : dense, i : dense, j : compressed)
}>
func.func private @ell_4(tensor<?x?xf64, #ELL_4>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = [s0, s1](d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @unused_symbols(tensor<?x?xf32, #sparse>)
#UNUSED_SYMBOLS = #sparse_tensor.encoding<{
  map = [s0, s1](i, j) -> (i : dense, j : compressed)
}>
func.func private @unused_symbols(tensor<?x?xf32, #UNUSED_SYMBOLS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 : dense, d1 + s0 : compressed) }>
// CHECK:       func.func private @symbol_offset(tensor<?x?xf32, #sparse>)
#SYMBOL_OFFSET = #sparse_tensor.encoding<{
  map = [n](i, j) -> (i : dense, j + n : compressed)
}>
func.func private @symbol_offset(tensor<?x?xf32, #SYMBOL_OFFSET>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @slice_static(tensor<4x4xf64, #sparse>)
#SLICE_STATIC = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(1, 4, 2)>) -> (i : dense, j : compressed)
}>
func.func private @slice_static(tensor<4x4xf64, #SLICE_STATIC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, ?, 1)>, d1 : #sparse_tensor<slice(?, 4, 2)>) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @slice_dynamic(tensor<?x?xf64, #sparse>)
#SLICE_DYNAMIC = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, ?, 1)>, j : #sparse_tensor<slice(?, 4, 2)>) -> (i : dense, j : compressed)
}>
func.func private @slice_dynamic(tensor<?x?xf64, #SLICE_DYNAMIC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(0, ?, 1)>) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @slice_one_dim(tensor<?x?xf64, #sparse>)
#SLICE_ONE_DIM = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(0, 4, 1)>, j) -> (i : dense, j : compressed)
}>
func.func private @slice_one_dim(tensor<?x?xf64, #SLICE_ONE_DIM>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, ?)>) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @slice_seed(tensor<?x?xf64, #sparse>)
#SLICE_SEED = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(0, 4, 1)>,
         j : #sparse_tensor<slice(0, 8, ?)>) ->
        (i : dense, j : compressed)
}>
func.func private @slice_seed(tensor<?x?xf64, #SLICE_SEED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, ?, 1)>, d1 : #sparse_tensor<slice(2, 3, 1)>) -> (d1 : dense, d0 : compressed) }>
// CHECK:       func.func private @slice_permuted(tensor<8x8xf32, #sparse>)
#SLICE_PERMUTED = #sparse_tensor.encoding<{
  map = (i, j : #sparse_tensor<slice(2, 3, 1)>) -> (j : dense, i : compressed)
}>
func.func private @slice_permuted(tensor<8x8xf32, #SLICE_PERMUTED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : compressed) }>
// CHECK:       func.func private @slice_all_dynamic(tensor<?xf32, #sparse>)
#SLICE_ALL_DYNAMIC = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(?, ?, ?)>) -> (i : compressed)
}>
func.func private @slice_all_dynamic(tensor<?xf32, #SLICE_ALL_DYNAMIC>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 8, crdWidth = 8 }>
// CHECK:       func.func private @widths_8(tensor<8x8xf32, #sparse>)
#WIDTHS_8 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8
}>
func.func private @widths_8(tensor<8x8xf32, #WIDTHS_8>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 16, crdWidth = 64 }>
// CHECK:       func.func private @widths_16_64(tensor<8x8xf32, #sparse>)
#WIDTHS_16_64 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed), posWidth = 16, crdWidth = 64
}>
func.func private @widths_16_64(tensor<8x8xf32, #WIDTHS_16_64>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 64, crdWidth = 32 }>
// CHECK:       func.func private @widths_64_32(tensor<8x8xf32, #sparse>)
#WIDTHS_64_32 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 32
}>
func.func private @widths_64_32(tensor<8x8xf32, #WIDTHS_64_32>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @widths_zero(tensor<8xf32, #sparse>)
#WIDTHS_ZERO = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), posWidth = 0, crdWidth = 0
}>
func.func private @widths_zero(tensor<8xf32, #WIDTHS_ZERO>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 16, crdWidth = 32 }>
// CHECK:       func.func private @width_typed(tensor<8xf32, #sparse>)
#WIDTH_TYPED = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), posWidth = 16 : i8, crdWidth = 32 : index
}>
func.func private @width_typed(tensor<8xf32, #WIDTH_TYPED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 16 }>
// CHECK:       func.func private @keys_reversed(tensor<8x8xf32, #sparse>)
#KEYS_REVERSED = #sparse_tensor.encoding<{
  crdWidth = 16, posWidth = 32, map = (i, j) -> (i : dense, j : compressed)
}>
func.func private @keys_reversed(tensor<8x8xf32, #KEYS_REVERSED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @trailing_comma(tensor<8x8xf32, #sparse>)
#TRAILING_COMMA = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
}>
func.func private @trailing_comma(tensor<8x8xf32, #TRAILING_COMMA>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 16, explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32 }>
// CHECK:       func.func private @values_f32(tensor<8x8xf32, #sparse>)
#VALUES_F32 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16, explicitVal = 1.0 : f32, implicitVal = 0.0 : f32
}>
func.func private @values_f32(tensor<8x8xf32, #VALUES_F32>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), explicitVal = 1 : i32, implicitVal = 0 : i32 }>
// CHECK:       func.func private @values_i32(tensor<8x8xi32, #sparse>)
#VALUES_I32 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed), explicitVal = 1 : i32, implicitVal = 0 : i32
}>
func.func private @values_i32(tensor<8x8xi32, #VALUES_I32>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 7 : i64, implicitVal = 0 : i64 }>
// CHECK:       func.func private @values_default_types(tensor<8xi64, #sparse>)
#VALUES_DEFAULT_TYPES = #sparse_tensor.encoding<{
  implicitVal = 0, explicitVal = 7, map = (i) -> (i : compressed)
}>
func.func private @values_default_types(tensor<8xi64, #VALUES_DEFAULT_TYPES>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 2.500000e+00 : f64 }>
// CHECK:       func.func private @values_f64(tensor<8xf64, #sparse>)
#VALUES_F64 = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), explicitVal = 2.5
}>
func.func private @values_f64(tensor<8xf64, #VALUES_F64>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = true, implicitVal = false }>
// CHECK:       func.func private @values_bool(tensor<8xi1, #sparse>)
#VALUES_BOOL = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), explicitVal = true, implicitVal = false
}>
func.func private @values_bool(tensor<8xi1, #VALUES_BOOL>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = -0.000000e+00 : f32 }>
// CHECK:       func.func private @values_negzero(tensor<8xf32, #sparse>)
#VALUES_NEGZERO = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), implicitVal = -0.0 : f32
}>
func.func private @values_negzero(tensor<8xf32, #VALUES_NEGZERO>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 5 : index }>
// CHECK:       func.func private @values_index(tensor<8xindex, #sparse>)
#VALUES_INDEX = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), explicitVal = 5 : index
}>
func.func private @values_index(tensor<8xindex, #VALUES_INDEX>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = #complex.number<:f32 1.000000e+00, 0.000000e+00> : complex<f32> }>
// CHECK:       func.func private @values_complex(tensor<8xcomplex<f32>, #sparse>)
#VALUES_COMPLEX = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), explicitVal = #complex.number<:f32 1.0, 0.0>
}>
func.func private @values_complex(tensor<8xcomplex<f32>, #VALUES_COMPLEX>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = #complex.number<:f64 1.500000e+00, -2.000000e+00> : complex<f64>, implicitVal = #complex.number<:f64 0.000000e+00, 0.000000e+00> : complex<f64> }>
// CHECK:       func.func private @values_complex_typed(tensor<8xcomplex<f64>, #sparse>)
#VALUES_COMPLEX_TYPED = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed), explicitVal = #complex.number<:f64 1.5, -2.0> : complex<f64>, implicitVal = #complex.number<:f64 0.0, 0.0>
}>
func.func private @values_complex_typed(tensor<8xcomplex<f64>, #VALUES_COMPLEX_TYPED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK:       func.func private @props_repeated(tensor<8x8xf32, #sparse>)
#PROPS_REPEATED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique, nonunique), j : singleton)
}>
func.func private @props_repeated(tensor<8x8xf32, #PROPS_REPEATED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered, soa)) }>
// CHECK:       func.func private @props_reordered(tensor<8x8xf32, #sparse>)
#PROPS_REORDERED = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonordered, nonunique), j : singleton(soa, nonordered))
}>
func.func private @props_reordered(tensor<8x8xf32, #PROPS_REORDERED>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @props_empty(tensor<8xf32, #sparse>)
#PROPS_EMPTY = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed())
}>
func.func private @props_empty(tensor<8xf32, #PROPS_EMPTY>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton, d2 : dense) }>
// CHECK:       func.func private @coo_then_dense(tensor<2x3x4xf32, #sparse>)
#COO_THEN_DENSE = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed(nonunique), j : singleton, k : dense)
}>
func.func private @coo_then_dense(tensor<2x3x4xf32, #COO_THEN_DENSE>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed(nonunique), d1 : singleton, d2 : compressed(nonunique), d3 : singleton) }>
// CHECK:       func.func private @two_coo_segments(tensor<2x3x4x5xf32, #sparse>)
#TWO_COO_SEGMENTS = #sparse_tensor.encoding<{
  map = (a, b, c, d) -> (a : compressed(nonunique), b : singleton, c : compressed(nonunique), d : singleton)
}>
func.func private @two_coo_segments(tensor<2x3x4x5xf32, #TWO_COO_SEGMENTS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonordered), d1 : dense) }>
// CHECK:       func.func private @nonordered_then_dense(tensor<8x8xf32, #sparse>)
#NONORDERED_THEN_DENSE = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonordered), j : dense)
}>
func.func private @nonordered_then_dense(tensor<8x8xf32, #NONORDERED_THEN_DENSE>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @named_vars(tensor<8x8xf32, #sparse>)
#NAMED_VARS = #sparse_tensor.encoding<{
  map = (row, col) -> (row : dense, col : compressed)
}>
func.func private @named_vars(tensor<8x8xf32, #NAMED_VARS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @simplified_exprs(tensor<8x8xf32, #sparse>)
#SIMPLIFIED_EXPRS = #sparse_tensor.encoding<{
  map = (i, j) -> (i * 1 : dense, j + 0 : compressed)
}>
func.func private @simplified_exprs(tensor<8x8xf32, #SIMPLIFIED_EXPRS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK:       func.func private @comments(tensor<8x8xf32, #sparse>)
#COMMENTS = #sparse_tensor.encoding<{
  // A CSR matrix.
  map = (i, j) -> (i : dense, // rows
                   j : compressed) // columns

}>
func.func private @comments(tensor<8x8xf32, #COMMENTS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK:       func.func private @empty_lists(tensor<8xf32, #sparse>)
#EMPTY_LISTS = #sparse_tensor.encoding<{
  map = [] {} (i) -> (i : compressed)
}>
func.func private @empty_lists(tensor<8xf32, #EMPTY_LISTS>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 4 : dense, d1 floordiv 4 : compressed, d0 mod 4 : dense, d1 mod 4 : dense), posWidth = 32 }>
// CHECK:       func.func private @explicit_block_names(tensor<16x16xf32, #sparse>)
#EXPLICIT_BLOCK_NAMES = #sparse_tensor.encoding<{
  map = {r, c, rr, cc} (row = r * 4 + rr, col = c * 4 + cc) -> (r = row floordiv 4 : dense, c = col floordiv 4 : compressed, rr = row mod 4 : dense, cc = col mod 4 : dense), posWidth = 32
}>
func.func private @explicit_block_names(tensor<16x16xf32, #EXPLICIT_BLOCK_NAMES>)
