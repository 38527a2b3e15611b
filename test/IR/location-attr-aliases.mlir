// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Locations used as attribute values print under `#loc` aliases, numbered by nesting depth
// then first use, as mlir-opt-22 prints them; fused locations are built as MLIR builds them.

// CHECK:      #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("a")
// CHECK-NEXT: #loc2 = loc("b")
// CHECK-NEXT: #loc3 = loc(fused<"m">[#loc])
// CHECK-NEXT: #loc4 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() {a = #loc, b = #loc1, c = #loc3, d = #loc4} : () -> ()
"test.op"() {
  a = loc(fused[]),
  b = loc(fused["a"]),
  c = loc(fused<"m">[]),
  d = loc(fused[fused["a", "b"], "a", unknown])
} : () -> ()
