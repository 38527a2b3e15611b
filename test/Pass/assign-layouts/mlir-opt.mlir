// REQUIRES: mlir-opt
// The whole-function choice's output, in generic form, is accepted by upstream MLIR.
// RUN: tile-opt %S/whole-function.mlir --pass-pipeline='builtin.module(func.func(assign-layouts))' --mlir-print-op-generic 2>/dev/null | mlir-opt --allow-unregistered-dialect | FileCheck %s
// CHECK-LABEL: func.func @widen(
// CHECK: "tile.relayout"
// CHECK: arith.sitofp %{{.*}} : tensor<1x128xi8, #tile.layout<"{1,0:T(2,128)}">> to tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">>
// CHECK-LABEL: func.func @padded_chain(
// CHECK: arith.mulf %{{.*}}, %{{.*}} : tensor<4x128xf32, #tile.layout<"{1,0:T(4,128)}">>
