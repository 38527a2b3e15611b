// REQUIRES: mlir-opt
// The whole-function choice's output, in generic form, is accepted by upstream MLIR.
// RUN: tile-opt %S/whole-function.mlir --pass-pipeline='builtin.module(func.func(assign-layouts))' --mlir-print-op-generic 2>/dev/null | mlir-opt --allow-unregistered-dialect | FileCheck %s
// CHECK-LABEL: func.func @narrow(
// CHECK: "tile.relayout"
// CHECK: arith.truncf %{{.*}} : tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// CHECK-LABEL: func.func @padded_chain(
// CHECK: arith.mulf %{{.*}}, %{{.*}} : tensor<4x256xf32, #tile.layout<"{1,0:T(4,128)}">>
