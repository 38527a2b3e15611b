// tile-opt extension: linearized dimensions (XLA's combined dimensions), which MLIR 22 rejects
// ("failed to infer lvlToDim from dimToLvl"). The encoding is accepted when the tensor shape
// it is attached to makes the level-to-dim inverse unique.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 * 8 + d1 : compressed) }>
// CHECK:       func.func private @flat(tensor<4x8xf32, #sparse>, tensor<?x8xf32, #sparse>)
#FLAT = #sparse_tensor.encoding<{ map = (i, j) -> (i * 8 + j : compressed) }>
func.func private @flat(tensor<4x8xf32, #FLAT>, tensor<?x8xf32, #FLAT>)

// -----

// CHECK-LABEL: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 * 4 + d2 : compressed) }>
// CHECK:       func.func private @batch_flat(tensor<2x3x4xf32, #sparse>)
#BF = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : dense, i * 4 + j : compressed) }>
func.func private @batch_flat(tensor<2x3x4xf32, #BF>)

// -----

#FLAT = #sparse_tensor.encoding<{ map = (i, j) -> (i * 8 + j : compressed) }>
// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
func.func private @overlap(tensor<4x9xf32, #FLAT>)

// -----

#SUM = #sparse_tensor.encoding<{ map = (i, j) -> (i + j : compressed) }>
// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
func.func private @sum(tensor<4x4xf32, #SUM>)
