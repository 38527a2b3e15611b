// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// Expected values: mlir-opt-22 --lower-affine --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm, run by mlir-runner-22.

// CHECK: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 27
// CHECK-NEXT: 27
// CHECK-NEXT: ( 23, 24, 25, 26 )
// CHECK-NEXT: ( 23, 24, 25, 26, 4, 5, 6, 7 )

// delinearize/linearize_index, vector_load/vector_store and prefetch.
func.func @main() {
  %x = arith.constant 27 : index
  %b = arith.constant 3 : index
  %d:3 = affine.delinearize_index %x into (%b, 4, 3) : index, index, index
  vector.print %d#0 : index
  vector.print %d#1 : index
  vector.print %d#2 : index
  %e:3 = affine.delinearize_index %x into (4, 3) : index, index, index
  vector.print %e#0 : index
  vector.print %e#1 : index
  vector.print %e#2 : index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%b, 4, 3) : index
  vector.print %l : index
  %l2 = affine.linearize_index disjoint [%e#0, %e#1, %e#2] by (4, 3) : index
  vector.print %l2 : index
  %m = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      affine.store %vf, %m[%i, %j] : memref<4x8xf32>
    }
  }
  %c1 = arith.constant 1 : index
  %row = affine.vector_load %m[%c1 + 1, symbol(%b)] : memref<4x8xf32>, vector<4xf32>
  vector.print %row : vector<4xf32>
  affine.prefetch %m[0, 0], read, locality<3>, data : memref<4x8xf32>
  affine.vector_store %row, %m[0, 0] : memref<4x8xf32>, vector<4xf32>
  %back = affine.vector_load %m[0, 0] : memref<4x8xf32>, vector<8xf32>
  vector.print %back : vector<8xf32>
  memref.dealloc %m : memref<4x8xf32>
  return
}
