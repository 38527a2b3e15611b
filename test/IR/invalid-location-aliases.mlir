// RUN: not tile-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --split-input-file 2>&1 | FileCheck %s
// REQUIRES: mlir-opt


// Inside another location (callsite, fused, a name's child) an alias must already be
// defined, as in MLIR.
// CHECK: invalid-location-aliases.mlir:[[@LINE+1]]:43: error: undefined symbol alias id 'late'
func.func @g() { return loc(callsite(#late at "b":1:1)) }
#late = loc("c":1:1)

// -----

// CHECK: invalid-location-aliases.mlir:[[@LINE+1]]:29: error: operation location alias was never defined
func.func @h() { return loc(#never) }
