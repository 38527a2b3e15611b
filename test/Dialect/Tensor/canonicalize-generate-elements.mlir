// RUN: tile-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize -split-input-file | FileCheck %s
// An element read from a tensor.generate is its body at those indices; a tensor built from
// constant elements is a dense constant (complex elements too).

// CHECK-LABEL: func.func @ramp_at
// CHECK-SAME:    (%[[N:.*]]: index, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[S]] : index to i64
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[C]] : i64 to f32
// CHECK-NEXT:    return %[[F]] : f32
func.func @ramp_at(%n: index, %i: index, %j: index) -> f32 {
  %ramp = tensor.generate %n {
  ^bb0(%r: index, %c: index):
    %sum = arith.addi %r, %c : index
    %int = arith.index_cast %sum : index to i64
    %val = arith.sitofp %int : i64 to f32
    tensor.yield %val : f32
  } : tensor<?x8xf32>
  %e = tensor.extract %ramp[%i, %j] : tensor<?x8xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @constant_elements
// CHECK-NEXT:    %[[A:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[B:.*]] = arith.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<3> : tensor<2xi32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @constant_elements() -> (tensor<2xf32>, tensor<complex<f64>>, tensor<2xi32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %pair = tensor.from_elements %one, %two : tensor<2xf32>
  %i = complex.constant [0.0, 1.0] : complex<f64>
  %unit = tensor.from_elements %i : tensor<complex<f64>>
  %three = arith.constant 3 : i32
  %splat = tensor.from_elements %three, %three : tensor<2xi32>
  return %pair, %unit, %splat : tensor<2xf32>, tensor<complex<f64>>, tensor<2xi32>
}
