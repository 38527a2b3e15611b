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
