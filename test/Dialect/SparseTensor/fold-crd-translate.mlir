// RUN: tile-opt %s --canonicalize | FileCheck %s
// sparse_tensor.crd_translate folds as mlir-opt-22 --canonicalize prints it.

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @round_trip(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg0, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @permuted(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     return %arg1, %arg0, %arg0, %arg1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swapped(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0:4 = sparse_tensor.crd_translate  dim_to_lvl[%arg0, %arg1] as #sparse : index, index, index, index
// CHECK-NEXT:     %1:2 = sparse_tensor.crd_translate  lvl_to_dim[%0#1, %0#0, %0#2, %0#3] as #sparse : index, index
// CHECK-NEXT:     return %1#0, %1#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

// Translating back what was just translated gives the original coordinates.
func.func @round_trip(%i: index, %j: index) -> (index, index) {
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3] as #BSR : index, index
  return %d#0, %d#1 : index, index
}

// Through a permutation the coordinates are the inputs, permuted; through the identity,
// the inputs.
func.func @permuted(%i: index, %j: index) -> (index, index, index, index) {
  %l:2 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #CSC : index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%i, %j] as #CSR : index, index
  return %l#0, %l#1, %d#0, %d#1 : index, index, index, index
}

// Out of order, the pair stays.
func.func @swapped(%i: index, %j: index) -> (index, index) {
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#1, %l#0, %l#2, %l#3] as #BSR : index, index
  return %d#0, %d#1 : index, index
}
