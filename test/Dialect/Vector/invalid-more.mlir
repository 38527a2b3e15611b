// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in vector ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @vscale_type() -> i64 {
  // expected-error@+1 {{'vector.vscale' op result #0 must be index, but got 'i64'}}
  %0 = "vector.vscale"() : () -> i64
  return %0 : i64
}

// -----

func.func @yield_not_last(%v: vector<8xf32>) {
  // expected-error@+1 {{'vector.yield' op must be the last operation in the parent block}}
  vector.yield %v : vector<8xf32>
  return
}

// -----

func.func @yield_missing_types(%m: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{expected ':'}}
  %0 = vector.mask %m { vector.yield %v } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @vscale_two_results() -> index {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "vector.vscale"() {foo} : () -> (index, index)
  return %0 : index
}

// -----

func.func @mask_yield_type_count(%m: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{custom op 'vector.yield' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = vector.mask %m { vector.yield %v, %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @sum_with_unknown_kind(%v: vector<8xi32>) -> i32 {
  // expected-error@+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error@+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %s = vector.reduction <sum>, %v : vector<8xi32> into i32
  return %s : i32
}

// -----

func.func @print_with_unknown_punctuation() {
  // expected-error@+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error@+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <semicolon>
  return
}

// -----

// expected-error@+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
// expected-error@+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
"test.iterators"() {kinds = [#vector.iterator_type<window>]} : () -> ()

// -----

// Every other column of an image: the innermost stride is 2, too wide for a vector store.
func.func @store_even_columns(%img: memref<64x64xf32, strided<[64, 2]>>, %r: index, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %img[%r, %r] : memref<64x64xf32, strided<[64, 2]>>, vector<16xf32>
  return
}

// -----

// One element is a scalar access: any stride will do, and the rank check comes next.
func.func @load_one_as_matrix(%col: memref<64xf32, strided<[64]>>, %r: index) -> vector<1x1xf32> {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %v = vector.load %col[%r] : memref<64xf32, strided<[64]>>, vector<1x1xf32>
  return %v : vector<1x1xf32>
}

// -----

func.func @load_scalable_strided(%col: memref<64xf32, strided<[?]>>, %r: index) -> vector<[4]xf32> {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %col[%r] : memref<64xf32, strided<[?]>>, vector<[4]xf32>
  return %v : vector<[4]xf32>
}

// -----

func.func @scatter_into_vector(%lanes: vector<8xf32>, %idx: vector<8xindex>, %m: vector<8xi1>, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op operand #0 must be Tensor or MemRef of any type values, but got 'vector<8xf32>'}}
  vector.scatter %lanes[%c0][%idx], %m, %v : vector<8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
  return
}
