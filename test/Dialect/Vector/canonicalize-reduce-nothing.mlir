// RUN: tile-opt %s --canonicalize | FileCheck %s

// A multi_reduction over no dimension combines each element with the accumulator, as it
// does for any rank (vector<2x4xf32> with [] becomes arith.addf %acc, %v in mlir-opt-22
// too). For a 1-D vector MLIR 22's MultiDimReductionOp::fold returns the source and drops
// the accumulator, which changes the result whenever the accumulator is not the identity
// of the kind; tile-opt keeps the accumulator.

// CHECK-LABEL: func.func @reduce_nothing
// CHECK-NEXT:     %0 = arith.addf %arg1, %arg0 : vector<8xf32>
// CHECK-NEXT:     return %0 : vector<8xf32>
func.func @reduce_nothing(%r: vector<8xf32>, %acc: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.multi_reduction <add>, %r, %acc [] : vector<8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
