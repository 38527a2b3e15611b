// RUN: my-opt %s | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: my-opt %s -mlir-print-op-generic | my-opt - | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: my-opt %s --pass-pipeline='builtin.module(func.func(my-lower-double,canonicalize))' | FileCheck %s --check-prefix=LOWER
// RUN: my-opt %s --my-lower-double=use-shift=true | FileCheck %s --check-prefix=SHIFT

// The custom syntax prints back as it was written.
// ROUNDTRIP-LABEL: func.func @double(
// ROUNDTRIP: %0 = my.double %c3_i32 : i32
// ROUNDTRIP-NEXT: %1 = my.double %arg0 {tag} : i32

// Our pass next to tile-opt's canonicalize, which folds 3 + 3.
// LOWER-LABEL: func.func @double(
// LOWER-NEXT: %c6_i32 = arith.constant 6 : i32
// LOWER-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// LOWER-NEXT: %1 = arith.addi %0, %c6_i32 : i32
// LOWER-NEXT: return %1 : i32
// LOWER-NOT: my.double

// The pass option.
// SHIFT-LABEL: func.func @double(
// SHIFT: arith.shli %arg0, %{{.*}} : i32
// SHIFT-NOT: my.double
func.func @double(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = my.double %c : i32
  %1 = my.double %a {tag} : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
