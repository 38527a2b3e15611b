// RUN: tile-opt %s -split-input-file -verify-diagnostics

// The offset/size/stride checks of view-like memref ops (MLIR's OffsetSizeAndStrideOpInterface).
func.func @negative_offset(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %v = memref.subview %m[-1, 0] [4, 4] [1, 1]
      : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @negative_size(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %v = memref.subview %m[0, 0] [-4, 4] [1, 1]
      : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @sizes_vs_strides(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [1]
      : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @two_offsets(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4], strides: [1]
      : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @dynamic_count(%m: memref<?xf32>, %n: index) {
  // expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %r = "memref.reinterpret_cast"(%m, %n) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}>
      : (memref<?xf32>, index) -> memref<4xf32>
  return
}

// -----

func.func @rank(%m: memref<?xf32>) {
  // expected-error@+1 {{expected 2 size values, got 1}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1]
      : memref<?xf32> to memref<4x4xf32>
  return
}
