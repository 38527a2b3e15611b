// RUN: tile-opt %s -split-input-file -verify-diagnostics

// memref.cast and memref.memory_space_cast: which memrefs cast to which (MLIR's
// areCastCompatible), with MLIR's CastOpInterface message otherwise.
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32>, %s: memref<4xf32, strided<[?], offset: ?>>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4xf32>
  %3 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %4 = memref.cast %s : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %5 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %6 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @unranked_to_unranked(%u: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @static_stride(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @space_cast_to_unranked(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @space_cast_layout(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  return
}
