// RUN: tile-opt %s --canonicalize | FileCheck %s

// Transfers fold their in_bounds as MLIR's foldTransferInBoundsAttribute: a dimension read
// at a constant index whose vector fits in the static size is in bounds; a dynamic size or
// index, or a vector running past the end, stays as it is; a broadcast dimension follows
// once every other one is in bounds.

// CHECK-LABEL: func.func @reads(
// CHECK:         vector.transfer_read %{{.*}}[%c0, %c0], %{{.*}} {in_bounds = [true, true]} : tensor<3x4xi64>, vector<3x4xi64>
// CHECK:         vector.transfer_read %{{.*}}[%c2], %{{.*}} : memref<4xf32>, vector<4xf32>
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<4xf32>, vector<2xf32>
// CHECK:         vector.transfer_read %{{.*}}[%c0, %c0], %{{.*}} {in_bounds = [false, true]} : memref<?x4xf32>, vector<2x4xf32>
// CHECK:         vector.transfer_read %{{.*}}[%c0, %c0], %{{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : memref<2x4xf32>, vector<3x4xf32>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
#bcast = affine_map<(d0, d1) -> (0, d1)>
func.func @reads(%t: tensor<3x4xi64>, %m: memref<4xf32>, %d: memref<?x4xf32>, %s: memref<2x4xf32>, %i: index)
    -> (vector<3x4xi64>, vector<4xf32>, vector<2xf32>, vector<2x4xf32>, vector<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %f = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c0, %c0], %z : tensor<3x4xi64>, vector<3x4xi64>
  %1 = vector.transfer_read %m[%c2], %f : memref<4xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i], %f : memref<4xf32>, vector<2xf32>
  %3 = vector.transfer_read %d[%c0, %c0], %f : memref<?x4xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %s[%c0, %c0], %f {permutation_map = #bcast} : memref<2x4xf32>, vector<3x4xf32>
  vector.transfer_write %1, %m[%c0] : vector<4xf32>, memref<4xf32>
  return %0, %1, %2, %3, %4 : vector<3x4xi64>, vector<4xf32>, vector<2xf32>, vector<2x4xf32>, vector<3x4xf32>
}
