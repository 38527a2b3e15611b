// RUN: tile-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: tile-opt %s --mlir-print-debuginfo --mlir-print-op-generic | tile-opt --mlir-print-debuginfo | FileCheck %s

// --mlir-print-debuginfo prints locations as mlir-opt-22 does: `loc(#locN)` aliases for ops,
// numbered in print order (an op before its body), defined after the module; block-argument
// locations inline with their aliases defined first. CHECK lines are mlir-opt-22's print.

// CHECK: #loc19 = loc("{{.*}}debuginfo-aliases.mlir":88:8)
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64} loc(#loc1)
// CHECK-NEXT:   memref.global @gv : memref<2xi32> = uninitialized loc(#loc2)
// CHECK-NEXT:   func.func @main() -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %c0 = arith.constant 0 : index loc(#loc4)
// CHECK-NEXT:     %c4 = arith.constant 4 : index loc(#loc5)
// CHECK-NEXT:     %c1 = arith.constant 1 : index loc(#loc6)
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32> loc(#loc7)
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32 loc(#loc8)
// CHECK-NEXT:     %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %cst) -> (f32) {
// CHECK-NEXT:       %5 = memref.load %0[%arg0] : memref<4xf32> loc(#loc10)
// CHECK-NEXT:       %6 = arith.addf %arg1, %5 fastmath<fast> : f32 loc(#loc11)
// CHECK-NEXT:       scf.yield %6 : f32 loc(#loc12)
// CHECK-NEXT:     } loc(#loc9)
// CHECK-NEXT:     %2 = arith.cmpf ogt, %1, %cst : f32 loc(#loc13)
// CHECK-NEXT:     %3 = scf.if %2 -> (f32) {
// CHECK-NEXT:       scf.yield %1 : f32 loc(#loc15)
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = arith.negf %1 : f32 loc(#loc16)
// CHECK-NEXT:       scf.yield %5 : f32 loc(#loc17)
// CHECK-NEXT:     } loc(#loc14)
// CHECK-NEXT:     %generated = tensor.generate %c4 {
// CHECK-NEXT:     ^bb0(%arg0: index loc("{{.*}}debuginfo-aliases.mlir":88:8)):
// CHECK-NEXT:       %5 = arith.index_cast %arg0 : index to i64 loc(#loc20)
// CHECK-NEXT:       %6 = arith.sitofp %5 : i64 to f32 loc(#loc21)
// CHECK-NEXT:       tensor.yield %6 : f32 loc(#loc22)
// CHECK-NEXT:     } : tensor<?xf32> loc(#loc18)
// CHECK-NEXT:     %extracted = tensor.extract %generated[%c1] : tensor<?xf32> loc(#loc23)
// CHECK-NEXT:     %4 = arith.addf %3, %extracted : f32 loc(#loc24)
// CHECK-NEXT:     return %4 : f32 loc(#loc25)
// CHECK-NEXT:   } loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}debuginfo-aliases.mlir":67:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}debuginfo-aliases.mlir":68:1)
// CHECK-NEXT: #loc3 = loc("main.mlir":3:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}debuginfo-aliases.mlir":70:9)
// CHECK-NEXT: #loc5 = loc("{{.*}}debuginfo-aliases.mlir":71:9)
// CHECK-NEXT: #loc6 = loc("{{.*}}debuginfo-aliases.mlir":72:9)
// CHECK-NEXT: #loc7 = loc("{{.*}}debuginfo-aliases.mlir":73:8)
// CHECK-NEXT: #loc8 = loc("{{.*}}debuginfo-aliases.mlir":74:11)
// CHECK-NEXT: #loc9 = loc("{{.*}}debuginfo-aliases.mlir":75:10)
// CHECK-NEXT: #loc10 = loc("{{.*}}debuginfo-aliases.mlir":76:10)
// CHECK-NEXT: #loc11 = loc("{{.*}}debuginfo-aliases.mlir":77:10)
// CHECK-NEXT: #loc12 = loc("{{.*}}debuginfo-aliases.mlir":78:5)
// CHECK-NEXT: #loc13 = loc("{{.*}}debuginfo-aliases.mlir":80:11)
// CHECK-NEXT: #loc14 = loc("{{.*}}debuginfo-aliases.mlir":81:8)
// CHECK-NEXT: #loc15 = loc("{{.*}}debuginfo-aliases.mlir":82:5)
// CHECK-NEXT: #loc16 = loc("{{.*}}debuginfo-aliases.mlir":84:12)
// CHECK-NEXT: #loc17 = loc("{{.*}}debuginfo-aliases.mlir":85:5)
// CHECK-NEXT: #loc18 = loc("{{.*}}debuginfo-aliases.mlir":87:8)
// CHECK-NEXT: #loc20 = loc("{{.*}}debuginfo-aliases.mlir":89:11)
// CHECK-NEXT: #loc21 = loc("{{.*}}debuginfo-aliases.mlir":90:10)
// CHECK-NEXT: #loc22 = loc("{{.*}}debuginfo-aliases.mlir":91:5)
// CHECK-NEXT: #loc23 = loc("{{.*}}debuginfo-aliases.mlir":93:8)
// CHECK-NEXT: #loc24 = loc("{{.*}}debuginfo-aliases.mlir":94:8)
// CHECK-NEXT: #loc25 = loc("{{.*}}debuginfo-aliases.mlir":95:3)

memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> {alignment = 64 : i64}
memref.global @gv : memref<2xi32> = uninitialized
func.func @main() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @__constant_4xf32 : memref<4xf32>
  %init = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %n = arith.addf %acc, %v fastmath<fast> : f32
    scf.yield %n : f32
  }
  %cond = arith.cmpf ogt, %sum, %init : f32
  %r = scf.if %cond -> (f32) {
    scf.yield %sum : f32
  } else {
    %neg = arith.negf %sum : f32
    scf.yield %neg : f32
  }
  %t = tensor.generate %c4 {
  ^bb0(%j: index):
    %jf = arith.index_cast %j : index to i64
    %f = arith.sitofp %jf : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %s = tensor.extract %t[%c1] : tensor<?xf32>
  %u = arith.addf %r, %s : f32
  return %u : f32
} loc("main.mlir":3:1)
