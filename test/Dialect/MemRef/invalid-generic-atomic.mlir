// RUN: tile-opt %s -split-input-file -verify-diagnostics

// memref.generic_atomic_rmw parses its `: type` as any type (MLIR's hand-written parser),
// so a wrong one is a mismatch with the memref's earlier uses.
// expected-note@+1 {{prior use here}}
func.func @not_memref(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'f32' vs 'memref<10xf32>'}}
  %x = memref.generic_atomic_rmw %m[%i] : f32 {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @two_args(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old: f32, %o2: f32):
    memref.atomic_yield %old : f32
  }) : (memref<10xf32>, index) -> f32
  return
}
