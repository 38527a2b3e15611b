// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (d0, s0 - 2)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 4, 16)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map6 = affine_map<(d0) -> (d0)>
// CHECK: #map7 = affine_map<()[s0, s1] -> (s0, s1 + 1)>
// CHECK: #map8 = affine_map<()[s0] -> (s0, 8)>
// CHECK: #map9 = affine_map<(d0, d1)[s0] -> (d0 floordiv 4 + d1 mod 3 - s0 ceildiv 2)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK: #set1 = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 + 2 >= 0, d0 * 2 - (d1 + 1) == 0, 5 >= 0)>
// CHECK: #set2 = affine_set<(d0) : (0 == 0)>
// CHECK: #set3 = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK: #set4 = affine_set<()[s0] : (s0 >= 0)>
// CHECK: #set5 = affine_set<(d0) : (d0 >= 0)>
// CHECK-LABEL: func.func @f(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%0)[%arg2]
// CHECK-NEXT: %2 = affine.min #map2(%0)[%arg2]
// CHECK-NEXT: %3 = affine.max #map3(%0)[%arg2]
// CHECK-NEXT: %4 = affine.for %arg3 = 0 to 10 step 2 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 + 1, %arg3 * 2 + symbol(%arg1)] : memref<16x16xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: affine.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = %arg1 to %arg2 {
// CHECK-NEXT: affine.for %arg4 = max #map3(%arg3)[%arg1] to min #map4(%arg3) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg4, %arg3] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = #map5()[%arg1] to #map6(%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = -4 to 4 {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 floordiv 2 + 2, %arg3 mod 3] : memref<16x16xf32>
// CHECK-NEXT: affine.store %5, %arg0[0, -%arg3 + symbol(%arg2)] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.if #set(%arg1)[%arg2] {
// CHECK-NEXT: affine.store %cst, %arg0[0, 0] : memref<16x16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg1, %arg2)[%arg2] {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.if #set2(%arg4) {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set3(%arg1) -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.if #set4()[%arg1] -> (f32, index) {
// CHECK-NEXT: affine.yield %0, %arg1 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg3, %arg2 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, max(0, %arg1 - 2)) to (16, min(symbol(%arg2), 8, %arg1 + 1)) step (2, 4) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg3) = (%arg1) to (16) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg3] : memref<16x16xf32>
// CHECK-NEXT: affine.yield %1, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (16) {
// CHECK-NEXT: affine.parallel (%arg4) = (%arg3) to (%arg3 + 2) {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_and_vector_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<16x16xf32>, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg1, 4, %arg2) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (16, 8) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg0 into (8) : index, index
// CHECK-NEXT: %3 = affine.linearize_index [%0#0, %0#1, %0#2] by (%arg1, 4, %arg2) : index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%1#0, %1#1] by (16, 8) : index
// CHECK-NEXT: %5 = affine.linearize_index [%1#0, %1#1] by (8) : index
// CHECK-NEXT: %6 = affine.vector_load %arg3[%arg0, %arg1 + 1] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %arg4, %arg3[%arg0, symbol(%arg2)] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg3[%arg0, %arg1 + 2], read, locality<3>, data : memref<16x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attributes_and_symbols(%arg0: memref<8x8xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: affine.for %arg4 = max #map7()[%arg2, %arg3] to min #map8()[%arg3] step 3 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg4 * symbol(%arg2), -%arg4 + 7] {tag = "x"} : memref<8x8xf32>
// CHECK-NEXT: %2 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: affine.store %1, %arg0[symbol(%arg2), symbol(%arg2) + symbol(%arg3)] {nontemporal} : memref<8x8xf32>
// CHECK-NEXT: %3 = affine.apply #map6(%arg4) {note}
// CHECK-NEXT: %4 = affine.apply #map9(%arg4, %3)[%arg2]
// CHECK-NEXT: } {unroll = 2 : i64}
// CHECK-NEXT: affine.if #set5(%arg2) {
// CHECK-NEXT: } {cond_attr}
// CHECK-NEXT: %0:2 = affine.for %arg4 = #map6(%arg2) to #map6(%arg3) iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (index, index) {
// CHECK-NEXT: affine.yield %arg6, %arg5 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg4, %arg5) = (0, 0) to (8, 8) {
// CHECK-NEXT: } {par}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: affine.dma_start %arg0[%arg3, %arg3 + 3], %arg1[%arg3 * 2, 0], %arg2[0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%arg3, 0], %arg1[0, symbol(%arg4)], %arg2[0], %c64, %arg4, %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[0], %c64 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

#lb = affine_map<(d0)[s0] -> (d0, s0 - 2)>
func.func @f(%m: memref<16x16xf32>, %n: index, %k: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%k]
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%k]
  %mx = affine.max #lb(%a)[%k]
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %m[%i + 1, %i * 2 + symbol(%n)] : memref<16x16xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = %n to %k {
    affine.for %j = max #lb(%i)[%n] to min affine_map<(d0) -> (d0 + 4, 16)>(%i) {
      affine.store %c0, %m[%j, %i] : memref<16x16xf32>
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to affine_map<(d0) -> (d0)>(%k) {
  }
  affine.for %i = -4 to 4 {
    %v = affine.load %m[(%i + 4) floordiv 2, %i mod 3] : memref<16x16xf32>
    affine.store %v, %m[0, symbol(%k) - %i] : memref<16x16xf32>
  }
  return %r : f32
}

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>

func.func @ifs(%m: memref<16x16xf32>, %n: index, %k: index, %r: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  affine.if #set(%n)[%k] {
    affine.store %c0, %m[0, 0] : memref<16x16xf32>
  } else {
  }
  affine.if affine_set<(i, j)[N] : (i >= j, i <= N + 2, i * 2 == j + 1, 5 >= 0)>(%n, %k)[%k] {
    affine.for %i = 0 to 4 {
      affine.if affine_set<(d0) : ()>(%i) {
      }
    }
  }
  %x = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%n) -> f32 {
    affine.yield %c0 : f32
  } else {
    affine.yield %r : f32
  }
  %y:2 = affine.if affine_set<()[s0] : (s0 > = 0)>()[%n] -> (f32, index) {
    affine.yield %x, %n : f32, index
  } else {
    affine.yield %r, %k : f32, index
  }
  return %y#0 : f32
}

func.func @parallel(%m: memref<16x16xf32>, %n: index, %k: index) -> f32 {
  affine.parallel (%i, %j) = (0, max(0, %n - 2)) to (16, min(symbol(%k), 8, %n + 1)) step (2, 4) {
    %v = affine.load %m[%i, %j] : memref<16x16xf32>
  }
  %r:2 = affine.parallel (%i) = (%n) to (16) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<16x16xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%i) = (0) to (16) step (1) {
    affine.parallel (%j) = (%i) to (%i + 2) {
    }
  }
  affine.parallel () = () to () {
  }
  return %r#1 : f32
}

func.func @index_and_vector_ops(%i: index, %a: index, %b: index, %m: memref<16x16xf32>, %v: vector<4xf32>) {
  %0:3 = affine.delinearize_index %i into (%a, 4, %b) : index, index, index
  %1:2 = affine.delinearize_index %i into (16, 8) : index, index
  %2:2 = affine.delinearize_index %i into (8) : index, index
  %3 = affine.linearize_index [%0#0, %0#1, %0#2] by (%a, 4, %b) : index
  %4 = affine.linearize_index disjoint [%1#0, %1#1] by (16, 8) : index
  %5 = affine.linearize_index [%1#0, %1#1] by (8) : index
  %6 = affine.vector_load %m[%i, %a + 1] : memref<16x16xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i, symbol(%b)] : memref<16x16xf32>, vector<4xf32>
  affine.prefetch %m[%i, %a + 2], read, locality<3>, data : memref<16x16xf32>
  return
}

func.func @attributes_and_symbols(%m: memref<8x8xf32>, %z: memref<f32>, %n: index, %k: index) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1 + 1)>()[%n, %k] to min affine_map<()[s0] -> (s0, 8)>()[%k] step 3 {
    %v = affine.load %m[%i * symbol(%n), -%i + 7] {tag = "x"} : memref<8x8xf32>
    %w = affine.load %z[] : memref<f32>
    affine.store %v, %m[symbol(%n), symbol(%n) + symbol(%k)] {nontemporal} : memref<8x8xf32>
    %a = affine.apply affine_map<(d0) -> (d0)>(%i) {note}
    %b = affine.apply affine_map<(d0, d1)[s0] -> (d0 floordiv 4 + d1 mod 3 - s0 ceildiv 2)>(%i, %a)[%n]
  } {unroll = 2 : i64}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  } {cond_attr}
  %r:2 = affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0)>(%k) iter_args(%x = %n, %y = %k) -> (index, index) {
    affine.yield %y, %x : index, index
  }
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
  } {par}
  return
}

func.func @dma(%a: memref<100x100xf32>, %b: memref<100x100xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  %c = arith.constant 64 : index
  affine.dma_start %a[%i, %i + 3], %b[%i * 2, 0], %t[0], %c : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
  affine.dma_start %a[%i, 0], %b[0, symbol(%n)], %t[%i mod 1], %c, %n, %c : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
  affine.dma_wait %t[0], %c : memref<1xi32>
  return
}
