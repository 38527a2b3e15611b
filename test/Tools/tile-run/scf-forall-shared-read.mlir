// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Each thread reads its slice of the shared output, doubles it and inserts it back
// (mlir-runner-22 after --one-shot-bufferize=bufferize-function-boundaries,
// --scf-forall-to-for and the LLVM conversions prints the same).

// CHECK: ( 2, 4, 6, 8, 10, 12 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %r = scf.forall (%t) in (3) shared_outs(%o = %init) -> (tensor<6xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %t, %c2 : index
    %cur = tensor.extract_slice %o[%off] [2] [1] : tensor<6xf32> to tensor<2xf32>
    %d = linalg.add ins(%cur, %cur : tensor<2xf32>, tensor<2xf32>) outs(%cur : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%off] [2] [1] : tensor<2xf32> into tensor<6xf32>
    }
  }
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %r[%c0], %pad : tensor<6xf32>, vector<6xf32>
  vector.print %v : vector<6xf32>
  return
}
