// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// The CHECK lines are mlir-opt-22's print.
// CHECK: module {
// CHECK-NEXT:   func.func @yield_in_func(%arg0: vector<8xf32>) {
// CHECK-NEXT:     vector.yield %arg0 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// vector.yield has no parent constraint in MLIR 22 (only Terminator): it may end any block.
func.func @yield_in_func(%v: vector<8xf32>) {
  vector.yield %v : vector<8xf32>
}
