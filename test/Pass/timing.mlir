// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing -o %t 2>&1 | FileCheck %s
// RUN: tile-opt %s -split-input-file -cse -mlir-timing -mlir-disable-threading -o %t 2>&1 | FileCheck %s --check-prefix=SPLIT

// The --mlir-timing report in mlir-opt-22's layout (wall time, nested pipelines indented,
// one report for all chunks).

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT:   {{.*}}  'func.func' Pipeline
// CHECK-NEXT:   {{.*}}    CSE
// CHECK-NEXT:   {{.*}}    Canonicalizer
// CHECK-NEXT:   {{.*}}  CSE
// CHECK-NEXT:   {{.*}}  Output
// CHECK-NEXT:   {{.*}}  Rest
// CHECK-NEXT:   {{.*}}(100.0%)  Total

// SPLIT:     Execution time report
// SPLIT-NOT: Execution time report
// SPLIT:     {{^ +[0-9.]+ \( *[0-9.]+%\)  CSE$}}

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
