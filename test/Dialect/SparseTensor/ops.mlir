// Round trip of the sparse_tensor ops in MLIR 22's custom syntax. The CHECK lines are what
// mlir-opt-22 prints for this file (tile-opt's output is byte-identical to it).
// RUN: tile-opt %s -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file | tile-opt -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file --mlir-print-op-generic | tile-opt -split-input-file | FileCheck %s
// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 16 }>
// CHECK-LABEL: func.func @positions(%arg0: tensor<8x8xf64, #sparse>) -> memref<?xi32> {
// CHECK:   %0 = sparse_tensor.positions %arg0 {level = 1 : index} : tensor<8x8xf64, #sparse> to memref<?xi32>
// CHECK:   return %0 : memref<?xi32>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @positions(%a: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
  %0 = sparse_tensor.positions %a { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 16 }>
// CHECK-LABEL: func.func @coordinates(%arg0: tensor<8x8xf64, #sparse>) -> memref<?xi16> {
// CHECK:   %0 = sparse_tensor.coordinates %arg0 {level = 1 : index} : tensor<8x8xf64, #sparse> to memref<?xi16>
// CHECK:   return %0 : memref<?xi16>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
func.func @coordinates(%a: tensor<8x8xf64, #CSR>) -> memref<?xi16> {
  %0 = sparse_tensor.coordinates %a { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xi16>
  return %0 : memref<?xi16>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-LABEL: func.func @coo_buffers(%arg0: tensor<?x?xf64, #sparse>) -> (memref<?xindex>, memref<?xindex>, memref<?xindex, strided<[?], offset: ?>>) {
// CHECK:   %0 = sparse_tensor.positions %arg0 {level = 0 : index} : tensor<?x?xf64, #sparse> to memref<?xindex>
// CHECK:   %1 = sparse_tensor.coordinates_buffer %arg0 : tensor<?x?xf64, #sparse> to memref<?xindex>
// CHECK:   %2 = sparse_tensor.coordinates %arg0 {level = 1 : index} : tensor<?x?xf64, #sparse> to memref<?xindex, strided<[?], offset: ?>>
// CHECK:   return %0, %1, %2 : memref<?xindex>, memref<?xindex>, memref<?xindex, strided<[?], offset: ?>>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @coo_buffers(%c: tensor<?x?xf64, #COO>) -> (memref<?xindex>, memref<?xindex>, memref<?xindex, strided<[?], offset: ?>>) {
  %0 = sparse_tensor.positions %c { level = 0 : index } : tensor<?x?xf64, #COO> to memref<?xindex>
  %1 = sparse_tensor.coordinates_buffer %c : tensor<?x?xf64, #COO> to memref<?xindex>
  %2 = sparse_tensor.coordinates %c { level = 1 : index } : tensor<?x?xf64, #COO> to memref<?xindex, strided<[?], offset: ?>>
  return %0, %1, %2 : memref<?xindex>, memref<?xindex>, memref<?xindex, strided<[?], offset: ?>>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), crdWidth = 32 }>
// CHECK-LABEL: func.func @soa_coordinates(%arg0: tensor<4x5xf32, #sparse>) -> memref<?xi32> {
// CHECK:   %0 = sparse_tensor.coordinates %arg0 {level = 1 : index} : tensor<4x5xf32, #sparse> to memref<?xi32>
// CHECK:   return %0 : memref<?xi32>
#SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)), crdWidth = 32 }>
func.func @soa_coordinates(%c: tensor<4x5xf32, #SOA>) -> memref<?xi32> {
  %0 = sparse_tensor.coordinates %c { level = 1 : index } : tensor<4x5xf32, #SOA> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : compressed) }>
// CHECK-LABEL: func.func @batch_positions(%arg0: tensor<2x8x8xf32, #sparse>) -> (memref<2x?xindex>, memref<2x?xf32>) {
// CHECK:   %0 = sparse_tensor.positions %arg0 {level = 2 : index} : tensor<2x8x8xf32, #sparse> to memref<2x?xindex>
// CHECK:   %1 = sparse_tensor.values %arg0 : tensor<2x8x8xf32, #sparse> to memref<2x?xf32>
// CHECK:   return %0, %1 : memref<2x?xindex>, memref<2x?xf32>
#BATCH = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>
func.func @batch_positions(%a: tensor<2x8x8xf32, #BATCH>) -> (memref<2x?xindex>, memref<2x?xf32>) {
  %0 = sparse_tensor.positions %a { level = 2 : index } : tensor<2x8x8xf32, #BATCH> to memref<2x?xindex>
  %1 = sparse_tensor.values %a : tensor<2x8x8xf32, #BATCH> to memref<2x?xf32>
  return %0, %1 : memref<2x?xindex>, memref<2x?xf32>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @values_entries_lvl(%arg0: tensor<?xf64, #sparse>) -> (memref<?xf64>, index, index) {
// CHECK:   %0 = sparse_tensor.values %arg0 : tensor<?xf64, #sparse> to memref<?xf64>
// CHECK:   %1 = sparse_tensor.number_of_entries %arg0 : tensor<?xf64, #sparse>
// CHECK:   %c0 = arith.constant 0 : index
// CHECK:   %2 = sparse_tensor.lvl %arg0, %c0 : tensor<?xf64, #sparse>
// CHECK:   return %0, %1, %2 : memref<?xf64>, index, index
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @values_entries_lvl(%a: tensor<?xf64, #SV>) -> (memref<?xf64>, index, index) {
  %0 = sparse_tensor.values %a : tensor<?xf64, #SV> to memref<?xf64>
  %1 = sparse_tensor.number_of_entries %a : tensor<?xf64, #SV>
  %c0 = arith.constant 0 : index
  %2 = sparse_tensor.lvl %a, %c0 : tensor<?xf64, #SV>
  return %0, %1, %2 : memref<?xf64>, index, index
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
// CHECK-LABEL: func.func @convert(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64, #sparse>) -> (tensor<?x8xf64, #sparse>, tensor<8x8xf64, #sparse1>, tensor<8x8xf64>) {
// CHECK:   %0 = sparse_tensor.convert %arg0 : tensor<8x8xf64> to tensor<?x8xf64, #sparse>
// CHECK:   %1 = sparse_tensor.convert %arg1 : tensor<8x8xf64, #sparse> to tensor<8x8xf64, #sparse1>
// CHECK:   %2 = sparse_tensor.convert %arg1 : tensor<8x8xf64, #sparse> to tensor<8x8xf64>
// CHECK:   return %0, %1, %2 : tensor<?x8xf64, #sparse>, tensor<8x8xf64, #sparse1>, tensor<8x8xf64>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @convert(%d: tensor<8x8xf64>, %s: tensor<8x8xf64, #CSR>) -> (tensor<?x8xf64, #CSR>, tensor<8x8xf64, #CSC>, tensor<8x8xf64>) {
  %0 = sparse_tensor.convert %d : tensor<8x8xf64> to tensor<?x8xf64, #CSR>
  %1 = sparse_tensor.convert %s : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #CSC>
  %2 = sparse_tensor.convert %s : tensor<8x8xf64, #CSR> to tensor<8x8xf64>
  return %0, %1, %2 : tensor<?x8xf64, #CSR>, tensor<8x8xf64, #CSC>, tensor<8x8xf64>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-LABEL: func.func @new(%arg0: !llvm.ptr) -> tensor<?x?xf64, #sparse> {
// CHECK:   %0 = sparse_tensor.new %arg0 : !llvm.ptr to tensor<?x?xf64, #sparse>
// CHECK:   return %0 : tensor<?x?xf64, #sparse>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @new(%p: !llvm.ptr) -> tensor<?x?xf64, #COO> {
  %0 = sparse_tensor.new %p : !llvm.ptr to tensor<?x?xf64, #COO>
  return %0 : tensor<?x?xf64, #COO>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : dense) }>
// CHECK-LABEL: func.func @reinterpret_map(%arg0: tensor<4x6xf64, #sparse>) -> tensor<2x3x2x2xf64, #sparse1> {
// CHECK:   %0 = sparse_tensor.reinterpret_map %arg0 : tensor<4x6xf64, #sparse> to tensor<2x3x2x2xf64, #sparse1>
// CHECK:   return %0 : tensor<2x3x2x2xf64, #sparse1>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @reinterpret_map(%a: tensor<4x6xf64, #BSR>) -> tensor<2x3x2x2xf64, #DSDD> {
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x6xf64, #BSR> to tensor<2x3x2x2xf64, #DSDD>
  return %0 : tensor<2x3x2x2xf64, #DSDD>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-LABEL: func.func @assemble(%arg0: tensor<2xindex>, %arg1: tensor<3x2xindex>, %arg2: tensor<3xf64>) -> tensor<3x4xf64, #sparse> {
// CHECK:   %0 = sparse_tensor.assemble (%arg0, %arg1), %arg2 : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #sparse>
// CHECK:   return %0 : tensor<3x4xf64, #sparse>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble(%pos: tensor<2xindex>, %crd: tensor<3x2xindex>, %v: tensor<3xf64>) -> tensor<3x4xf64, #COO> {
  %0 = sparse_tensor.assemble (%pos, %crd), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  return %0 : tensor<3x4xf64, #COO>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 32 }>
// CHECK-LABEL: func.func @assemble_csr(%arg0: tensor<5xi32>, %arg1: tensor<6xi32>, %arg2: tensor<6xf32>) -> tensor<4x8xf32, #sparse> {
// CHECK:   %0 = sparse_tensor.assemble (%arg0, %arg1), %arg2 : (tensor<5xi32>, tensor<6xi32>), tensor<6xf32> to tensor<4x8xf32, #sparse>
// CHECK:   return %0 : tensor<4x8xf32, #sparse>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
func.func @assemble_csr(%pos: tensor<5xi32>, %crd: tensor<6xi32>, %v: tensor<6xf32>) -> tensor<4x8xf32, #CSR> {
  %0 = sparse_tensor.assemble (%pos, %crd), %v : (tensor<5xi32>, tensor<6xi32>), tensor<6xf32> to tensor<4x8xf32, #CSR>
  return %0 : tensor<4x8xf32, #CSR>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 32 }>
// CHECK-LABEL: func.func @disassemble(%arg0: tensor<4x8xf32, #sparse>, %arg1: tensor<5xi32>, %arg2: tensor<6xi32>, %arg3: tensor<6xf32>) -> tensor<6xf32> {
// CHECK:   %ret_levels:2, %ret_values, %lvl_lens:2, %val_len = sparse_tensor.disassemble %arg0 : tensor<4x8xf32, #sparse> out_lvls(%arg1, %arg2 : tensor<5xi32>, tensor<6xi32>) out_vals(%arg3 : tensor<6xf32>) -> (tensor<5xi32>, tensor<6xi32>), tensor<6xf32>, (i32, i64), index
// CHECK:   return %ret_values : tensor<6xf32>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
func.func @disassemble(%s: tensor<4x8xf32, #CSR>, %pos: tensor<5xi32>, %crd: tensor<6xi32>, %v: tensor<6xf32>) -> tensor<6xf32> {
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %s : tensor<4x8xf32, #CSR> out_lvls(%pos, %crd : tensor<5xi32>, tensor<6xi32>) out_vals(%v : tensor<6xf32>) -> (tensor<5xi32>, tensor<6xi32>), tensor<6xf32>, (i32, i64), index
  return %rv : tensor<6xf32>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @expand_compress_load(%arg0: tensor<8x8xf64, #sparse>, %arg1: index) -> tensor<8x8xf64, #sparse> {
// CHECK:   %values, %filled, %added, %count = sparse_tensor.expand %arg0 : tensor<8x8xf64, #sparse> to memref<?xf64>, memref<?xi1>, memref<?xindex>
// CHECK:   %0 = sparse_tensor.compress %values, %filled, %added, %count into %arg0[%arg1] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #sparse>
// CHECK:   %1 = sparse_tensor.load %0 hasInserts : tensor<8x8xf64, #sparse>
// CHECK:   %2 = sparse_tensor.load %1 : tensor<8x8xf64, #sparse>
// CHECK:   return %2 : tensor<8x8xf64, #sparse>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @expand_compress_load(%t: tensor<8x8xf64, #CSR>, %i: index) -> tensor<8x8xf64, #CSR> {
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<8x8xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  %r = sparse_tensor.compress %values, %filled, %added, %count into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  %l = sparse_tensor.load %r hasInserts : tensor<8x8xf64, #CSR>
  %l2 = sparse_tensor.load %l : tensor<8x8xf64, #CSR>
  return %l2 : tensor<8x8xf64, #CSR>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @print(%arg0: tensor<8x8xf64, #sparse>) {
// CHECK:   sparse_tensor.print %arg0 : tensor<8x8xf64, #sparse>
// CHECK:   return
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @print(%t: tensor<8x8xf64, #CSR>) {
  sparse_tensor.print %t : tensor<8x8xf64, #CSR>
  return
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @foreach(%arg0: tensor<8x8xf64, #sparse>, %arg1: f64, %arg2: i32) -> (f64, i32) {
// CHECK:   sparse_tensor.foreach in %arg0 : tensor<8x8xf64, #sparse> do {
// CHECK:   ^bb0(%arg3: index, %arg4: index, %arg5: f64):
// CHECK:   "test.use"(%arg5) : (f64) -> ()
// CHECK:   %0 = sparse_tensor.foreach in %arg0 init(%arg1) : tensor<8x8xf64, #sparse>, f64 -> f64 do {
// CHECK:   ^bb0(%arg3: index, %arg4: index, %arg5: f64, %arg6: f64):
// CHECK:   %2 = arith.addf %arg5, %arg6 : f64
// CHECK:   sparse_tensor.yield %2 : f64
// CHECK:   %1:2 = sparse_tensor.foreach in %arg0 init(%arg1, %arg2) {order = #map} : tensor<8x8xf64, #sparse>, f64, i32 -> f64, i32 do {
// CHECK:   ^bb0(%arg3: index, %arg4: index, %arg5: f64, %arg6: f64, %arg7: i32):
// CHECK:   sparse_tensor.yield %arg6, %arg7 : f64, i32
// CHECK:   return %0, %1#1 : f64, i32
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach(%t: tensor<8x8xf64, #CSR>, %init: f64, %k: i32) -> (f64, i32) {
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
    "test.use"(%v) : (f64) -> ()
  }
  %r = sparse_tensor.foreach in %t init(%init) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    %s = arith.addf %v, %acc : f64
    sparse_tensor.yield %s : f64
  }
  %p:2 = sparse_tensor.foreach in %t init(%init, %k) {order = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x8xf64, #CSR>, f64, i32 -> f64, i32 do {
  ^bb0(%i: index, %j: index, %v: f64, %a: f64, %b: i32):
    sparse_tensor.yield %a, %b : f64, i32
  }
  return %r, %p#1 : f64, i32
}

// -----

// CHECK-LABEL: func.func @foreach_dense(%arg0: tensor<2x3xf32>) {
// CHECK:   sparse_tensor.foreach in %arg0 : tensor<2x3xf32> do {
// CHECK:   ^bb0(%arg1: index, %arg2: index, %arg3: f32):
// CHECK:   return
func.func @foreach_dense(%t: tensor<2x3xf32>) {
  sparse_tensor.foreach in %t : tensor<2x3xf32> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-LABEL: func.func @reorder_coo(%arg0: tensor<?x?xf64, #sparse>) -> tensor<?x?xf64, #sparse1> {
// CHECK:   %0 = sparse_tensor.reorder_coo  quick_sort %arg0 : tensor<?x?xf64, #sparse> to tensor<?x?xf64, #sparse1>
// CHECK:   return %0 : tensor<?x?xf64, #sparse1>
#UCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @reorder_coo(%u: tensor<?x?xf64, #UCOO>) -> tensor<?x?xf64, #COO> {
  %0 = sparse_tensor.reorder_coo quick_sort %u : tensor<?x?xf64, #UCOO> to tensor<?x?xf64, #COO>
  return %0 : tensor<?x?xf64, #COO>
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sort(%arg0: index, %arg1: memref<?xindex>, %arg2: memref<?xf32>, %arg3: memref<?xi8>) {
// CHECK:   sparse_tensor.sort  hybrid_quick_sort %arg0, %arg1 jointly %arg2, %arg3 {ny = 1 : index, perm_map = #map} : memref<?xindex> jointly memref<?xf32>, memref<?xi8>
// CHECK:   sparse_tensor.sort  insertion_sort_stable %arg0, %arg1 {perm_map = #map1} : memref<?xindex>
// CHECK:   sparse_tensor.sort  heap_sort %arg0, %arg1 {perm_map = #map1} : memref<?xindex>
// CHECK:   return
func.func @sort(%n: index, %xy: memref<?xindex>, %y: memref<?xf32>, %z: memref<?xi8>) {
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y, %z {perm_map = affine_map<(d0, d1) -> (d1, d0)>, ny = 1 : index} : memref<?xindex> jointly memref<?xf32>, memref<?xi8>
  sparse_tensor.sort insertion_sort_stable %n, %xy {perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex>
  sparse_tensor.sort heap_sort %n, %xy {perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex>
  return
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, ?)>) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @slice_values(%arg0: tensor<4x8xf64, #sparse>) -> memref<?xf64> {
// CHECK:   %0 = sparse_tensor.values %arg0 : tensor<4x8xf64, #sparse> to memref<?xf64>
// CHECK:   return %0 : memref<?xf64>
#SLICE = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(0, 8, ?)>) -> (i : dense, j : compressed) }>
func.func @slice_values(%s: tensor<4x8xf64, #SLICE>) -> memref<?xf64> {
  %0 = sparse_tensor.values %s : tensor<4x8xf64, #SLICE> to memref<?xf64>
  return %0 : memref<?xf64>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @insert(%arg0: f64, %arg1: index) -> tensor<8xf64, #sparse> {
// CHECK:   %0 = tensor.empty() : tensor<8xf64, #sparse>
// CHECK:   %inserted = tensor.insert %arg0 into %0[%arg1] : tensor<8xf64, #sparse>
// CHECK:   %1 = sparse_tensor.load %inserted hasInserts : tensor<8xf64, #sparse>
// CHECK:   return %1 : tensor<8xf64, #sparse>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @insert(%v: f64, %i: index) -> tensor<8xf64, #SV> {
  %t = tensor.empty() : tensor<8xf64, #SV>
  %0 = tensor.insert %v into %t[%i] : tensor<8xf64, #SV>
  %1 = sparse_tensor.load %0 hasInserts : tensor<8xf64, #SV>
  return %1 : tensor<8xf64, #SV>
}
