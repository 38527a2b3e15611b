// REQUIRES: mlir-opt
// The pass's output in generic form is accepted by upstream MLIR.
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' --mlir-print-op-generic 2>/dev/null | mlir-opt --allow-unregistered-dialect | FileCheck %s
// CHECK: "tile.relayout"
// CHECK: arith.extf %{{.*}} : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">>
func.func @bf16(%b: tensor<2x256xbf16>, %c: tensor<2x256xbf16>) -> (tensor<2x256xbf16>, tensor<2x256xf32>) {
  %0 = arith.negf %b : tensor<2x256xbf16>
  %1 = arith.cmpf olt, %0, %c : tensor<2x256xbf16>
  %2 = arith.select %1, %0, %c : tensor<2x256xi1>, tensor<2x256xbf16>
  %3 = arith.extf %2 : tensor<2x256xbf16> to tensor<2x256xf32>
  %4 = math.exp %3 : tensor<2x256xf32>
  return %2, %4 : tensor<2x256xbf16>, tensor<2x256xf32>
}
