// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @not_power_of_two(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %r = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @negative(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %r = memref.assume_alignment %m, -4 : memref<4xf32>
  return
}
