// RUN: tile-opt %s -split-input-file -verify-diagnostics

// memref.transpose: `: memref-type` is MLIR's parseColonType (a wrong kind is reported at the
// colon), `to type` takes any type for the verifier to check, and the map is bare.
func.func @source_not_memref(%m: memref<?x?xf32>) {
  // expected-error@+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : f32 to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @result_not_memref(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to f32
  return
}

// -----

func.func @wrapped_map(%m: memref<?x?xf32>) {
  // expected-error@+1 {{expected '(' in dimensional identifier list}}
  %0 = memref.transpose %m affine_map<(i, j) -> (j, i)> : memref<?x?xf32> to memref<?x?xf32>
  return
}
