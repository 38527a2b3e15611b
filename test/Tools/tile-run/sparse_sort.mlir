// REQUIRES: tile-run
// sparse_tensor.sort; the expected output is mlir-runner's for
// `mlir-opt-22 --sparsifier=enable-runtime-library=false` (the runtime-library lowering does
// not legalize sort), so this is not a tests/programs differential program.
// RUN: tile-run %s | FileCheck %s

#ID = affine_map<(d0, d1) -> (d0, d1)>
#SWAP = affine_map<(d0, d1) -> (d1, d0)>
func.func @fill(%m: memref<?xindex>, %vals: tensor<12xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %v = tensor.extract %vals[%i] : tensor<12xindex>
    memref.store %v, %m[%i] : memref<?xindex>
  }
  return
}
func.func @show(%m: memref<?xindex>, %y: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %m[%i] : memref<?xindex>
    vector.print %v : index
  }
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %y[%i] : memref<?xf32>
    vector.print %v : f32
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  // Four tuples (x0, x1, y0): (3, 1, 10), (1, 2, 11), (3, 0, 12), (1, 1, 13).
  %vals = arith.constant dense<[3, 1, 10, 1, 2, 11, 3, 0, 12, 1, 1, 13]> : tensor<12xindex>
  %xy = memref.alloc(%c12) : memref<?xindex>
  %y = memref.alloc(%c4) : memref<?xf32>
  %f0 = arith.constant 0.5 : f32
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %f3 = arith.constant 3.5 : f32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %f0, %y[%c0] : memref<?xf32>
  memref.store %f1, %y[%c1] : memref<?xf32>
  memref.store %f2, %y[%c2] : memref<?xf32>
  memref.store %f3, %y[%c3] : memref<?xf32>
  call @fill(%xy, %vals) : (memref<?xindex>, tensor<12xindex>) -> ()
  sparse_tensor.sort insertion_sort_stable %c4, %xy jointly %y {ny = 1 : index, perm_map = #ID} : memref<?xindex> jointly memref<?xf32>
  call @show(%xy, %y, %c4) : (memref<?xindex>, memref<?xf32>, index) -> ()
  sparse_tensor.sort quick_sort %c4, %xy jointly %y {ny = 1 : index, perm_map = #SWAP} : memref<?xindex> jointly memref<?xf32>
  call @show(%xy, %y, %c4) : (memref<?xindex>, memref<?xf32>, index) -> ()
  // Only the first three tuples.
  call @fill(%xy, %vals) : (memref<?xindex>, tensor<12xindex>) -> ()
  sparse_tensor.sort heap_sort %c3, %xy jointly %y {ny = 1 : index, perm_map = #ID} : memref<?xindex> jointly memref<?xf32>
  call @show(%xy, %y, %c4) : (memref<?xindex>, memref<?xf32>, index) -> ()
  memref.dealloc %xy : memref<?xindex>
  memref.dealloc %y : memref<?xf32>
  return
}

// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 13
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 11
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 3.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 12
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 13
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 11
// CHECK-NEXT: 2.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 11
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 13
// CHECK-NEXT: 3.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.5
