// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (3)}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 0] : vector<4x2xf32> to vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x2xf32> to vector<4x2xf32>
  return
}

// -----

func.func @a(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x2xf32> to vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @a(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xi32> into f32
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2, 3] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 3] : vector<4x4xi1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [2, 2, 2], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %v, %d {offsets = [2, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %v, %d {offsets = [2], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%a: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<4xf32>, vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %mk: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<4xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
  return
}

// -----

func.func @a(%m: memref<4x?xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<4x?xf32>'}}
  %0 = vector.type_cast %m : memref<4x?xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %pad : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<4x8xf32>, vector<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map with result dims of the same rank as the vector type}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1)>} : vector<4x4xf32>, memref<4x8xf32>
  return
}

// -----

func.func @a(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @a(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %idx: vector<8xi32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %g = vector.gather %m[%i][%idx], %mask, %v : memref<16xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<16xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[%i, %i] : memref<16xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @a(%m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %m[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %v, %v : vector<4xf32> -> vector<6xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %v : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<3xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<3xf32> -> vector<1xf32>
  return
}

// -----

func.func @a(%a: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @a(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4xf64>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @a(%a: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<and>} %a, %a, %s : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @a(%x: vector<2xf32>, %y: vector<3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %x, %y [0, 5] : vector<2xf32>, vector<3xf32>
  return
}

// -----

func.func @a(%x: vector<2x4xf32>, %y: vector<3x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %x, %y [0, 1] : vector<2x4xf32>, vector<3x2xf32>
  return
}

// -----

func.func @a(%x: vector<2xf32>, %y: vector<3x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %x, %y [0, 1] : vector<2xf32>, vector<3x2xf32>
  return
}

// -----

func.func @a(%x: vector<2xf32>, %y: vector<3xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %x, %y [0, 1] : vector<2xf32>, vector<3xi32>
  return
}

// -----

func.func @a(%a: f32, %b: vector<8xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, vector<8xf32>
  return
}

// -----

func.func @a(%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
  return
}

// -----

func.func @a(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @a(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x7xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x7xf32>) -> vector<4x7xf32>
  return
}

// -----

func.func @a(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x7xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x7xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<8xi32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %p : memref<8xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op attribute 'sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0], sizes = [2 : i32], strides = [1]}> : (vector<4x8xf32>) -> vector<2x8xf32>
  return
}

// -----

func.func @a(%a: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%a, %a, %s) <{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}> : (vector<3xf32>, vector<3xf32>, f32) -> f32
  return
}

// -----

func.func @a(%v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1>}> : (vector<4xf32>, index) -> f32
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %pad: f32) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<8xf32>, vector<8xf32> } : vector<4xi1> -> vector<8xf32>
  return
}

// -----

func.func @a(%mask: vector<8xi1>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mask { arith.addf %a, %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @a(%mask: vector<8xi1>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %mask { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f64
  return
}

// -----

func.func @a(%mask: vector<8xi1>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %mask { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1>
  return
}

// -----

#l = affine_map<(i, j, k) -> (i, k)>
#r = affine_map<(i, j, k) -> (k, j)>
#a = affine_map<(i, j, k) -> (i, j)>
func.func @a(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %c: vector<2x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'}}
  %0 = vector.contract {indexing_maps = [#l, #r, #a], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x5xf32>
  return
}

// -----

#l = affine_map<(i, j, k) -> (i, k)>
#r = affine_map<(i, j, k) -> (k, j)>
#a = affine_map<(i, j, k) -> (i, j)>
func.func @a(%x: vector<2x3xf32>, %y: vector<4x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#l, #r, #a], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %c : vector<2x3xf32>, vector<4x4xf32> into vector<2x4xf32>
  return
}

// -----

#l = affine_map<(i, j, k) -> (i, k)>
#r = affine_map<(i, j, k) -> (k, j)>
#a = affine_map<(i, j, k) -> (i, j)>
func.func @a(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#l, #r, #a], iterator_types = ["parallel", "parallel", "parallel"]} %x, %y, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

#l = affine_map<(i, j, k) -> (i, k)>
#r = affine_map<(i, j, k) -> (k, j)>
#a = affine_map<(i, j, k) -> (i, j)>
func.func @a(%x: vector<2x3xf32>, %y: vector<3x4xf16>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [#l, #r, #a], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %c : vector<2x3xf32>, vector<3x4xf16> into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<4x8xf32>
  return
}

// -----

func.func @a(%t: tensor<4x8xf32>, %i: index, %v: vector<4xf32>) {
  %r = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<4x8xf32>
  // expected-error@+1 {{'vector.transfer_write' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x9xf32>')}}
  %s = "vector.transfer_write"(%v, %t, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, tensor<4x8xf32>, index, index) -> tensor<4x9xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i, %i] : memref<4x4xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<4xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[%i, %i], %mk, %p : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %mk: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mk, %v : memref<4xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<16xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%idx], %mk, %v : memref<16xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<16xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %g = vector.gather %m[%i, %i][%idx], %mk, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<16xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %g = vector.gather %m[%i][%idx], %mk, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf64>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x3xf32>
  return
}

// -----

func.func @a(%v: vector<2x1xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (2 vs. 3)}}
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<3x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v [5, 0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1, 2] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<3xf32>'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : vector<3xf32> from vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v [0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x4xf32>'}}
  %0 = vector.type_cast %m : memref<?x4xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x3xf32>>'}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x4xi32>>'}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xi32>>
  return
}

// -----

func.func @a(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %0 = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @a(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [0, 2] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func.func @a(%v: vector<2x3xf32>, %i: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %d, %a = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2 : i64} : vector<2x3xf32>, vector<2xf32>
  return
}

// -----

func.func @a(%v: vector<2x3xf32>, %i: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %d, %a = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @a(%v: vector<2x3xf32>, %i: vector<2x1xf32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %d, %a = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2x1xf32>
  return
}

// -----

func.func @a(%v: vector<2x3xf32>, %i: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %d, %a = vector.scan <xor>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x4xi32>
  return
}

// -----

func.func @a(%v: vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f16>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [2, 2] : vector<i1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [3] : vector<i1>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @a(%v: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<[4]xf32> to vector<2x2xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return
}

// -----

func.func @a(%v: vector<2xf32>, %d: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %v, %d {offsets = [1], strides = [2]} : vector<2xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<2x2xf32>, %d: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %v, %d {offsets = [1], strides = [1, 1]} : vector<2x2xf32> into vector<4xf32>
  return
}

// -----

#dot_rows = {
  indexing_maps = [affine_map<(r, k) -> (r, k)>, affine_map<(r, k) -> (k)>, affine_map<(r, k) -> (r)>],
  iterator_types = ["parallel", "reduction"]
}
func.func @row_dots_unsigned(%m: vector<4x8xui16>, %v: vector<8xui16>, %acc: vector<4xui16>) -> vector<4xui16> {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract #dot_rows %m, %v, %acc : vector<4x8xui16>, vector<8xui16> into vector<4xui16>
  return %0 : vector<4xui16>
}

// -----

func.func @row_dots_one_mask(%m: vector<4x8xf32>, %v: vector<8xf32>, %acc: vector<4xf32>, %mask: vector<4x8xi1>) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(r, k) -> (r, k)>, affine_map<(r, k) -> (k)>, affine_map<(r, k) -> (r)>], iterator_types = ["parallel", "reduction"]} %m, %v, %acc, %mask : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @row_dots_two_masks(%m: vector<4x8xf32>, %v: vector<8xf32>, %acc: vector<4xf32>, %mm: vector<4x8xi1>, %vm: vector<8xi1>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.contract' op expected 3 operands, but found 5}}
  %0 = vector.contract {indexing_maps = [affine_map<(r, k) -> (r, k)>, affine_map<(r, k) -> (k)>, affine_map<(r, k) -> (r)>], iterator_types = ["parallel", "reduction"]} %m, %v, %acc, %mm, %vm : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @row_dots_no_iterators(%m: vector<4x8xf32>, %v: vector<8xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(r, k) -> (r, k)>, affine_map<(r, k) -> (k)>, affine_map<(r, k) -> (r)>]} %m, %v, %acc : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @row_dots_window_iterator(%m: vector<4x8xf32>, %v: vector<8xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.contract' unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(r, k) -> (r, k)>, affine_map<(r, k) -> (k)>, affine_map<(r, k) -> (r)>], iterator_types = ["parallel", "window"]} %m, %v, %acc : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
