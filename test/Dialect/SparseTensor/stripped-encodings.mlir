// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: tile-opt %s | tile-opt | FileCheck %s

// An encoding that an op or a sparse_tensor type holds as such is written the way MLIR's
// printStrippedAttrOrType writes it: its alias, or without an alias (local scope) its
// parameters alone, `<{...}>`. Both spellings parse. The storage specifier's encoding stays
// in full.

#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed,
                   i mod 2 : dense, j mod 3 : dense)
}>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>

// CHECK-LABEL: func.func @translate(
// CHECK:         sparse_tensor.crd_translate  dim_to_lvl[%{{.*}}, %{{.*}}] as #[[BSR:sparse[0-9]*]] : index, index, index, index
// CHECK:         sparse_tensor.crd_translate  lvl_to_dim[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] as #[[BSR]] : index, index
// LOCAL-LABEL: func.func @translate(
// LOCAL:         sparse_tensor.crd_translate  dim_to_lvl[%{{.*}}, %{{.*}}] as <{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }> : index, index, index, index
// LOCAL:         sparse_tensor.crd_translate  lvl_to_dim[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] as <{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }> : index, index
func.func @translate(%i: index, %j: index) -> (index, index) {
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3]
      as <{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
      : index, index
  return %d#0, %d#1 : index, index
}

// LOCAL-LABEL: func.func @types(
// LOCAL-SAME:    !sparse_tensor.storage_specifier<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : singleton) }>>
// LOCAL-SAME:    !sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>, lvls = 0>
// LOCAL-SAME:    !sparse_tensor.iterator<<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>, lvls = 0>
func.func @types(%s: !sparse_tensor.storage_specifier<#COO>,
                 %t: !sparse_tensor.iter_space<#COO, lvls = 0>,
                 %u: !sparse_tensor.iterator<#COO, lvls = 0>) {
  return
}
