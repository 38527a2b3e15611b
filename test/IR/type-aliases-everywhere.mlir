// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Type aliases wherever MLIR takes a type: element types, function types, tuples, attribute
// values, signatures. CHECK lines are mlir-opt-22's print.

// CHECK: func.func private @f(vector<4xf32>, tensor<?xf32>, memref<4xf32, 1>, complex<f32>, tuple<complex<f32>, (f32, vector<4xf32>) -> tensor<?xf32>>) -> ((f32, vector<4xf32>) -> tensor<?xf32>)
// CHECK-NEXT: func.func @g(%arg0: tensor<?xf32>) -> tensor<?xf32> attributes {arr = [f32, vector<4xf32>], ty = tuple<complex<f32>, (f32, vector<4xf32>) -> tensor<?xf32>>} {
// CHECK-NEXT: %0 = "test.op"(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

!elt = f32
!v = vector<4x!elt>
!t = tensor<?x!elt>
!m = memref<4x!elt, 1>
!c = complex<!elt>
!fn = (!elt, !v) -> !t
!tup = tuple<!c, !fn>
func.func private @f(!v, !t, !m, !c, !tup) -> !fn
func.func @g(%a: !t) -> !t attributes {ty = !tup, arr = [!elt, !v]} {
  %0 = "test.op"(%a) : (!t) -> !t
  %1 = arith.constant dense<1.0> : tensor<2x!elt>
  return %0 : !t
}
