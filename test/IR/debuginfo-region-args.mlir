// RUN: tile-opt %s --mlir-print-debuginfo | FileCheck %s

// Region arguments print as MLIR's printRegionArgument: a function argument's attributes
// come before its location, an affine.for induction variable has its location (no type),
// and the op vector.mask prints inline still takes a location alias number.

// CHECK-LABEL: func.func @args(
// CHECK-SAME:    %arg0: f32 {foo.bar} loc("{{.*}}debuginfo-region-args.mlir":9:17), %arg1: i32 loc("{{.*}}debuginfo-region-args.mlir":9:36)) -> (f32 {x.y})
func.func @args(%a: f32 {foo.bar}, %b: i32) -> (f32 {x.y}) {
  return %a : f32
}

// CHECK-LABEL: func.func @loop(
// CHECK:         affine.for %arg1 loc("{{.*}}debuginfo-region-args.mlir":17:14) = 0 to 8 {
func.func @loop(%m: memref<8xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  return
}

// The masked read at 29:28 gets #[[INNER]] although nothing refers to it; the next op's
// alias follows it.
// CHECK-LABEL: func.func @masked(
// CHECK:         vector.mask %{{.*}} { vector.transfer_read {{.*}} } : vector<8xi1> -> vector<8xf32> loc(#[[MASK:loc[0-9]+]])
// CHECK-NEXT:    return %{{.*}} : vector<8xf32> loc(#[[RET:loc[0-9]+]])
func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %pad: f32) -> vector<8xf32> {
  %0 = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
// CHECK:       #[[MASK]] = loc("{{.*}}debuginfo-region-args.mlir":29:8)
// CHECK-NEXT:  #[[INNER:loc[0-9]+]] = loc("{{.*}}debuginfo-region-args.mlir":29:28)
// CHECK-NEXT:  #[[RET]] = loc("{{.*}}debuginfo-region-args.mlir":30:3)
