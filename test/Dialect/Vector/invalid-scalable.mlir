// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @into_fixed(%v: vector<4xf32>, %s: vector<8xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.insert %v, %s[0] : vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @insert_misaligned(%v: vector<4xf32>, %s: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %v, %s[2] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @insert_elements(%v: vector<4xi32>, %s: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = vector.scalable.insert %v, %s[0] : vector<4xi32> into vector<[8]xf32>
  return
}

// -----

func.func @extract_misaligned(%s: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %s[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @extract_rank2(%s: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op result #0 must be  of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = vector.scalable.extract %s[0] : vector<2x2xf32> from vector<[8]xf32>
  return
}

// -----

func.func @extract_elements(%s: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = "vector.scalable.extract"(%s) <{pos = 0 : i64}> : (vector<[8]xf32>) -> vector<4xi32>
  return
}

// -----

// A strided slice of a scalable dim must cover the whole dim.
func.func @half_of_scalable_rows(%tile: vector<2x[8]xf16>) -> vector<2x[4]xf16> {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %lo = vector.extract_strided_slice %tile {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x[8]xf16> to vector<2x[4]xf16>
  return %lo : vector<2x[4]xf16>
}

// -----

func.func @put_half_row(%row: vector<[2]xi8>, %tile: vector<3x[8]xi8>) -> vector<3x[8]xi8> {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (2 vs 8)}}
  %r = vector.insert_strided_slice %row, %tile {offsets = [1, 0], strides = [1]} : vector<[2]xi8> into vector<3x[8]xi8>
  return %r : vector<3x[8]xi8>
}

// -----

func.func @fixed_row_into_scalable(%row: vector<8xi8>, %tile: vector<3x[8]xi8>) -> vector<3x[8]xi8> {
  // expected-error@+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %r = vector.insert_strided_slice %row, %tile {offsets = [2, 0], strides = [1]} : vector<8xi8> into vector<3x[8]xi8>
  return %r : vector<3x[8]xi8>
}

// -----

func.func @outer_scalable_rows_fixed_cols(%rows: vector<[4]xf32>, %cols: vector<8xf32>) -> vector<[4]x8xf32> {
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %p = vector.outerproduct %rows, %cols : vector<[4]xf32>, vector<8xf32>
  return %p : vector<[4]x8xf32>
}
