// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading -o %t 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o %t 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: tile-opt %s --pass-pipeline='builtin.module(canonicalize)' --mlir-print-ir-before-all -o %t 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading -o %t 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: tile-opt %s -cse -canonicalize --mlir-print-ir-after=canonicalize -o %t 2>&1 | FileCheck %s --check-prefix=ONLY

// IR dumps around passes, with mlir-opt-22's headers and layout: a nested pass shows the op
// it ran on (in its own scope), a module-scope dump the whole module.

// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// AFTER-NEXT:   %1 = arith.muli %0, %0 : i32
// AFTER-NEXT:   return %1 : i32
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @f(
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @g(
// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @g(

// Only CSE changed @f; nothing else is printed.
// CHANGE:     // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(
// CHANGE-NOT: IR Dump

// BEFORE:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// BEFORE:      {{^}}}
// BEFORE-EMPTY:
// BEFORE-EMPTY:
// BEFORE-NOT:  IR Dump

// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump After Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {

// ONLY-NOT:   IR Dump After CSE
// ONLY:       // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ONLY-NEXT:  module {
// ONLY-NOT:   IR Dump

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
