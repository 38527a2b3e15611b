// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s

// Affine sets as attribute values (their `>=` closes nothing) print under `#set` aliases as
// mlir-opt-22 prints them.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK: #set1 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK: "test.op"() {a = #set, b = #set1, c = #map} : () -> ()

"test.op"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, c = affine_map<(d0) -> (d0 + 1)>} : () -> ()
