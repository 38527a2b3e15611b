// Encodings tile-opt rejects where mlir-opt-22 behaves differently: duplicate keys (MLIR
// appends or overwrites), a dense level right after a non-unique level (accepted by LLVM
// 22.1.8, rejected on upstream main after PR #184157), misuse of the older spellings tile-opt
// accepts as extensions, and cases where MLIR reports a second diagnostic.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{duplicate key: map}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), map = (d0) -> (d0 : compressed) }>

// -----

// expected-error@+1 {{duplicate key: posWidth}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 8, posWidth = 16 }>

// -----

// expected-error@+1 {{duplicate key: crdWidth}}
#a = #sparse_tensor.encoding<{ crdWidth = 8, map = (d0) -> (d0 : compressed), crdWidth = 8 }>

// -----

// expected-error@+1 {{duplicate key: explicitVal}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1.0, explicitVal = 2.0 }>

// -----

// expected-error@+1 {{duplicate key: implicitVal}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = 0.0, implicitVal = 0.0 }>

// -----

// expected-error@+1 {{dense level cannot follow a non-unique level}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : dense) }>

// -----

// expected-error@+1 {{dense level cannot follow a non-unique level}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : loose_compressed(nonunique, nonordered), d1 : dense) }>

// -----

// expected-error@+1 {{dense level cannot follow a non-unique level}}
#a = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique), d2 : dense) }>

// -----

// The non-unique level is checked after MLIR's own rules, so their messages come first.
// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : dense, d2 : singleton) }>

// -----

// The seed document's BCOO type use: a 3-level encoding on a 2-D tensor.
#BCOO = #sparse_tensor.encoding<{
map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton)
}>
// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 3 != 2}}
func.func private @bcoo(tensor<10x10xf32, #BCOO>)

// -----

// MLIR adds "failed to parse structured size".
// expected-error@+1 {{integer value too large}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[99999999999, 4]) }>

// -----

// `high` belongs to compressed levels only.
// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : loose_compressed(high)) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(high)) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense(high)) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : block2_4(nonunique)) }>

// -----

// `block2_4` is `structured[2, 4]`, with the same rules.
// expected-error@+1 {{expected n_out_of_m to be the last level type}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : block2_4, d1 : dense) }>

// -----

// expected-error@+1 {{expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 8 : dense, j mod 8 : block2_4) }>

// -----

// Only coordinates may be sub-byte.
// expected-error@+1 {{unexpected position bitwidth: 2}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 2 }>

// -----

// expected-error@+1 {{unexpected coordinate bitwidth: 4}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), crdWidth = 4 }>

// -----

// The `compressed(high)` level is compressed for the singleton rule.
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, high), d1 : singleton) }>
// expected-error@+1 {{expected non-scalar sparse tensor}}
func.func private @f(tensor<f32, #a>)

