// RUN: tile-opt %s --sparsify | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// Sparse outputs are built by insertion in level order into the fresh tensor, threaded
// through every loop, and finished by sparse_tensor.load ... hasInserts.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @add
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x8xf64, #sparse>
// CHECK:         scf.for {{.*}} iter_args(%[[T:.*]] = %[[E]]) -> (tensor<8x8xf64, #sparse>)
// CHECK:           scf.while
// CHECK:             scf.if
// CHECK:               arith.addf
// CHECK:               tensor.insert
// CHECK:           scf.for
// CHECK:             tensor.insert
// CHECK:           scf.for
// CHECK:             tensor.insert
// CHECK:         %[[L:.*]] = sparse_tensor.load %{{.*}} hasInserts : tensor<8x8xf64, #sparse>
// CHECK:         return %[[L]]
func.func @add(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  %c = tensor.empty() : tensor<8x8xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

// Row-wise SpGEMM: the reduction loop k sits above the output's column level, so each row
// is collected in a workspace made once before the loops (with a bitmap of the columns it
// touched); the row's coordinates come back in order by scanning the bitmap when it is not
// much longer than the row, else by sorting the list. The workspace is freed at the end.
// CHECK-LABEL: func.func @spgemm
// CHECK:         %[[VALUES:.*]], %[[FILLED:.*]], %[[ADDED:.*]], %[[COUNT:.*]] = sparse_tensor.expand
// CHECK:         %[[BITS:.*]] = memref.alloc(%[[WORDS:.*]]) : memref<?xi64>
// CHECK:         scf.for
// CHECK:           scf.for {{.*}} iter_args(%{{.*}} = %[[COUNT]]) -> (index)
// CHECK:             scf.for
// CHECK:               memref.load %[[BITS]]
// CHECK:               scf.if
// CHECK:                 memref.store %{{.*}}, %[[BITS]]
// CHECK:                 memref.store %{{.*}}, %[[ADDED]]
// CHECK:           scf.if
// CHECK:             scf.for {{.*}} to %[[WORDS]]
// CHECK:               math.ctpop
// CHECK:               scf.for
// CHECK:                 math.cttz
// CHECK:                 tensor.insert
// CHECK:           } else {
// CHECK:             sparse_tensor.sort  hybrid_quick_sort %{{.*}}, %[[ADDED]]
// CHECK:             scf.for
// CHECK:               tensor.insert
// CHECK:         memref.dealloc %[[VALUES]]
// CHECK:         memref.dealloc %[[FILLED]]
// CHECK:         memref.dealloc %[[ADDED]]
// CHECK:         memref.dealloc %[[BITS]]
// CHECK:         sparse_tensor.load {{.*}} hasInserts
// CHECK-NOT:     sparse_tensor.compress
func.func @spgemm(%a: tensor<8x6xf64, #CSR>, %b: tensor<6x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  %c = tensor.empty() : tensor<8x8xf64, #CSR>
  %r = linalg.matmul ins(%a, %b : tensor<8x6xf64, #CSR>, tensor<6x8xf64, #CSR>) outs(%c : tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

// A body that yields a constant zero stores nothing: no loop, no insertion.
// CHECK-LABEL: func.func @zeros
// CHECK-NOT:     scf.for
// CHECK-NOT:     tensor.insert
// CHECK:         %[[L:.*]] = sparse_tensor.load %{{.*}} hasInserts : tensor<10xf32, #sparse1>
// CHECK:         return %[[L]]
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#vec = affine_map<(i) -> (i)>
func.func @zeros() -> tensor<10xf32, #SV> {
  %zero = arith.constant 0.0 : f32
  %e = bufferization.alloc_tensor() : tensor<10xf32, #SV>
  %r = linalg.generic {indexing_maps = [#vec], iterator_types = ["parallel"]}
    outs(%e : tensor<10xf32, #SV>) {
  ^bb0(%o: f32):
    linalg.yield %zero : f32
  } -> tensor<10xf32, #SV>
  return %r : tensor<10xf32, #SV>
}

// A body that reads no operand stores its value only where it is not zero, tested at run
// time, as MLIR's sparsifier does.
// CHECK-LABEL: func.func @fill
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[NZ:.*]] = arith.cmpi ne, %[[V:.*]], %{{.*}} : i32
// CHECK:             scf.if %[[NZ]] -> (tensor<4x5xi32, #sparse>)
// CHECK:               tensor.insert %[[V]]
func.func @fill(%c: i32) -> tensor<4x5xi32, #CSR> {
  %e = tensor.empty() : tensor<4x5xi32, #CSR>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
    outs(%e : tensor<4x5xi32, #CSR>) {
  ^bb0(%o: i32):
    %twice = arith.addi %c, %c : i32
    linalg.yield %twice : i32
  } -> tensor<4x5xi32, #CSR>
  return %r : tensor<4x5xi32, #CSR>
}
