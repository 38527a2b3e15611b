// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s
// A named op on complex numbers prints its implicit body in generic form as mlir-opt-22
// does: complex arithmetic carries the default `fastmath` property, as arith's does.

// CHECK-LABEL: "func.func"() <{function_type = (tensor<16x8xcomplex<f32>>, tensor<8x32xcomplex<f32>>, tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>, sym_name = "complex_matmul"}>
// CHECK: ^bb0(%arg3: complex<f32>, %arg4: complex<f32>, %arg5: complex<f32>):
// CHECK-NEXT: %1 = "complex.mul"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT: %2 = "complex.add"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT: "linalg.yield"(%2) : (complex<f32>) -> ()
func.func @complex_matmul(%A : tensor<16x8xcomplex<f32>>, %B: tensor<8x32xcomplex<f32>>,
                          %C: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>> {
  %0 = linalg.matmul ins(%A, %B: tensor<16x8xcomplex<f32>>, tensor<8x32xcomplex<f32>>)
                    outs(%C: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
  return %0: tensor<16x32xcomplex<f32>>
}
