// RUN: my-opt %s --pass-pipeline='builtin.module(func.func(my-lower-double,assign-layouts,canonicalize))' 2>/dev/null | FileCheck %s
// RUN: my-opt %s --my-lower-double --assign-layouts='target=cpu' --canonicalize 2>/dev/null | FileCheck %s --check-prefix=CPU
// RUN: my-opt %s --pass-pipeline='builtin.module(func.func(my-lower-double,assign-layouts))' -verify-diagnostics -o /dev/null

// tile-opt's passes run in my-opt's pipeline next to its own: my.double becomes
// arith.addi, which assign-layouts then gives the TPU tile.
// CHECK-LABEL: func.func @tensors(
// CHECK-NEXT: %0 = tile.relayout %arg0 : tensor<3x5xi32> to tensor<3x5xi32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %1 = arith.addi %0, %0 : tensor<3x5xi32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %2 = tile.relayout %1 : tensor<3x5xi32, #tile.layout<"{1,0:T(4,128)}">> to tensor<3x5xi32>
// CHECK-NEXT: return %2 : tensor<3x5xi32>
// CPU-LABEL: func.func @tensors(
// CPU-NEXT: %0 = arith.addi %arg0, %arg0 : tensor<3x5xi32>
// CPU-NEXT: return %0 : tensor<3x5xi32>
// expected-remark@+1 {{assign-layouts (tpu) @tensors}}
func.func @tensors(%x: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = my.double %x : tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
