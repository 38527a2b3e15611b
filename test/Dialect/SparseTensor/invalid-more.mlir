// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in sparse_tensor ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @has_runtime_library_type() -> i32 {
  // expected-error@+1 {{'sparse_tensor.has_runtime_library' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "sparse_tensor.has_runtime_library"() : () -> i32
  return %0 : i32
}

// -----

func.func @load_dense(%t: tensor<8xf64>) -> tensor<8xf64> {
  // expected-error@+1 {{'sparse_tensor.load' op operand #0 must be sparse tensor of any type values, but got 'tensor<8xf64>'}}
  %0 = sparse_tensor.load %t : tensor<8xf64>
  return %0 : tensor<8xf64>
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @load_result(%t: tensor<8xf64, #SV>) -> tensor<8xf32, #SV> {
  // expected-error@+1 {{'sparse_tensor.load' op requires the same type for all operands and results}}
  %0 = "sparse_tensor.load"(%t) : (tensor<8xf64, #SV>) -> tensor<8xf32, #SV>
  return %0 : tensor<8xf32, #SV>
}

// -----

func.func @out_dense(%t: tensor<4x4xf64>, %dest: !llvm.ptr) {
  // expected-error@+1 {{'sparse_tensor.out' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  sparse_tensor.out %t, %dest : tensor<4x4xf64>, !llvm.ptr
  return
}

// -----

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>

func.func @specifier_init_missing_from(%s: !sparse_tensor.storage_specifier<#COO>) -> !sparse_tensor.storage_specifier<#CSR> {
  // expected-error@+1 {{custom op 'sparse_tensor.storage_specifier.init' number of operands and types do not match: got 1 operands and 0 types}}
  %0 = sparse_tensor.storage_specifier.init with %s : !sparse_tensor.storage_specifier<#COO> to !sparse_tensor.storage_specifier<#CSR>
  return %0 : !sparse_tensor.storage_specifier<#CSR>
}

// -----

func.func @specifier_init_result(%s: index) -> index {
  // expected-error@+1 {{'sparse_tensor.storage_specifier.init' op result #0 must be metadata, but got 'index'}}
  %0 = "sparse_tensor.storage_specifier.init"() : () -> index
  return %0 : index
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @load_misspelled(%t: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
  // expected-error@+1 {{expected ':'}}
  %0 = sparse_tensor.load %t hasInsert : tensor<8xf64, #SV>
  return %0 : tensor<8xf64, #SV>
}
