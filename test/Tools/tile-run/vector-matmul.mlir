// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// A tiled matrix product as MLIR's integration tests write one: transfer_read tiles (the
// last k tile runs past the edge and reads padding), vector.contract, transfer_write, then
// printMemrefF32; the expected output is mlir-runner-22's.

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data = 
// CHECK-NEXT: {{\[\[}}27.5,   35,   42.5,   50], 
// CHECK-NEXT:  [35,   45.5,   56,   66.5], 
// CHECK-NEXT:  [42.5,   56,   69.5,   83], 
// CHECK-NEXT:  [50,   66.5,   83,   99.5]]
// CHECK-NEXT: 203

#matmat = {
  indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                   affine_map<(m, n, k) -> (k, n)>,
                   affine_map<(m, n, k) -> (m, n)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%m: memref<?x?xf32>, %scale: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %A = memref.alloc(%c4, %c6) : memref<?x?xf32>
  %B = memref.alloc(%c6, %c4) : memref<?x?xf32>
  %C = memref.alloc(%c4, %c4) : memref<?x?xf32>
  call @fill(%A, %half) : (memref<?x?xf32>, f32) -> ()
  call @fill(%B, %one) : (memref<?x?xf32>, f32) -> ()
  %zero = arith.constant dense<0.0> : vector<2x2xf32>
  scf.for %i = %c0 to %c4 step %c2 {
    scf.for %j = %c0 to %c4 step %c2 {
      %acc = scf.for %k = %c0 to %c6 step %c4 iter_args(%a = %zero) -> (vector<2x2xf32>) {
        %ta = vector.transfer_read %A[%i, %k], %pad : memref<?x?xf32>, vector<2x4xf32>
        %tb = vector.transfer_read %B[%k, %j], %pad : memref<?x?xf32>, vector<4x2xf32>
        %r = vector.contract #matmat %ta, %tb, %a : vector<2x4xf32>, vector<4x2xf32> into vector<2x2xf32>
        scf.yield %r : vector<2x2xf32>
      }
      vector.transfer_write %acc, %C[%i, %j] : vector<2x2xf32>, memref<?x?xf32>
    }
  }
  %u = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %row = vector.transfer_read %C[%c1, %c0], %pad : memref<?x?xf32>, vector<4xf32>
  %sum = vector.reduction <add>, %row : vector<4xf32> into f32
  vector.print %sum : f32
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
