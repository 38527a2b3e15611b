// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The ub dialect as MLIR 22 writes it: poison values of any type (the default value
// `#ub.poison` is elided) and the unreachable terminator. CHECK lines are mlir-opt-22's.

// CHECK-LABEL: func.func @poisons
// CHECK: %0 = ub.poison : f32
// CHECK: %1 = ub.poison : vector<4xi64>
// CHECK: %2 = ub.poison : tensor<8x?xf64>
// CHECK: %3 = ub.poison : complex<f32>
// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> f32
func.func @poisons() -> (f32, vector<4xi64>, tensor<8x?xf64>, complex<f32>) {
  %a = ub.poison : f32
  %b = ub.poison <#ub.poison> : vector<4xi64>
  %c = ub.poison : tensor<8x?xf64>
  %d = "ub.poison"() <{value = #ub.poison}> : () -> complex<f32>
  return %a, %b, %c, %d : f32, vector<4xi64>, tensor<8x?xf64>, complex<f32>
}

// CHECK-LABEL: func.func @dead_end
// CHECK: ^bb1:
// CHECK-NEXT: ub.unreachable
func.func @dead_end(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}
