// Invalid sparse_tensor ops: each is rejected by tile-opt with MLIR 22's message on the same
// line as by mlir-opt-22 (encoding-valid-upstream.mlir re-runs this file under mlir-opt-22).
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @positions_dense(%a: tensor<8x8xf64>) -> memref<?xindex> {
// expected-error@+1 {{'sparse_tensor.positions' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  %0 = sparse_tensor.positions %a { level = 1 : index } : tensor<8x8xf64> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions_width(%a: tensor<8x8xf64, #CSR>) -> memref<?xindex> {
// expected-error@+1 {{unexpected type for positions}}
  %0 = sparse_tensor.positions %a { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions_level(%a: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
// expected-error@+1 {{requested level is out of bounds}}
  %0 = sparse_tensor.positions %a { level = 2 : index } : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions_no_level(%a: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
// expected-error@+1 {{'sparse_tensor.positions' op requires attribute 'level'}}
  %0 = sparse_tensor.positions %a : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions_level_type(%a: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
// expected-error@+1 {{custom op 'sparse_tensor.positions' 'sparse_tensor.positions' op attribute 'level' failed to satisfy constraint: level attribute}}
  %0 = sparse_tensor.positions %a {level = 1 : i32} : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions_to_tensor(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{custom op 'sparse_tensor.positions' invalid kind of type specified: expected builtin.memref, but found 'tensor<?xi32>'}}
  %0 = sparse_tensor.positions %a { level = 1 : index } : tensor<8x8xf64, #CSR> to tensor<?xi32>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @coordinates_width(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{unexpected type for coordinates}}
  %0 = sparse_tensor.coordinates %a {level = 1 : index} : tensor<8x8xf64, #CSR> to memref<?xi32>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @coordinates_level(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{requested level is out of bounds}}
  %0 = sparse_tensor.coordinates %a {level = 7 : index} : tensor<8x8xf64, #CSR> to memref<?xi16>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @coordinates_buffer_no_coo(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %a : tensor<8x8xf64, #CSR> to memref<?xi16>
  return
}

// -----

#SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
func.func @coordinates_buffer_soa(%a: tensor<8x8xf64, #SOA>) {
// expected-error@+1 {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %a : tensor<8x8xf64, #SOA> to memref<?xindex>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @values_type(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{unexpected mismatch in element types}}
  %0 = sparse_tensor.values %a : tensor<8x8xf64, #CSR> to memref<?xf32>
  return
}

// -----

func.func @values_memref_source(%a: memref<8xf64>) {
// expected-error@+1 {{custom op 'sparse_tensor.values' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf64>'}}
  %0 = sparse_tensor.values %a : memref<8xf64> to memref<?xf64>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @values_rank0(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{'sparse_tensor.values' op result #0 must be non-0-ranked.memref of any type values, but got 'memref<f64>'}}
  %0 = sparse_tensor.values %a : tensor<8x8xf64, #CSR> to memref<f64>
  return
}

// -----

func.func @entries_dense(%a: tensor<8xf64>) {
// expected-error@+1 {{'sparse_tensor.number_of_entries' op operand #0 must be sparse tensor of any type values, but got 'tensor<8xf64>'}}
  %0 = sparse_tensor.number_of_entries %a : tensor<8xf64>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @lvl_out_of_range(%a: tensor<8xf64, #SV>) -> index {
  %c = arith.constant 3 : index
// expected-error@+1 {{Level index exceeds the rank of the input sparse tensor}}
  %0 = sparse_tensor.lvl %a, %c : tensor<8xf64, #SV>
  return %0 : index
}

// -----

func.func @convert_rank(%a: tensor<8x8xf64>) {
// expected-error@+1 {{unexpected conversion mismatch in rank}}
  %0 = sparse_tensor.convert %a : tensor<8x8xf64> to tensor<8xf64>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @convert_dim(%a: tensor<?xf64>) {
// expected-error@+1 {{unexpected conversion mismatch in dimension 0}}
  %0 = sparse_tensor.convert %a : tensor<?xf64> to tensor<8xf64, #SV>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @convert_static_mismatch(%a: tensor<4xf64, #SV>) {
// expected-error@+1 {{unexpected conversion mismatch in dimension 0}}
  %0 = sparse_tensor.convert %a : tensor<4xf64, #SV> to tensor<8xf64>
  return
}

// -----

#SLICE = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>) -> (i : compressed) }>
func.func @convert_to_slice(%a: tensor<4xf64>) {
// expected-error@+1 {{cannot convert to a sparse tensor slice}}
  %0 = sparse_tensor.convert %a : tensor<4xf64> to tensor<4xf64, #SLICE>
  return
}

// -----

func.func @convert_unranked(%a: tensor<*xf64>) {
// expected-error@+1 {{custom op 'sparse_tensor.convert' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf64>'}}
  %0 = sparse_tensor.convert %a : tensor<*xf64> to tensor<4xf64>
  return
}

// -----

func.func @new_dense(%p: !llvm.ptr) {
// expected-error@+1 {{'sparse_tensor.new' op result #0 must be sparse tensor of any type values, but got 'tensor<8xf64>'}}
  %0 = sparse_tensor.new %p : !llvm.ptr to tensor<8xf64>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
func.func @reinterpret_types(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Level type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #DCSR>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed, k : dense) }>
func.func @reinterpret_rank(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Level rank mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<8x8xf64, #CSR> to tensor<8x8x2xf64, #CSR3>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32 }>
func.func @reinterpret_width(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Crd/Pos width mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #CSR32>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @reinterpret_elem(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Element type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<8x8xf64, #CSR> to tensor<8x8xf32, #CSR>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @reinterpret_size(%a: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Level size mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<8x8xf64, #CSR> to tensor<8x4xf64, #CSR>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble_elem(%p: tensor<2xindex>, %c: tensor<3x2xi32>, %v: tensor<3xf64>) {
// expected-error@+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xi32>), tensor<3xf64> to tensor<3x4xf64, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble_coo_rank(%p: tensor<2xindex>, %c: tensor<3x3xindex>, %v: tensor<3xf64>) {
// expected-error@+1 {{input/output trailing COO level-ranks don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x3xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble_dynamic(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) {
// expected-error@+1 {{the sparse-tensor must have static shape}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<?x4xf64, #COO>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_fields(%p: tensor<5xindex>, %v: tensor<6xf64>) {
// expected-error@+1 {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p), %v : (tensor<5xindex>), tensor<6xf64> to tensor<4x8xf64, #CSR>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_values(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf32>) {
// expected-error@+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xindex>), tensor<6xf32> to tensor<4x8xf64, #CSR>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @disassemble_values(%s: tensor<4x8xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
// expected-error@+1 {{output values and return value type mismatch}}
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %s : tensor<4x8xf64, #CSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<6xindex>), tensor<7xf64>, (index, index), index
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @disassemble_levels(%s: tensor<4x8xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
// expected-error@+1 {{output levels and return levels type mismatch}}
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %s : tensor<4x8xf64, #CSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<7xindex>), tensor<6xf64>, (index, index), index
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @compress_coords(%t: tensor<8x8xf64, #CSR>, %i: index, %v: memref<?xf64>, %f: memref<?xi1>, %ad: memref<?xindex>, %c: index) {
// expected-error@+1 {{'sparse_tensor.compress' op incorrect number of coordinates}}
  %r = sparse_tensor.compress %v, %f, %ad, %c into %t[%i, %i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @expand_added(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{'sparse_tensor.expand' op result #2 must be 1D memref of index values, but got 'memref<?xi1>'}}
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<8x8xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xi1>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @expand_filled(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{'sparse_tensor.expand' op result #1 must be 1D memref of 1-bit signless integer values, but got 'memref<?xi8>'}}
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<8x8xf64, #CSR> to memref<?xf64>, memref<?xi8>, memref<?xindex>
  return
}

// -----

func.func @print_dense(%a: tensor<8x8xf64>) {
// expected-error@+1 {{'sparse_tensor.print' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  sparse_tensor.print %a : tensor<8x8xf64>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_args(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Unmatched number of arguments in the block}}
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_elem(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Unmatched element type between input tensor and block argument, expected:f64, got: f32}}
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_index(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Expecting Index type for argument at index 1}}
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: i32, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_yield(%t: tensor<8x8xf64, #CSR>, %x: f64) {
// expected-error@+1 {{Mismatch in types of yield values and results}}
  %0 = sparse_tensor.foreach in %t init(%x) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %a: f64):
    sparse_tensor.yield %i : index
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_results(%t: tensor<8x8xf64, #CSR>, %x: f64) {
// expected-error@+1 {{Mismatch in types of init arguments and results}}
  %0 = sparse_tensor.foreach in %t init(%x) : tensor<8x8xf64, #CSR>, f64 -> i32 do {
  ^bb0(%i: index, %j: index, %v: f64, %a: f64):
    sparse_tensor.yield %a : f64
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @foreach_order(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Level traverse order does not match tensor's level rank}}
  sparse_tensor.foreach in %t {order = affine_map<(d0) -> (d0)>} : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed)}>
func.func @reorder_not_coo(%t: tensor<8x8xf64, #CSR>) {
// expected-error@+1 {{Expected COO sparse tensors only}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COOT = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed(nonunique), i : singleton) }>
func.func @reorder_map(%t: tensor<8x8xf64, #COOT>) {
// expected-error@+1 {{Unmatched dim2lvl map between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf64, #COOT> to tensor<8x8xf64, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), crdWidth = 32 }>
func.func @reorder_format(%t: tensor<8x8xf64, #COO32>) {
// expected-error@+1 {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf64, #COO32> to tensor<8x8xf64, #COO>
  return
}

// -----

func.func @sort_perm(%n: index, %xy: memref<?xindex>) {
// expected-error@+1 {{Expected a permutation map, got (d0, d1) -> (d0, d0)}}
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?xindex>
  return
}

// -----

func.func @sort_xy_size(%xy: memref<10xindex>) {
  %n = arith.constant 6 : index
// expected-error@+1 {{Expected dimension(xy) >= n * (rank(perm_map) + ny) got 10 < 12}}
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<10xindex>
  return
}

// -----

func.func @sort_y_size(%xy: memref<?xindex>, %y: memref<4xf32>) {
  %n = arith.constant 6 : index
// expected-error@+1 {{Expected dimension(y) >= n got 4 < 6}}
  sparse_tensor.sort quick_sort %n, %xy jointly %y {perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex> jointly memref<4xf32>
  return
}

// -----

func.func @yield_parent(%x: f64) {
// expected-error@+1 {{'sparse_tensor.yield' op expects parent op to be one of 'sparse_tensor.binary, sparse_tensor.unary, sparse_tensor.reduce, sparse_tensor.select, sparse_tensor.foreach, sparse_tensor.iterate, sparse_tensor.coiterate'}}
  sparse_tensor.yield %x : f64
}

// -----

func.func @sort_ys_without_types(%n: index, %xy: memref<?xindex>, %y: memref<?xf32>) {
// expected-error@+1 {{custom op 'sparse_tensor.sort' number of operands and types do not match: got 1 operands and 0 types}}
  sparse_tensor.sort quick_sort %n, %xy jointly %y {perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex>
  return
}

// -----

func.func @sort_perm_map_kind(%n: index, %xy: memref<?xindex>) {
// expected-error@+1 {{'sparse_tensor.sort' op attribute 'perm_map' failed to satisfy constraint: AffineMap attribute}}
  "sparse_tensor.sort"(%n, %xy) {algorithm = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>, perm_map = 1 : i64} : (index, memref<?xindex>) -> ()
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble_level_types(%p: tensor<2xindex>, %q: tensor<3x2xindex>, %v: tensor<3xf64>) {
// expected-error@+1 {{custom op 'sparse_tensor.assemble' number of operands and types do not match: got 2 operands and 1 types}}
  %t = sparse_tensor.assemble (%p, %q), %v : (tensor<2xindex>), tensor<3xf64> to tensor<10x10xf64, #COO>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @disassemble_uneven_results(%c: tensor<10x10xf64, #COO>, %p: tensor<2xindex>, %q: tensor<3x2xindex>, %v: tensor<3xf64>) {
// expected-error@+1 {{'sparse_tensor.disassemble' op result #2 must be variadic of scalar like, but got 'tensor<3xf64>'}}
  %0:5 = "sparse_tensor.disassemble"(%c, %p, %q, %v) : (tensor<10x10xf64, #COO>, tensor<2xindex>, tensor<3x2xindex>, tensor<3xf64>) -> (tensor<2xindex>, tensor<3x2xindex>, tensor<3xf64>, index, index)
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_two_regions(%a: tensor<4x8xf64, #CSR>) {
// expected-error@+1 {{'sparse_tensor.foreach' op requires one region}}
  "sparse_tensor.foreach"(%a) ({}, {}) : (tensor<4x8xf64, #CSR>) -> ()
  return
}
