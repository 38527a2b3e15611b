// RUN: tile-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt-22 %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// REQUIRES: mlir-opt

// `mlir-opt --mlir-print-debuginfo` prints location aliases after the module: a whole
// `loc(#alias)` may refer to an alias defined later in the file.
// CHECK-LABEL: func.func @f(%arg0: i32 loc("a.mlir":2:2)) -> i32 {
// CHECK:         arith.addi %arg0, %arg0 : i32 loc("x"("a.mlir":2:2))
// CHECK:         return %{{.*}} : i32 loc(callsite("a.mlir":2:2 at "x"("a.mlir":2:2)))
// CHECK:       } loc("a.mlir":1:1)
func.func @f(%a: i32 loc(#loc1)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc2)
  return %0 : i32 loc(#loc3)
} loc(#loc)
#loc = loc("a.mlir":1:1)
#loc1 = loc("a.mlir":2:2)
#loc2 = loc("x"(#loc1))
#loc3 = loc(callsite(#loc1 at #loc2))
