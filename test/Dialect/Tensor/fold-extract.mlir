// RUN: tile-opt %s --canonicalize | FileCheck %s

// tensor.extract folds as MLIR's ExtractOp::fold: a splat at any index, an element of
// tensor.from_elements, an element of a dense constant at constant in-bounds indices
// (materialized as arith.constant); a dynamic index or one out of bounds is kept.

// CHECK-LABEL: func.func @extracts(
// CHECK-SAME:      %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[I:.*]]: index)
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-DAG:     %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[THREE:.*]] = arith.constant 3 : i32
// CHECK:         %[[FE:.*]] = tensor.from_elements %[[X]], %[[Y]] : tensor<2xf32>
// CHECK:         %[[DYN:.*]] = tensor.extract %[[FE]][%[[I]]] : tensor<2xf32>
// CHECK:         %[[OUT:.*]] = tensor.extract %{{.*}}[%c2, %c0] : tensor<2x2xi32>
// CHECK:         return %[[THREE]], %[[SEVEN]], %[[Y]], %[[F]], %[[TRUE]], %[[DYN]], %[[OUT]]
func.func @extracts(%x: f32, %y: f32, %i: index) -> (i32, i32, f32, f32, i1, f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %splat = arith.constant dense<7> : tensor<3xi32>
  %fe = tensor.from_elements %x, %y : tensor<2xf32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %f = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %0 = tensor.extract %cst[%c1, %c0] : tensor<2x2xi32>
  %1 = tensor.extract %splat[%i] : tensor<3xi32>
  %2 = tensor.extract %fe[%c1] : tensor<2xf32>
  %3 = tensor.extract %f[%c1] : tensor<2xf32>
  %4 = tensor.extract %b[%c0] : tensor<2xi1>
  %5 = tensor.extract %fe[%i] : tensor<2xf32>
  %6 = tensor.extract %cst[%c2, %c0] : tensor<2x2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, f32, f32, i1, f32, i32
}

// tensor.extract_slice folds as MLIR's: the whole static tensor is the tensor, a slice of a
// splat constant is a splat of the slice's type; a dynamic size or a proper slice is kept.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME:      %[[T:.*]]: tensor<8x16x4xf32>, %[[D:.*]]: tensor<?x4xf32>, %[[N:.*]]: index)
// CHECK-DAG:     %[[SPLAT:.*]] = arith.constant dense<1.500000e+00> : tensor<2x4xf32>
// CHECK-DAG:     %[[SPLAT2:.*]] = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK:         %[[DYN:.*]] = tensor.extract_slice %[[D]][0, 0] [%[[N]], 4] [1, 1]
// CHECK:         %[[PART:.*]] = tensor.extract_slice %[[T]][4, 0, 0] [4, 16, 4] [1, 1, 1]
// CHECK:         return %[[T]], %[[SPLAT]], %[[DYN]], %[[SPLAT2]], %[[PART]]
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x4xf32>, %n: index) -> (tensor<8x16x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<2x2xf32>, tensor<4x16x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %c = arith.constant dense<1.5> : tensor<4x4xf32>
  %1 = tensor.extract_slice %c[1, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %2 = tensor.extract_slice %d[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %3 = tensor.extract_slice %c[0, 0] [2, 2] [2, 2] : tensor<4x4xf32> to tensor<2x2xf32>
  %4 = tensor.extract_slice %t[4, 0, 0] [4, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x16x4xf32>
  return %0, %1, %2, %3, %4 : tensor<8x16x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<2x2xf32>, tensor<4x16x4xf32>
}
