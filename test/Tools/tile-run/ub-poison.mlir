// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// `ub.poison` as MLIR 22 writes it for a transfer's padding: the lanes it pads are masked
// off and never printed, so the output is defined; a poison value reads as zero in tile-run
// (MLIR leaves it undefined). The CHECK lines are mlir-runner-22's output.

// CHECK: ( 1, 2, 3 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %pad = ub.poison : f32
  %v = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<3xf32>
  vector.print %v : vector<3xf32>
  return
}
