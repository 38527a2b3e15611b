// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// sparse_tensor.sort leaves tuples with equal keys where MLIR's algorithms put them: its
// quick, heap and hybrid sorts are not stable (only insertion_sort_stable is). Each
// line is the order of the original positions (the jointly sorted ys) after one sort.

module {
  func.func @sort_quick_sort(%n: index, %x: memref<?xindex>, %y: memref<?xindex>) {
    sparse_tensor.sort quick_sort %n, %x jointly %y {perm_map = affine_map<(d0) -> (d0)>, ny = 0 : index} : memref<?xindex> jointly memref<?xindex>
    return
  }
  func.func @sort_heap_sort(%n: index, %x: memref<?xindex>, %y: memref<?xindex>) {
    sparse_tensor.sort heap_sort %n, %x jointly %y {perm_map = affine_map<(d0) -> (d0)>, ny = 0 : index} : memref<?xindex> jointly memref<?xindex>
    return
  }
  func.func @sort_hybrid_quick_sort(%n: index, %x: memref<?xindex>, %y: memref<?xindex>) {
    sparse_tensor.sort hybrid_quick_sort %n, %x jointly %y {perm_map = affine_map<(d0) -> (d0)>, ny = 0 : index} : memref<?xindex> jointly memref<?xindex>
    return
  }
  func.func @sort_insertion_sort_stable(%n: index, %x: memref<?xindex>, %y: memref<?xindex>) {
    sparse_tensor.sort insertion_sort_stable %n, %x jointly %y {perm_map = affine_map<(d0) -> (d0)>, ny = 0 : index} : memref<?xindex> jointly memref<?xindex>
    return
  }

  // Fills %x with the keys and %y with 0, 1, 2, ... and sorts with each algorithm.
  func.func @run(%keys: memref<?xindex>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %keys, %c0 : memref<?xindex>
    %x_quick_sort = memref.alloc(%n) : memref<?xindex>
    %y_quick_sort = memref.alloc(%n) : memref<?xindex>
    memref.copy %keys, %x_quick_sort : memref<?xindex> to memref<?xindex>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %i, %y_quick_sort[%i] : memref<?xindex>
    }
    call @sort_quick_sort(%n, %x_quick_sort, %y_quick_sort) : (index, memref<?xindex>, memref<?xindex>) -> ()
    %v_quick_sort = vector.transfer_read %y_quick_sort[%c0], %c0 : memref<?xindex>, vector<40xindex>
    vector.print %v_quick_sort : vector<40xindex>
    memref.dealloc %x_quick_sort : memref<?xindex>
    memref.dealloc %y_quick_sort : memref<?xindex>
    %x_heap_sort = memref.alloc(%n) : memref<?xindex>
    %y_heap_sort = memref.alloc(%n) : memref<?xindex>
    memref.copy %keys, %x_heap_sort : memref<?xindex> to memref<?xindex>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %i, %y_heap_sort[%i] : memref<?xindex>
    }
    call @sort_heap_sort(%n, %x_heap_sort, %y_heap_sort) : (index, memref<?xindex>, memref<?xindex>) -> ()
    %v_heap_sort = vector.transfer_read %y_heap_sort[%c0], %c0 : memref<?xindex>, vector<40xindex>
    vector.print %v_heap_sort : vector<40xindex>
    memref.dealloc %x_heap_sort : memref<?xindex>
    memref.dealloc %y_heap_sort : memref<?xindex>
    %x_hybrid_quick_sort = memref.alloc(%n) : memref<?xindex>
    %y_hybrid_quick_sort = memref.alloc(%n) : memref<?xindex>
    memref.copy %keys, %x_hybrid_quick_sort : memref<?xindex> to memref<?xindex>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %i, %y_hybrid_quick_sort[%i] : memref<?xindex>
    }
    call @sort_hybrid_quick_sort(%n, %x_hybrid_quick_sort, %y_hybrid_quick_sort) : (index, memref<?xindex>, memref<?xindex>) -> ()
    %v_hybrid_quick_sort = vector.transfer_read %y_hybrid_quick_sort[%c0], %c0 : memref<?xindex>, vector<40xindex>
    vector.print %v_hybrid_quick_sort : vector<40xindex>
    memref.dealloc %x_hybrid_quick_sort : memref<?xindex>
    memref.dealloc %y_hybrid_quick_sort : memref<?xindex>
    %x_insertion_sort_stable = memref.alloc(%n) : memref<?xindex>
    %y_insertion_sort_stable = memref.alloc(%n) : memref<?xindex>
    memref.copy %keys, %x_insertion_sort_stable : memref<?xindex> to memref<?xindex>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %i, %y_insertion_sort_stable[%i] : memref<?xindex>
    }
    call @sort_insertion_sort_stable(%n, %x_insertion_sort_stable, %y_insertion_sort_stable) : (index, memref<?xindex>, memref<?xindex>) -> ()
    %v_insertion_sort_stable = vector.transfer_read %y_insertion_sort_stable[%c0], %c0 : memref<?xindex>, vector<40xindex>
    vector.print %v_insertion_sort_stable : vector<40xindex>
    memref.dealloc %x_insertion_sort_stable : memref<?xindex>
    memref.dealloc %y_insertion_sort_stable : memref<?xindex>
    return
  }

  func.func @main() {
    %k0 = arith.constant dense<[3, 1, 1, 10, 3]> : tensor<5xindex>
    %b0 = bufferization.to_buffer %k0 : tensor<5xindex> to memref<5xindex>
    %d0 = memref.cast %b0 : memref<5xindex> to memref<?xindex>
    call @run(%d0) : (memref<?xindex>) -> ()
    %k1 = arith.constant dense<[2, 0, 2, 1, 0, 2, 1, 1, 0, 2, 0, 1]> : tensor<12xindex>
    %b1 = bufferization.to_buffer %k1 : tensor<12xindex> to memref<12xindex>
    %d1 = memref.cast %b1 : memref<12xindex> to memref<?xindex>
    call @run(%d1) : (memref<?xindex>) -> ()
    %k2 = arith.constant dense<[3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4, 3, 2, 1, 0, 4]> : tensor<40xindex>
    %b2 = bufferization.to_buffer %k2 : tensor<40xindex> to memref<40xindex>
    %d2 = memref.cast %b2 : memref<40xindex> to memref<?xindex>
    call @run(%d2) : (memref<?xindex>) -> ()
    return
  }
}

// CHECK: ( 1, 2, 4, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 2, 0, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 2, 0, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 2, 0, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 8, 4, 10, 1, 11, 6, 3, 7, 2, 0, 5, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 4, 10, 8, 1, 6, 7, 3, 11, 5, 2, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 4, 8, 10, 3, 6, 7, 11, 0, 2, 5, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 4, 8, 10, 3, 6, 7, 11, 0, 2, 5, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 13, 8, 28, 18, 23, 33, 38, 3, 22, 12, 17, 32, 37, 7, 2, 27, 21, 16, 26, 1, 36, 11, 31, 6, 0, 15, 35, 30, 20, 10, 5, 25, 9, 19, 39, 4, 24, 29, 34, 14 )
// CHECK-NEXT: ( 23, 3, 13, 33, 38, 8, 18, 28, 37, 12, 2, 7, 27, 17, 32, 22, 6, 26, 11, 21, 36, 16, 31, 1, 30, 25, 5, 10, 20, 0, 35, 15, 29, 14, 24, 39, 19, 9, 4, 34 )
// CHECK-NEXT: ( 38, 3, 8, 13, 33, 18, 23, 28, 2, 37, 7, 12, 32, 17, 22, 27, 1, 6, 36, 11, 16, 31, 21, 26, 0, 35, 15, 30, 25, 20, 10, 5, 29, 24, 19, 14, 34, 9, 4, 39 )
// CHECK-NEXT: ( 3, 8, 13, 18, 23, 28, 33, 38, 2, 7, 12, 17, 22, 27, 32, 37, 1, 6, 11, 16, 21, 26, 31, 36, 0, 5, 10, 15, 20, 25, 30, 35, 4, 9, 14, 19, 24, 29, 34, 39 )
