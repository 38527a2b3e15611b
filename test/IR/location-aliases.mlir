// RUN: tile-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: tile-opt %s --mlir-print-debuginfo | tile-opt --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt-22 %s --mlir-print-debuginfo | FileCheck %s
// REQUIRES: mlir-opt

// `mlir-opt --mlir-print-debuginfo` prints location aliases after the module: a whole
// `loc(#alias)` may refer to an alias defined later in the file. Printing aliases them the
// same way: block-argument locations inline (their aliases defined first), op locations as
// `loc(#locN)` defined after the module, numbered by nesting depth.
// CHECK:       #loc2 = loc("a.mlir":2:2)
// CHECK-LABEL: func.func @f(%arg0: i32 loc("a.mlir":2:2)) -> i32 {
// CHECK:         arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK:         return %{{.*}} : i32 loc(#loc4)
// CHECK:       } loc(#loc1)
// CHECK-NEXT:  } loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}location-aliases.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("a.mlir":1:1)
// CHECK-NEXT:  #loc3 = loc("x"(#loc2))
// CHECK-NEXT:  #loc4 = loc(callsite(#loc2 at #loc3))
func.func @f(%a: i32 loc(#loc1)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc2)
  return %0 : i32 loc(#loc3)
} loc(#loc)
#loc = loc("a.mlir":1:1)
#loc1 = loc("a.mlir":2:2)
#loc2 = loc("x"(#loc1))
#loc3 = loc(callsite(#loc1 at #loc2))
