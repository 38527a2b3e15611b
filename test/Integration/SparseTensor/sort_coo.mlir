// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sorting COO coordinates: `sparse_tensor.sort` orders (i, j) pairs stored in one buffer
// (the x-stride-2 AoS layout) and permutes a value buffer along, with two algorithms.

#ID = affine_map<(d0, d1) -> (d0, d1)>

func.func @print_buffers(%xy: memref<?xindex>, %v: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 99 : index
  %fpad = arith.constant -1.0 : f64
  %a = vector.transfer_read %xy[%c0], %pad : memref<?xindex>, vector<10xindex>
  vector.print %a : vector<10xindex>
  %b = vector.transfer_read %v[%c0], %fpad : memref<?xf64>, vector<5xf64>
  vector.print %b : vector<5xf64>
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %xy0 = arith.constant dense<[2, 1, 0, 3, 2, 0, 0, 0, 1, 2]> : tensor<10xindex>
  %v0 = arith.constant dense<[5.0, 4.0, 3.0, 1.0, 2.0]> : tensor<5xf64>
  %xy1 = bufferization.to_buffer %xy0 : tensor<10xindex> to memref<10xindex>
  %v1 = bufferization.to_buffer %v0 : tensor<5xf64> to memref<5xf64>
  %xy = memref.alloc() : memref<10xindex>
  %v = memref.alloc() : memref<5xf64>
  memref.copy %xy1, %xy : memref<10xindex> to memref<10xindex>
  memref.copy %v1, %v : memref<5xf64> to memref<5xf64>
  %xyd = memref.cast %xy : memref<10xindex> to memref<?xindex>
  %vd = memref.cast %v : memref<5xf64> to memref<?xf64>
  sparse_tensor.sort insertion_sort_stable %c5, %xyd jointly %vd {ny = 0 : index, perm_map = #ID}
    : memref<?xindex> jointly memref<?xf64>
  // CHECK:      ( 0, 0, 0, 3, 1, 2, 2, 0, 2, 1 )
  // CHECK-NEXT: ( 1, 4, 2, 3, 5 )
  call @print_buffers(%xyd, %vd) : (memref<?xindex>, memref<?xf64>) -> ()
  memref.copy %xy1, %xy : memref<10xindex> to memref<10xindex>
  memref.copy %v1, %v : memref<5xf64> to memref<5xf64>
  sparse_tensor.sort quick_sort %c5, %xyd jointly %vd {ny = 0 : index, perm_map = #ID}
    : memref<?xindex> jointly memref<?xf64>
  // CHECK-NEXT: ( 0, 0, 0, 3, 1, 2, 2, 0, 2, 1 )
  // CHECK-NEXT: ( 1, 4, 2, 3, 5 )
  call @print_buffers(%xyd, %vd) : (memref<?xindex>, memref<?xf64>) -> ()
  memref.dealloc %xy : memref<10xindex>
  memref.dealloc %v : memref<5xf64>
  return
}
