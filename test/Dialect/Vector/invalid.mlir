// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @broadcast_dim_mismatch(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %b = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_rank(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %b = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_element_type(%x: f32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %b = vector.broadcast %x : f32 to vector<4xf16>
  return
}

// -----

// A memref of the right element type passes the element-type trait; the verifier then
// rejects it as a non-vector source.
func.func @broadcast_memref_source(%m: memref<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %b = vector.broadcast %m : memref<4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_scalable(%v: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %b = vector.broadcast %v : vector<[4]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @extract_position(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %b = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_rank(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %b = vector.extract %v[1, 1] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_element_type(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %b = vector.extract %v[1] : f16 from vector<4xf32>
  return
}

// -----

func.func @insert_position(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %b = vector.insert %x, %v[5] : f32 into vector<4xf32>
  return
}

// -----

func.func @insert_element_type(%x: f16, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %b = vector.insert %x, %v[1] : f16 into vector<4xf32>
  return
}

// -----

func.func @insert_rank(%x: f32, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %b = vector.insert %x, %v[1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @print_string_and_source(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @print_string_and_punctuation() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @print_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}

// -----

func.func @splat_removed(%x: f32) {
  // expected-error@+1 {{custom op 'vector.splat' is unknown}}
  %0 = vector.splat %x : vector<4xf32>
  return
}
