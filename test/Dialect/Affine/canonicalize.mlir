// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// affine canonicalization as mlir-opt-22 does it: maps composed with the affine.apply ops
// feeding them, dims that are valid symbols promoted (printed `symbol(%x)`), constants
// folded into maps, repeated and unused operands dropped; affine.apply folds; min/max
// fold constants, merge min-of-min, sort their results and become affine.apply with one
// result; affine.for folds constant bounds and empty bodies; affine.if canonicalizes its
// set and takes trivially known branches; floordiv/mod of loop induction variables with
// constant bounds simplify; loop bounds drop results the operand ranges make redundant
// (repeated results stay, as in MLIR 22); loads, stores and prefetches read through
// memref.cast, and a load of a constant memref.global folds to the element; affine.parallel
// composes its bounds; delinearize_index and linearize_index fold constants, drop unit
// basis elements and leading zeros, and cancel each other over the same basis.

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-DAG: #map3 = affine_map<()[s0] -> (8, s0 * 2)>
// CHECK-DAG: #map4 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map5 = affine_map<(d0)[s0] -> (d0 + 16, s0, d0 + 16)>
// CHECK-DAG: #map6 = affine_map<(d0)[s0] -> (d0, s0, d0)>
// CHECK-DAG: #map7 = affine_map<(d0) -> (d0 mod 4)>
// CHECK-DAG: #set = affine_set<(d0)[s0] : (d0 - s0 + 1 >= 0, d0 - 1 == 0)>
// CHECK-DAG: #set1 = affine_set<() : (-2 >= 0)>
// CHECK-DAG: #set2 = affine_set<()[s0] : (-s0 + 3 >= 0)>
// CHECK-LABEL: func.func @access(
// CHECK-NEXT: affine.store %arg3, %arg0[symbol(%arg1) + 3, symbol(%arg2)] : memref<100x100xf32>
// CHECK-NEXT: %0 = affine.load %arg0[0, symbol(%arg2) * 2] : memref<100x100xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg4 + symbol(%arg1), %arg4] : memref<100x100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg4, %arg4 + 1] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg1), symbol(%arg2) + 5], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply(
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %0, %arg1, %c16, %arg0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(
// CHECK-NEXT: affine.for %arg2 = %arg1 to 100 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to #map1(%arg2) {
// CHECK-NEXT: affine.store %0, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @minmax(
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = affine.min #map2()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.min #map3()[%arg0]
// CHECK-NEXT: return %0, %c10, %1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter_args(
// CHECK-NEXT: return %arg0, %arg0, %arg1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap_once(
// CHECK-NEXT: return %arg1, %arg0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tiles(
// CHECK-NEXT: affine.for %arg2 = 0 to 64 step 16 {
// CHECK-NEXT: affine.for %arg3 = #map4(%arg2) to min #map5(%arg2)[%arg1] {
// CHECK-NEXT: %0 = affine.load %arg0[-%arg2 + %arg3 + (%arg2 floordiv 16) * 16] : memref<64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bounds_keep_repeats(
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.for %arg3 = max #map6(%arg2)[%arg0] to min #map5(%arg2)[%arg0] {
// CHECK-NEXT: "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map6(%arg2)[%arg0] to min #map5(%arg2)[%arg0] {
// CHECK-NEXT: "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1() {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iv_bounds(
// CHECK-NEXT: affine.for %arg1 = 3 to 5 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 mod 4] : memref<16xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: "test.use"(%0, %1) : (f32, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 16 step 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1 ceildiv 20] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map7(%arg1)
// CHECK-NEXT: "test.use"(%0, %1, %2) : (f32, f32, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_iteration_bounds(
// CHECK-NEXT: affine.for %arg1 = 3 to 4 step 3 {
// CHECK-NEXT: affine.for %arg2 = 3 to 7 {
// CHECK-NEXT: %0 = affine.load %arg0[0, 1] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 2 to 2 step 3 {
// CHECK-NEXT: %0 = affine.load %arg0[1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.for %arg2 = 0 to 5 {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<16xf32> to memref<?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2 + 1] : memref<16xf32>
// CHECK-NEXT: %1 = affine.vector_load %cast[%arg2] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %1, %cast[%arg2] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2], read, locality<3>, data : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @globals(
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (10, symbol(%arg1)) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3, %arg2] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_mixed(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg2, %arg1] by (1, 6) : index
// CHECK-NEXT: return %arg0, %arg1, %0, %c1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c29 = arith.constant 29 : index
// CHECK-NEXT: return %c1, %c1, %c1, %arg1, %c29, %c29, %arg0 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_unit_delin(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %arg0, %c0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_unit_delin2(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (3, 7) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_unit_delin_noouter(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (7) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cancel_full(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cancel_full_disjoint(
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_unit(
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 1, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg0, %arg2] by (2, 8) : index
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_leading_zero(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noouter_all_unit(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0, %c0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outer_all_unit(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %c0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_zero_unit(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (2, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %c0, %arg1] by (2, 3, 8) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg0, %c0, %arg1] by (3, 8) : index
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_leading_zero_noouter(
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, 8) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_all_disjoint_unit(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_unit(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_cancel(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noouter_cancel(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_dyn_unit_disjoint(
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }

#add = affine_map<(d0, d1) -> (d0 + d1)>
func.func @access(%m: memref<100x100xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.store %v, %m[%i + 3, %j] : memref<100x100xf32>
  %x = affine.load %m[%c0, %j * 2] : memref<100x100xf32>
  affine.for %k = %c0 to %c8 {
    %y = affine.load %m[%k + %i, %k] : memref<100x100xf32>
    affine.store %y, %m[%k, %k + 1] : memref<100x100xf32>
  }
  affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<100x100xf32>
  return %x : f32
}
func.func @apply(%i: index, %n: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %a = affine.apply #add(%i, %i)
  %b = affine.apply affine_map<(d0) -> (d0)>(%n)
  %c = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%c4)[%c4]
  %d = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a)
  return %a, %b, %c, %d : index, index, index, index
}
func.func @loops(%m: memref<?xf32>, %n: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to 100 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 4)>(%i) {
      affine.store %v, %m[%j] : memref<?xf32>
    }
  }
  affine.for %i = 0 to 10 {
  }
  return
}
func.func @minmax(%i: index, %n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %a = affine.min affine_map<(d0)[s0] -> (d0, s0, d0)>(%i)[%n]
  %b = affine.max affine_map<(d0) -> (d0, 10)>(%c3)
  %c = affine.min affine_map<(d0, d1) -> (d0 + d1, 8)>(%i, %i)
  return %a, %b, %c : index, index, index
}
func.func @iter_args(%x: f32, %y: f32) -> (f32, f32, f32) {
  %r0 = affine.for %i = 0 to 0 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %r1:2 = affine.for %i = 0 to 8 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %a, %b : f32, f32
  }
  return %r0, %r1#0, %r1#1 : f32, f32, f32
}
func.func @swap_once(%x: f32, %y: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 3 to 4 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @tiles(%m: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 step 16 {
    %t = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 16, s0, d0 + 16)>(%i)[%n] {
      %o = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%i, %j)
      %v = affine.load %m[%o + %t * 16] : memref<64xf32>
      affine.store %v, %m[%j] : memref<64xf32>
    }
  }
  return
}
func.func @bounds_keep_repeats(%n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0, d0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 16, s0, d0 + 16)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0, d0)>(%i)[%n] to min affine_map<(d0, d1) -> (d0 + 16, d1, d0 + 16)>(%i, %n) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
func.func @ifs(%m: memref<16xf32>, %n: index, %v: f32) -> f32 {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 16 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 2 == 0)>(%a)[%n] {
      affine.store %v, %m[%i] : memref<16xf32>
    } else {
    }
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%c3) {
      affine.store %v, %m[%i] : memref<16xf32>
    }
    affine.if affine_set<() : (0 == 0)>() {
      affine.store %v, %m[%i] : memref<16xf32>
    }
    affine.if affine_set<(d0) : (1 == 0)>(%i) {
      affine.store %v, %m[%i] : memref<16xf32>
    }
  }
  %r = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%c3)[%n] -> f32 {
    affine.yield %v : f32
  } else {
    %z = arith.addf %v, %v : f32
    affine.yield %z : f32
  }
  return %r : f32
}
func.func @iv_bounds(%m: memref<16xf32>) {
  affine.for %i = 3 to 5 {
    %w = affine.load %m[(%i mod 4) mod 5] : memref<16xf32>
    %x = affine.load %m[(%i floordiv 2) * 2 + %i mod 2] : memref<16xf32>
    "test.use"(%w, %x) : (f32, f32) -> ()
  }
  affine.for %i = 0 to 16 step 3 {
    %v = affine.load %m[(%i * 4 + 3) floordiv 4] : memref<16xf32>
    %w = affine.load %m[%i floordiv 16 + %i ceildiv 20] : memref<16xf32>
    %k = affine.apply affine_map<(d0) -> ((d0 * 8 + d0 mod 4) mod 8)>(%i)
    "test.use"(%v, %w, %k) : (f32, f32, index) -> ()
  }
  return
}
func.func @single_iteration_bounds(%m: memref<?x?xf32>) {
  %c7 = arith.constant 7 : index
  affine.for %i = 3 to 4 step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %c7 {
      %v = affine.load %m[%j floordiv 7, %i ceildiv 6] : memref<?x?xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  affine.for %i = 2 to 2 step 3 {
    %v = affine.load %m[%i ceildiv 6, %i] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0 - 20, 0)>(%i) to min affine_map<(d0) -> (d0 + 30, 5)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
func.func @casts(%m: memref<16xf32>, %v: vector<4xf32>) {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %c[%i] : memref<?xf32>
    affine.store %x, %c[%i + 1] : memref<?xf32>
    %w = affine.vector_load %c[%i] : memref<?xf32>, vector<4xf32>
    affine.vector_store %w, %c[%i] : memref<?xf32>, vector<4xf32>
    affine.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  }
  return
}
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @s : memref<4xf32> = dense<5.0>
func.func @globals() -> (f32, f32) {
  %g = memref.get_global @g : memref<4xf32>
  %s = memref.get_global @s : memref<4xf32>
  %a = affine.load %g[2] : memref<4xf32>
  %b = affine.load %s[1] : memref<4xf32>
  return %a, %b : f32, f32
}
func.func @par(%m: memref<100x100xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.parallel (%i, %j) = (%c0, 0) to (%c10, symbol(%n)) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  return
}
func.func @lin_mixed(%i: index, %j: index, %k: index) -> (index, index, index, index) {
  %0:2 = affine.delinearize_index %i into (4, 8) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (4, 8) : index
  %2:3 = affine.delinearize_index %j into (1, 5, 1) : index, index, index
  %3 = affine.linearize_index [%k, %j] by (1, 6) : index
  %c3 = arith.constant 3 : index
  %4:2 = affine.delinearize_index %c3 into (2, 2) : index, index
  return %1, %2#1, %3, %4#1 : index, index, index, index
}
func.func @lin(%i: index, %j: index) -> (index, index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0:2 = affine.delinearize_index %c7 into (2, 3) : index, index
  %1:3 = affine.delinearize_index %c7 into (5, 2, 3) : index, index, index
  %2 = affine.delinearize_index %j into (8) : index
  %3 = affine.linearize_index [%c3, %c5] by (4, 8) : index
  %4 = affine.linearize_index [%c3, %c5] by (8) : index
  %5 = affine.linearize_index [%i] by (8) : index
  return %0#1, %1#0, %1#2, %2, %3, %4, %5 : index, index, index, index, index, index, index
}
func.func @drop_unit_delin(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (1, 5, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @drop_unit_delin2(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (3, 1, 7) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @drop_unit_delin_noouter(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (1, 7) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @cancel_full(%i: index) -> index {
  %0:2 = affine.delinearize_index %i into (4, 8) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (4, 8) : index
  return %1 : index
}
func.func @cancel_full_disjoint(%i: index, %j: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  %1:2 = affine.delinearize_index %0 into (4, 8) : index, index
  return %1#0, %1#1 : index, index
}
func.func @lin_unit(%i: index, %j: index, %k: index) -> (index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (2, 1, 8) : index
  %1 = affine.linearize_index disjoint [%i, %j, %k] by (2, 1, 8) : index
  return %0, %1 : index, index
}
func.func @lin_leading_zero(%j: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %j] by (3, 8) : index
  return %0 : index
}
func.func @noouter_all_unit(%i: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @outer_all_unit(%i: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @lin_zero_unit(%i: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%i, %c0, %k] by (2, 1, 8) : index
  %1 = affine.linearize_index [%i, %c0, %k] by (2, 3, 8) : index
  %2 = affine.linearize_index [%i, %c0, %k] by (3, 8) : index
  return %0, %1, %2 : index, index, index
}
func.func @lin_leading_zero_noouter(%j: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %j, %k] by (3, 8) : index
  return %0 : index
}
func.func @lin_all_disjoint_unit(%j: index) -> index {
  %0 = affine.linearize_index disjoint [%j] by (1) : index
  %1 = affine.linearize_index disjoint [%j, %j] by (1, 1) : index
  return %1 : index
}
func.func @dynamic_unit(%i: index, %n: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %0:3 = affine.delinearize_index %i into (%n, %c1, 4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @dynamic_cancel(%i: index, %n: index) -> index {
  %0:2 = affine.delinearize_index %i into (%n, 8) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (%n, 8) : index
  return %1 : index
}
func.func @noouter_cancel(%i: index) -> index {
  %0:3 = affine.delinearize_index %i into (4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (4, 8) : index
  return %1 : index
}
func.func @lin_dyn_unit_disjoint(%i: index, %j: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = affine.linearize_index disjoint [%i, %j] by (%c1, 5) : index
  return %0 : index
}

// A loop that steps by 2 from an even start only sees even values: `(%i + 1) floordiv 2` is
// `%i floordiv 2` (MLIR's largest known divisor of an induction variable).
// CHECK-LABEL: func.func @halves
// CHECK:         affine.for %[[I:.*]] = 2 to 64 step 2 {
// CHECK:           affine.store %{{.*}}, %{{.*}}[%[[I]] floordiv 2] : memref<32xf32>
// CHECK:         affine.for %[[J:.*]] = 0 to 64 step 4 {
// CHECK:           affine.store %{{.*}}, %{{.*}}[%[[J]] floordiv 4] : memref<32xf32>
func.func @halves(%m: memref<64xf32>, %out: memref<32xf32>) {
  affine.for %i = 2 to 64 step 2 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %out[(%i + 1) floordiv 2] : memref<32xf32>
  }
  affine.for %j = 0 to 64 step 4 {
    %w = affine.load %m[%j] : memref<64xf32>
    affine.store %w, %out[(%j + 3) floordiv 4] : memref<32xf32>
  }
  return
}
