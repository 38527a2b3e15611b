// RUN: tile-opt %s --canonicalize | FileCheck %s
// The folds of sparse_tensor ops, as mlir-opt-22 --canonicalize prints them.

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-NEXT: #sparse2 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-NEXT: #sparse3 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @convert_same_type(%arg0: tensor<4x4xf64, #sparse>, %arg1: tensor<8xf32>) -> (tensor<4x4xf64, #sparse>, tensor<8xf32>) {
// CHECK-NEXT:     return %arg0, %arg1 : tensor<4x4xf64, #sparse>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reorder_same_type(%arg0: tensor<?x?xf32, #sparse1>) -> tensor<?x?xf32, #sparse1> {
// CHECK-NEXT:     return %arg0 : tensor<?x?xf32, #sparse1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @get_after_set(%arg0: !sparse_tensor.storage_specifier<#sparse2>, %arg1: index, %arg2: index, %arg3: tensor<8xf64, #sparse3>) -> (index, index, index) {
// CHECK-NEXT:     %0 = sparse_tensor.storage_specifier.set %arg0  lvl_sz at 0 with %arg1 : !sparse_tensor.storage_specifier<#sparse2>
// CHECK-NEXT:     %1 = sparse_tensor.storage_specifier.set %0  pos_mem_sz at 0 with %arg2 : !sparse_tensor.storage_specifier<#sparse2>
// CHECK-NEXT:     %2 = sparse_tensor.storage_specifier.get %1  crd_mem_sz at 0 : !sparse_tensor.storage_specifier<#sparse2>
// CHECK-NEXT:     return %arg1, %arg2, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SortedCOO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>
#Vec = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

// A conversion to the source's own type is the source.
func.func @convert_same_type(%a: tensor<4x4xf64, #CSR>, %d: tensor<8xf32>)
    -> (tensor<4x4xf64, #CSR>, tensor<8xf32>) {
  %0 = sparse_tensor.convert %a : tensor<4x4xf64, #CSR> to tensor<4x4xf64, #CSR>
  %1 = sparse_tensor.convert %d : tensor<8xf32> to tensor<8xf32>
  return %0, %1 : tensor<4x4xf64, #CSR>, tensor<8xf32>
}

// Reordering a COO tensor into its own type is the tensor.
func.func @reorder_same_type(%coo: tensor<?x?xf32, #SortedCOO>) -> tensor<?x?xf32, #SortedCOO> {
  %r = sparse_tensor.reorder_coo quick_sort %coo
     : tensor<?x?xf32, #SortedCOO> to tensor<?x?xf32, #SortedCOO>
  return %r : tensor<?x?xf32, #SortedCOO>
}

// A getter reads the value the nearest setter of its field and level wrote. The
// specifier's encoding is a distinct attribute from the tensor's (MLIR's normalized
// encoding), so it takes an alias of its own.
func.func @get_after_set(%s: !sparse_tensor.storage_specifier<#Vec>, %n: index, %m: index,
                         %t: tensor<8xf64, #Vec>) -> (index, index, index) {
  %0 = sparse_tensor.storage_specifier.set %s lvl_sz at 0 with %n
     : !sparse_tensor.storage_specifier<#Vec>
  %1 = sparse_tensor.storage_specifier.set %0 pos_mem_sz at 0 with %m
     : !sparse_tensor.storage_specifier<#Vec>
  %lvl = sparse_tensor.storage_specifier.get %1 lvl_sz at 0
     : !sparse_tensor.storage_specifier<#Vec>
  %pos = sparse_tensor.storage_specifier.get %1 pos_mem_sz at 0
     : !sparse_tensor.storage_specifier<#Vec>
  // Never set: stays a read.
  %crd = sparse_tensor.storage_specifier.get %1 crd_mem_sz at 0
     : !sparse_tensor.storage_specifier<#Vec>
  return %lvl, %pos, %crd : index, index, index
}
