// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// What mlir-runner-22 prints after the LLVM conversions (an inner dimension of 4 f32 has
// no padding between the rows of the n-D vector, so MLIR reads the buffer as is).

// CHECK: ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ) )
// CHECK-NEXT: 12
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[0,   2,   4,   6],
// CHECK-NEXT:  [8,   10,   12,   14]]

// vector.type_cast: a buffer viewed as one vector element, loaded and stored whole.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %v = arith.sitofp %li : i32 to f32
      memref.store %v, %m[%i, %j] : memref<2x4xf32>
    }
  }
  %vm = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  %all = memref.load %vm[] : memref<vector<2x4xf32>>
  vector.print %all : vector<2x4xf32>
  %two = arith.constant dense<2.0> : vector<2x4xf32>
  %d = arith.mulf %all, %two : vector<2x4xf32>
  memref.store %d, %vm[] : memref<vector<2x4xf32>>
  %x = memref.load %m[%c1, %c2] : memref<2x4xf32>
  vector.print %x : f32
  %u = memref.cast %m : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x4xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
