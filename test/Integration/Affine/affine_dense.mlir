// REQUIRES: integration
// RUN: mlir-sparse-run %s --lower-affine | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run - --lower-affine | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run - --lower-affine | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Affine loops over memrefs: a stencil with `affine.load` subscripts, `affine.if` on an
// integer set, `affine.min` bounds and `affine.apply`.

#set = affine_set<(d0) : (d0 - 1 >= 0)>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<8xf32>
  %out = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %in[%i] : memref<8xf32>
    affine.store %f0, %out[%i] : memref<8xf32>
  }
  // out[i] = in[i-1] + in[i+1] for the inner points.
  affine.for %i = 0 to 7 {
    affine.if #set(%i) {
      %l = affine.load %in[%i - 1] : memref<8xf32>
      %r = affine.load %in[%i + 1] : memref<8xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %out[%i] : memref<8xf32>
    }
  }
  // CHECK: ( 0, 2, 4, 6, 8, 10, 12, 0 )
  %v = vector.transfer_read %out[%c0], %f0 : memref<8xf32>, vector<8xf32>
  vector.print %v : vector<8xf32>
  // Tiles of 3: the last one is cut by affine.min.
  // CHECK-NEXT: 3
  // CHECK-NEXT: 3
  // CHECK-NEXT: 2
  affine.for %t = 0 to 8 step 3 {
    %hi = affine.min affine_map<(d0) -> (d0 + 3, 8)>(%t)
    %n = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%t, %hi)
    vector.print %n : index
  }
  memref.dealloc %in : memref<8xf32>
  memref.dealloc %out : memref<8xf32>
  return
}
