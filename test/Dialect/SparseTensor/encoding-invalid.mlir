// Invalid sparse tensor encodings (tile-opt's own corpus): each is rejected by tile-opt with
// MLIR 22's message on the same line as by mlir-opt-22. tile-opt points verifier errors at
// the offending part (the key's value, the level, the map) where mlir-opt points at the
// attribute name; the line is the same. Rejections that are tile-opt's own (duplicate keys,
// a dense level after a non-unique one) are in encoding-invalid-tile.mlir.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected '(' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{ map = [] }>

// -----

// expected-error@+1 {{expected '->'}}
#a = #sparse_tensor.encoding<{ map = () }>

// -----

// expected-error@+1 {{expected ')' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{ map = (d0 -> d0) }>

// -----

// expected-error@+1 {{expected '(' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{ map = d0 -> d0 }>

// -----

// expected-error@+1 {{expected '(' in level-specifier list}}
#a = #sparse_tensor.encoding<{ map = (d0) -> d0 }>

// -----

// expected-error@+1 {{expected ':'}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0) }>

// -----

// expected-error@+1 {{expected valid level format (e.g. dense, compressed or singleton)}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0:) }>

// -----

// expected-error@+1 {{expected valid level format (e.g. dense, compressed or singleton)}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : (compressed)) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense, d1 : compressed) }>

// -----

// expected-error@+1 {{expected bare identifier}}
#a = #sparse_tensor.encoding<{ map = (1) }>

// -----

// expected-error@+1 {{unexpected key: nap}}
#a = #sparse_tensor.encoding<{ nap = (d0) -> (d0 : dense) }>

// -----

// expected-error@+1 {{expected '(' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{ map =  -> (d0 : dense) }>

// -----

// expected-error@+1 {{unknown level format: strange}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : strange) }>

// -----

// expected-error@+1 {{expected valid level format (e.g. dense, compressed or singleton)}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : "wrong") }>

// -----

// expected-error@+1 {{expected valid level property (e.g. nonordered, nonunique or high)}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed("wrong")) }>

// -----

// expected-error@+1 {{expected ')' in level-specifier list}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed[high]) }>

// -----

// expected-error@+1 {{unknown level property: wrong}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(wrong)) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed, dense) }>

// -----

// expected-error@+1 {{unexpected character}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed; d1 : dense) }>

// -----

// expected-error@+1 {{expected attribute value}}
#a = #sparse_tensor.encoding<{ map = (d0: d1) -> (d0 : dense) }>

// -----

// expected-error@+1 {{expected ':'}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 = compressed, d1 = dense) }>

// -----

// expected-error@+1 {{expected attribute value}}
#a = #sparse_tensor.encoding<{ map = (d0 : compressed, d1 : compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (d0 = compressed, d1 = compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (d0 = l0, d1 = l1) {l0, l1} -> (l0 = d0 : dense, l1 = d1 : compressed) }>

// -----

// expected-error@+1 {{expected '='}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 : d0 = dense, l1 : d1 = compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier 'd0'}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (d0 : l0 = dense, d1 : l1 = compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier 'd0'}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (d0 : dense, d1 : compressed) }>

// -----

// expected-error@+1 {{expected '='}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 : dense, l1 : compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = dense, l1 = compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier 'd0'}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (d0 = l0 : dense, d1 = l1 : compressed) }>

// -----

// expected-error@+1 {{Level-rank mismatch between forward-declarations and specifiers. Declared 3 level-variables; but got 2 level-specifiers.}}
#a = #sparse_tensor.encoding<{ map = {l0, l1, l2} (d0, d1) -> (l0 = d0 : dense, l1 = d1 : compressed) }>

// -----

// expected-error@+1 {{use of undeclared identifier 'l1'}}
#a = #sparse_tensor.encoding<{ map = {l0} (d0, d1) -> (l0 = d0 : dense, l1 = d1 : compressed) }>

// -----

// expected-error@+1 {{Level-variable ordering mismatch. The variable 'l0' was forward-declared as the 1st level; but is bound by the 0th specification.}}
#a = #sparse_tensor.encoding<{ map = {l1, l0} (d0 = l0, d1 = l1) -> (l0 = d0 : dense, l1 = d1 : compressed) }>

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
#a = #sparse_tensor.encoding<{ map = (d0, d0) -> (d0 : dense, d0 : compressed) }>

// -----

// expected-error@+1 {{redefinition of identifier 's0'}}
#a = #sparse_tensor.encoding<{ map = [s0, s0](d0) -> (d0 : dense) }>

// -----

// expected-error@+1 {{expected bare identifier}}
#a = #sparse_tensor.encoding<{ map = (%i) -> (i : dense) }>

// -----

// expected-error@+1 {{expected '}'}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense) posWidth = 8 }>

// -----

// expected-error@+1 {{expected '='}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth 8 }>

// -----

// expected-error@+1 {{expected valid level property (e.g. nonordered, nonunique or high)}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(nonunique,)) }>

// -----

// expected-error@+1 {{unbalanced '[' character in pretty dialect name}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[2, 4) }>

// -----

// expected-error@+1 {{expected valid integer for structured size}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[a, 4]) }>

// -----

// expected-error@+1 {{expected structured size to be >= 0}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[-2, 4]) }>

// -----

// expected-error@+1 {{expected n <= m in n_out_of_m}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[5, 4]) }>

// -----

// expected-error@+1 {{expected exactly 2 structured sizes}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[2]) }>

// -----

// expected-error@+1 {{expected exactly 2 structured sizes}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (i) -> (i : dense(nonunique)) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : batch(nonordered), j : dense) }>

// -----

// expected-error@+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[2, 4](nonunique)) }>

// -----

// expected-error@+1 {{unexpected key: key}}
#a = #sparse_tensor.encoding<{ key = 1 }>

// -----

// expected-error@+1 {{expected an integral position bitwidth}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth = "x" }>

// -----

// expected-error@+1 {{expected an integral position bitwidth}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth = 8.0 }>

// -----

// expected-error@+1 {{expected an integral index bitwidth}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), crdWidth = "not really" }>

// -----

// expected-error@+1 {{expected a numeric value for explicitVal}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), explicitVal = "str" }>

// -----

// expected-error@+1 {{expected a numeric value for implicitVal}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), implicitVal = "str" }>

// -----

// expected-error@+1 {{expected a numeric value for explicitVal}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), explicitVal = dense<1> : tensor<1xi32> }>

// -----

// A bad value on a later line than the mnemonic is still reported at the mnemonic.
// expected-error@+1 {{expected a numeric value for implicitVal}}
#BadFill = #sparse_tensor.encoding<{
  map = (row, col) -> (row : dense, col : compressed),
  implicitVal = [0.0]
}>
func.func private @fill_list(tensor<16x16xf32, #BadFill>)

// -----

// expected-error@+1 {{expected an integral index bitwidth}}
#HalfWidth = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed),
  posWidth = 32,
  crdWidth = 16.5
}>
func.func private @half_width(tensor<?xf64, #HalfWidth>)

// -----

// expected-note@+2 {{add a trailing dot to make the literal a float}}
// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), explicitVal = #complex.number<:i32 1, 2> }>

// -----

// expected-error@+1 {{expect positive value or ? for slice offset/size/stride}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(-1, ?, 1)>) -> (i : dense) }>

// -----

// expected-error@+1 {{expected ','}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 2)>) -> (i : dense) }>

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `sparse_tensor`}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<foo(1, 2, 3)>) -> (i : dense) }>

// -----

// expected-error@+1 {{expected SparseTensorDimSliceAttr}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense) }>) -> (i : dense) }>

// -----

// expected-error@+1 {{expect positive value or ? for slice size}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 0, 1)>) -> (i : dense) }>

// -----

// expected-error@+1 {{expect positive value or ? for slice stride}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 2, 0)>) -> (i : dense) }>

// -----

// expected-error@+1 {{unexpected position bitwidth: 42}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth = 42 }>

// -----

// expected-error@+1 {{unexpected position bitwidth: 4294967295}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth = -1 }>

// -----

// expected-error@+1 {{unexpected position bitwidth: 4294967295}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), posWidth = true }>

// -----

// expected-error@+1 {{unexpected coordinate bitwidth: 128}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), crdWidth = 128 }>

// -----

// expected-error@+1 {{unexpected coordinate bitwidth: 4294967288}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), crdWidth = -8 }>

// -----

// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (i) -> (i : singleton) }>

// -----

// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : singleton, j : compressed) }>

// -----

// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : singleton) }>

// -----

// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : singleton, j : singleton) }>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : singleton, k : dense, l : singleton) }>

// -----

// expected-error@+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : compressed(nonunique), j : singleton, k : dense, l : singleton) }>

// -----

// expected-error@+1 {{expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(soa, nonunique), k : singleton) }>

// -----

// expected-error@+1 {{expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton(soa)) }>

// -----

// expected-error@+1 {{Batch lvlType can only be leading levels.}}
#a = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : batch, d1 : compressed, d2: batch) }>

// -----

// expected-error@+1 {{Batch lvlType can only be leading levels.}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : batch) }>

// -----

// expected-error@+1 {{SoA is only applicable to singleton lvlTypes.}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, soa), j : singleton(soa)) }>

// -----

// expected-error@+1 {{SoA is only applicable to singleton lvlTypes.}}
#a = #sparse_tensor.encoding<{ map = (i) -> (i : compressed(soa)) }>

// -----

// expected-error@+1 {{expected n_out_of_m to be the last level type}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : structured[2, 4], k : dense) }>

// -----

// expected-error@+1 {{expected all dense lvlTypes before a n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed, k floordiv 4 : dense, k mod 4 : structured[2, 4]) }>

// -----

// expected-error@+1 {{expected 1xm block structure for n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : dense, k floordiv 2 : dense, k mod 4 : structured[2, 4]) }>

// -----

// expected-error@+1 {{expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : dense, k floordiv 2 : dense, k mod 2 : structured[2, 4]) }>

// -----

// expected-error@+1 {{expected only one blocked level with the same coefficients}}
#a = #sparse_tensor.encoding<{ map = (i, j, k) -> (i floordiv 2 : dense, j : dense, k floordiv 4 : dense, i mod 2 : dense, k mod 4 : structured[2, 4]) }>

// -----

// expected-error@+1 {{expected 1xm block structure for n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (i) -> (i floordiv 4 : dense, i mod 4 : dense, i : structured[2, 4]) }>

// -----

// expected-error@+1 {{expected a non-empty array for lvlTypes}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> () }>

// -----

// expected-error@+1 {{expected a non-empty array for lvlTypes}}
#a = #sparse_tensor.encoding<{ map = ()  -> () }>

// -----

// expected-error@+1 {{expected a non-empty array for lvlTypes}}
#a = #sparse_tensor.encoding<{}>

// -----

// expected-error@+1 {{expected a non-empty array for lvlTypes}}
#a = #sparse_tensor.encoding<{ posWidth = 32 }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d0 : compressed) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i + j : dense, j : compressed) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i * 2 : dense, j : compressed) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i ceildiv 2 : dense, j : compressed, i mod 2 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i mod 2 : dense, i floordiv 2 : dense, j : compressed) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i : dense, j mod 3 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 3 : compressed, i floordiv 3 : dense, j mod 3 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv -3 : dense, j floordiv 3 : compressed, i mod 3 : dense, j mod 3 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 3 : dense, j mod 3 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (i) -> (i : compressed, i : singleton) }>

// -----

// expected-error@+1 {{expected lvlToDim to be an inverse of dimToLvl}}
#a = #sparse_tensor.encoding<{ map = {il, jl, ii, jj} (i = il * 3 + ii, j = jl * 3 + jj) -> (il = i floordiv 2 : dense, jl = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense) }>

// -----

// expected-error@+1 {{expected lvlToDim to be an inverse of dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (d0 = 1) -> (d0 : dense) }>

// -----

// expected-error@+1 {{expected lvlToDim to be an inverse of dimToLvl}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1) -> (l0 = d0 : dense, l1 = d1 : dense) }>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = {l0} (d0 = l0) -> (l0 = d0 + 1 : dense) }>

// -----

// expected-error@+1 {{unexpected dimToLvl mapping from 2 to 1}}
#a = #sparse_tensor.encoding<{ map = [s0](i, j) -> (i : dense) }>

// -----

// expected-error@+1 {{dimSlices expected dimension-rank to match level-rank: 2 != 3}}
#a = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 2, 3)>, j) -> (i floordiv 2 : dense, j : compressed, i mod 2 : dense) }>

// -----

#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func private @f(tensor<8xi32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// expected-error@+1 {{expected non-scalar sparse tensor}}
func.func private @f(tensor<f32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1 : i32 }>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'}}
func.func private @f(tensor<8xf32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1 }>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'i64' != 'f32'}}
func.func private @f(tensor<8xf32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = 0.0 : f32 }>
// expected-error@+1 {{implicit value type mismatch between encoding and tensor element type: 'f32' != 'i32'}}
func.func private @f(tensor<8xi32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = 1 : i32 }>
// expected-error@+1 {{implicit value must be zero}}
func.func private @f(tensor<8xi32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = 1.0 : f32 }>
// expected-error@+1 {{implicit value must be zero}}
func.func private @f(tensor<8xf32, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = #complex.number<:f32 1.0, 0.0> }>
// expected-error@+1 {{implicit value must be zero}}
func.func private @f(tensor<8xcomplex<f32>, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), implicitVal = #complex.number<:f32 0.0, 2.0> }>
// expected-error@+1 {{implicit value must be zero}}
func.func private @f(tensor<8xcomplex<f32>, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = #complex.number<:f32 1.0, 0.0> }>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'complex<f32>' != 'complex<f64>'}}
func.func private @f(tensor<8xcomplex<f64>, #a>)

// -----

#a = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed, d2 : compressed) }>
// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 3 != 2}}
func.func private @f(tensor<8x8xf32, #a>)

// -----

// The fill value is a complex<f32> (its trailing type is dropped), not the tensor's complex<f64>.
#ComplexFill = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed),
  explicitVal = #complex.number<:f32 1.0, 0.0> : complex<f64>
}>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'complex<f32>' != 'complex<f64>'}}
func.func private @complex_fill(tensor<?xcomplex<f64>, #ComplexFill>)
