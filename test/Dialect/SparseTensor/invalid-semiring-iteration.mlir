// Invalid uses of the sparse_tensor ops added for issue 15; every message and location is
// MLIR 22's (this file passes under mlir-opt-22 -verify-diagnostics too).
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @binary_overlap_args(%a: f64, %b: f64) -> f64 {
  // expected-error@+1 {{overlap region must have exactly 2 arguments}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {
    ^bb0(%x: f64):
      sparse_tensor.yield %x : f64
    }
    left = {}
    right = {}
  return %r : f64
}

// -----

func.func @binary_left_arg_type(%a: f64, %b: i64) -> f64 {
  // expected-error@+1 {{left region argument 1 type mismatch}}
  %r = sparse_tensor.binary %a, %b : f64, i64 to f64
    overlap = {}
    left = {
    ^bb0(%x: i64):
      %c = arith.constant 1.0 : f64
      sparse_tensor.yield %c : f64
    }
    right = {}
  return %r : f64
}

// -----

func.func @binary_yield_type(%a: f64, %b: f64) -> f64 {
  // expected-error@+1 {{right region yield type mismatch}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {}
    left = {}
    right = {
    ^bb0(%y: f64):
      %i = arith.fptosi %y : f64 to i32
      sparse_tensor.yield %i : i32
    }
  return %r : f64
}

// -----

func.func @binary_left_identity(%a: i32, %b: f64) -> f64 {
  // expected-error@+1 {{left=identity requires first argument to have the same type as the output}}
  %r = sparse_tensor.binary %a, %b : i32, f64 to f64 overlap = {} left = identity right = {}
  return %r : f64
}

// -----

func.func @binary_right_identity(%a: f64, %b: i32) -> f64 {
  // expected-error@+1 {{right=identity requires second argument to have the same type as the output}}
  %r = sparse_tensor.binary %a, %b : f64, i32 to f64 overlap = {} left = {} right = identity
  return %r : f64
}

// -----

func.func @unary_absent_args(%a: f64) -> f64 {
  // expected-error@+1 {{absent region must have exactly 0 arguments}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
    ^bb0(%x: f64):
      sparse_tensor.yield %x : f64
    }
  return %r : f64
}

// -----

func.func @unary_absent_local(%a: f64) -> f64 {
  %c = arith.constant 2.0 : f64
  // expected-error@+1 {{absent region cannot yield locally computed value}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
      %d = arith.addf %c, %c : f64
      sparse_tensor.yield %d : f64
    }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#id = affine_map<(i) -> (i)>
func.func @unary_absent_linalg_arg(%a: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
  %e = tensor.empty() : tensor<8xf64, #SV>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf64, #SV>) outs(%e : tensor<8xf64, #SV>) {
    ^bb0(%x: f64, %o: f64):
      // expected-error@+1 {{absent region cannot yield linalg argument}}
      %r = sparse_tensor.unary %x : f64 to f64
        present = {}
        absent = {
          sparse_tensor.yield %x : f64
        }
      linalg.yield %r : f64
  } -> tensor<8xf64, #SV>
  return %0 : tensor<8xf64, #SV>
}

// -----

func.func @reduce_arg_count(%a: f64, %b: f64, %i: f64) -> f64 {
  // expected-error@+1 {{reduce region must have exactly 2 arguments}}
  %r = sparse_tensor.reduce %a, %b, %i : f64 {
    ^bb0(%x: f64):
      sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

func.func @select_yield_type(%a: f64) -> f64 {
  // expected-error@+1 {{select region yield type mismatch}}
  %r = sparse_tensor.select %a : f64 {
    ^bb0(%x: f64):
      sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_one(%a: tensor<2x4xf64, #CSR>) -> tensor<2x4xf64, #CSR> {
  // expected-error@+1 {{Need at least two tensors to concatenate.}}
  %0 = sparse_tensor.concatenate %a {dimension = 0 : index} : tensor<2x4xf64, #CSR> to tensor<2x4xf64, #CSR>
  return %0 : tensor<2x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_dim(%a: tensor<2x4xf64, #CSR>, %b: tensor<2x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error@+1 {{Concat-dimension is out of bounds for dimension-rank (2 >= 2)}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 2 : index} : tensor<2x4xf64, #CSR>, tensor<2x4xf64, #CSR> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_dynamic(%a: tensor<?x4xf64, #CSR>, %b: tensor<2x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error@+1 {{Input tensor $0 has dynamic shape}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<?x4xf64, #CSR>, tensor<2x4xf64, #CSR> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_sum(%a: tensor<2x4xf64, #CSR>, %b: tensor<2x4xf64, #CSR>) -> tensor<5x4xf64, #CSR> {
  // expected-error@+1 {{The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<2x4xf64, #CSR> to tensor<5x4xf64, #CSR>
  return %0 : tensor<5x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_other_dims(%a: tensor<2x4xf64, #CSR>, %b: tensor<2x3xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error@+1 {{All dimensions (expect for the concatenating one) should be equal.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<2x3xf64, #CSR> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @slice_offset_not_slice(%a: tensor<2x4xf64, #CSR>) -> index {
  // expected-error@+1 {{'sparse_tensor.slice.offset' op operand #0 must be sparse tensor slice of any type values, but got 'tensor<2x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>'}}
  %0 = sparse_tensor.slice.offset %a at 1 : tensor<2x4xf64, #CSR>
  return %0 : index
}

// -----

#Slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, 2)>) -> (d0 : dense, d1 : compressed) }>
func.func @slice_stride_dim(%s: tensor<4x?xf64, #Slice>) -> index {
  // expected-error@+1 {{requested dimension out of bound}}
  %0 = sparse_tensor.slice.stride %s at 2 : tensor<4x?xf64, #Slice>
  return %0 : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_val_level(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error@+1 {{redundant level argument for querying value memory size}}
  %0 = sparse_tensor.storage_specifier.get %s val_mem_sz at 0 : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_no_level(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error@+1 {{missing level argument}}
  %0 = sparse_tensor.storage_specifier.get %s crd_mem_sz : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_level_bound(%s: !sparse_tensor.storage_specifier<#COO>, %n: index) -> !sparse_tensor.storage_specifier<#COO> {
  // expected-error@+1 {{requested level is out of bounds}}
  %0 = sparse_tensor.storage_specifier.set %s lvl_sz at 2 with %n : !sparse_tensor.storage_specifier<#COO>
  return %0 : !sparse_tensor.storage_specifier<#COO>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_singleton_pos(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error@+1 {{requested position memory size on a singleton level}}
  %0 = sparse_tensor.storage_specifier.get %s pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_not_slice(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error@+1 {{requested slice data on non-slice tensor}}
  %0 = sparse_tensor.storage_specifier.get %s dim_offset at 0 : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @crd_translate_rank(%i: index, %j: index) -> index {
  // expected-error@+1 {{Coordinate rank mismatch with encoding}}
  %l:2 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index
  return %l#0 : index
}

// -----

func.func @push_back_n(%size: index, %buf: memref<?xf64>, %v: f64) -> index {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'sparse_tensor.push_back' op n must be not less than 1}}
  %b, %s = sparse_tensor.push_back %size, %buf, %v, %c0 : index, memref<?xf64>, f64, index
  return %s : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @extract_space_parent(%sp: tensor<4x8xf32, #COO>) {
  // expected-error@+1 {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %l = sparse_tensor.extract_iteration_space %sp lvls = 1 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 1>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @extract_value_level(%sp: tensor<4x8xf32, #COO>, %it: !sparse_tensor.iterator<#COO, lvls = 0>) -> f32 {
  // expected-error@+1 {{'sparse_tensor.extract_value' op must use last-level iterator to extract values. }}
  %v = sparse_tensor.extract_value %sp at %it : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0>
  return %v : f32
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @iterate_crd_bound(%sp: tensor<4x8xf32, #COO>) {
  %l = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  // expected-error@+1 {{'sparse_tensor.iterate' op required out-of-bound coordinates}}
  sparse_tensor.iterate %it in %l at(_, %j) : !sparse_tensor.iter_space<#COO, lvls = 0> {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @iterate_level_range(%sp: tensor<4x8xf32, #COO>) {
  // expected-error@+1 {{expect larger level upper bound than lower bound}}
  %l = sparse_tensor.extract_iteration_space %sp lvls = 1 to 1 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @iterate_yield_type(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %x: f32) -> f32 {
  // expected-error@+1 {{'sparse_tensor.iterate' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %x) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f32 {
    %c = arith.constant 1 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : f32
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @iterate_not_a_space(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error@+1 {{custom op 'sparse_tensor.iterate' expected sparse_tensor.iter_space type for iteration space operands}}
  sparse_tensor.iterate %it in %s : i32 {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @coiterate_case_too_long(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error@+1 {{custom op 'sparse_tensor.coiterate' parsed more value than expected.}}
  sparse_tensor.coiterate (%s, %s) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %a, %b, %c {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// expected-error@+1 {{expect larger level upper bound than lower bound}}
func.func @space_type_range(%s: !sparse_tensor.iter_space<#SV, lvls = 3 to 1>)

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// expected-error@+1 {{unknown  type `cursor` in dialect `sparse_tensor`}}
func.func @unknown_type(%s: !sparse_tensor.cursor<#SV>)

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @dup(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error@+1 {{'sparse_tensor.coiterate' op contains duplicated cases.}}
  sparse_tensor.coiterate (%s, %s) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %a, _ {
  }
  case %b, _ {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @crd(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error@+1 {{'sparse_tensor.coiterate' op required out-of-bound coordinates}}
  sparse_tensor.coiterate (%s, %s) at(_, %j) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %a, _ {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @ty(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %x: f32) -> f32 {
  // expected-error@+1 {{'sparse_tensor.coiterate' op types mismatch between 0th yield value and defined value on 1th region}}
  %r = sparse_tensor.coiterate (%s, %s) iter_args(%acc = %x) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f32
  case %a, _ {
    sparse_tensor.yield %acc : f32
  }
  case %a, %b {
    %c = arith.constant 1 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : f32
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @concat_unequal_under_dynamic(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x5xf64, #CSR>) -> tensor<5x?xf64, #CSR> {
  // expected-error@+1 {{All dimensions (expect for the concatenating one) should be equal.}}
  %r = sparse_tensor.concatenate %a, %b {dimension = 0 : index}
     : tensor<2x4xf64, #CSR>, tensor<3x5xf64, #CSR> to tensor<5x?xf64, #CSR>
  return %r : tensor<5x?xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @concat_dynamic_result(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x4xf64, #CSR>) -> tensor<?x?xf64, #CSR> {
  %r = sparse_tensor.concatenate %a, %b {dimension = 0 : index}
     : tensor<2x4xf64, #CSR>, tensor<3x4xf64, #CSR> to tensor<?x?xf64, #CSR>
  return %r : tensor<?x?xf64, #CSR>
}

// -----

// A full encoding (not an alias) after `as` takes a `: type` of its own, as every extended
// attribute does: the type list then lacks its colon.
func.func @crd_translate_full_encoding(%i: index, %j: index) -> index {
  // expected-error@+1 {{expected ':'}}
  %l:2 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }> : index, index
  return %l#0 : index
}

// -----

// An op that fails its own checks is where verification stops, as in mlir-opt: the
// tensor.yield misplaced in its region is not reported.
func.func @binary_region_ends_in_another_yield(%a: f64, %b: f64) -> f64 {
  // expected-error@+1 {{left region must end with sparse_tensor.yield}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {}
    left = {
    ^bb0(%x: f64):
      tensor.yield %x : f64
    }
    right = identity
  return %r : f64
}
