// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @bad_space_cast(%s: memref<4xf32, 1>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<8xf32>' are cast incompatible}}
  %c = memref.memory_space_cast %s : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----

func.func @bad_rank(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %r = memref.rank %t : tensor<4xf32>
  return
}

// -----

func.func @bad_pointer_type(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %p = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i64
  return
}
