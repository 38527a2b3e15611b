// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Rank-reduced subviews: the result may drop unit dimensions of the sizes, no others.
func.func @reduced(%m: memref<4x1x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %1 = memref.subview %m[1, 0, 2] [1, 1, 4] [1, 1, 1] : memref<4x1x8xf32> to memref<4xf32, strided<[1], offset: 10>>
  return
}

// -----

func.func @drops_a_non_unit_dim(%m: memref<4x1x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x1x8xf32, strided<[8, 8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x1xf32, strided<[8, 8]>>'}}
  %0 = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<4x1xf32, strided<[8, 8]>>
  return
}

// -----

func.func @keeps_too_many(%m: memref<4x1x8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x1x8x1xf32>'}}
  %0 = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<4x1x8x1xf32>
  return
}
