// RUN: tile-opt %s --canonicalize | FileCheck %s

// A slice taking rows 3 and 4 whole, of which an inserted 4x4 tile covers only columns
// 2..5, is not a slice of the tile. MLIR 22 folds it anyway (its
// foldExtractStridedOpFromInsertChain compares only the dimensions the slice names) and
// makes `vector.extract_strided_slice %tile {offsets = [1], sizes = [2]} : vector<4x4xf32>
// to vector<2x16xf32>`, which fails verification; tile-opt keeps the slice.

// CHECK-LABEL: func.func @rows_across_tile
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %0 {offsets = [3], sizes = [2], strides = [1]} : vector<8x16xf32> to vector<2x16xf32>
// CHECK-NEXT:     return %1 : vector<2x16xf32>
func.func @rows_across_tile(%big: vector<8x16xf32>, %tile: vector<4x4xf32>) -> vector<2x16xf32> {
  %0 = vector.insert_strided_slice %tile, %big {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [3], sizes = [2], strides = [1]} : vector<8x16xf32> to vector<2x16xf32>
  return %1 : vector<2x16xf32>
}

// A slice of the rows a full-width insert covers is a slice of the inserted rows.
// CHECK-LABEL: func.func @rows_of_full_width_insert
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4x16xf32> to vector<2x16xf32>
// CHECK-NEXT:     return %0 : vector<2x16xf32>
func.func @rows_of_full_width_insert(%big: vector<8x16xf32>, %rows: vector<4x16xf32>) -> vector<2x16xf32> {
  %0 = vector.insert_strided_slice %rows, %big {offsets = [2, 0], strides = [1, 1]} : vector<4x16xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [3], sizes = [2], strides = [1]} : vector<8x16xf32> to vector<2x16xf32>
  return %1 : vector<2x16xf32>
}
