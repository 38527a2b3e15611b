// RUN: tile-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// Fused locations are built as MLIR's FusedLoc::get builds them: unknown and repeated
// parts dropped, nested fused locations with the same metadata flattened, one part without
// metadata is that part. CHECK lines are mlir-opt-22's print.

// CHECK:      "test.op"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc2)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc5)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc6)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}fused-locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("a")
// CHECK-NEXT: #loc3 = loc("b")
// CHECK-NEXT: #loc4 = loc("c")
// CHECK-NEXT: #loc5 = loc(fused[#loc2, #loc3, #loc4])
// CHECK-NEXT: #loc6 = loc(fused<"meta">[#loc1])
"test.op"() : () -> () loc(fused[])
"test.op"() : () -> () loc(fused["a", unknown])
"test.op"() : () -> () loc(fused[fused["a", "b"], "a", unknown, "c"])
"test.op"() : () -> () loc(fused<"meta">[unknown])
