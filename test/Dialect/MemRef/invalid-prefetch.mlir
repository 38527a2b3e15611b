// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @e1(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], reed, locality<3>, data : memref<4xi32>
  return
}

// -----

func.func @e2(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xi32>
  return
}

// -----

func.func @e3(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, dota : memref<4xi32>
  return
}

// -----

func.func @e4(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xi32>
  return
}
