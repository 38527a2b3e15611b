// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @e1(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xi32>
  return
}

// -----

func.func @e2(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @e3(%m: memref<4xf32, strided<[2]>>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<2xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @e4(%m: memref<4xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @e5(%m: memref<?xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %r = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}
