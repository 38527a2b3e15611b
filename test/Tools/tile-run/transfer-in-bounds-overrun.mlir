// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// A transfer promised in bounds (`in_bounds = [true, ...]`) that overruns a dimension reads
// and writes what the lowered code does: the strided address, reaching into the next row.
// Without the promise the overrun lanes take the padding (reads) or are dropped (writes).
// The CHECK lines are mlir-runner-22's output (convert-vector-to-scf, then the LLVM
// lowering; the sparsifier pipeline prints the same).

// CHECK: ( ( 0, 1, 2 ), ( 2, 3, 4 ) )
// CHECK-NEXT: ( ( 0, 1, -1 ), ( 2, 3, -1 ) )
// CHECK-NEXT: ( ( 7, 7, 7 ), ( 7, 4, 5 ) )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x2xf32>
  %cst = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]> : vector<3x2xf32>
  vector.transfer_write %cst, %m[%c0, %c0] : vector<3x2xf32>, memref<3x2xf32>
  // Rows of 3 from a 3x2 buffer: promised in bounds, each row runs into the next.
  %a = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]}
      : memref<3x2xf32>, vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  %bb = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, false]}
      : memref<3x2xf32>, vector<2x3xf32>
  vector.print %bb : vector<2x3xf32>
  %seven = arith.constant dense<7.0> : vector<2x2xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<3x2xf32> into memref<6xf32>
  vector.transfer_write %seven, %m[%c0, %c0] {in_bounds = [true, true]}
      : vector<2x2xf32>, memref<3x2xf32>
  %w = arith.constant dense<7.0> : vector<3xf32>
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true]} : vector<3xf32>, memref<3x2xf32>
  %all = vector.transfer_read %flat[%c0], %pad : memref<6xf32>, vector<6xf32>
  %r = vector.shape_cast %all : vector<6xf32> to vector<2x3xf32>
  vector.print %r : vector<2x3xf32>
  memref.dealloc %m : memref<3x2xf32>
  return
}
