// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #map3 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map4 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @shapes(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index) {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[1, %arg3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[%arg3, %arg3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %5 = vector.insert %arg2, %arg1 [%arg3, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.insert %arg0, %arg1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
// CHECK-NEXT: %8 = vector.insert_strided_slice %7, %arg1 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
// CHECK-NEXT: %9 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %10 = vector.transpose %arg1, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %11 = vector.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %12 = vector.from_elements %arg2, %2, %4, %arg2 : vector<4xf32>
// CHECK-NEXT: %13:4 = vector.to_elements %arg0 : vector<4xf32>
// CHECK-NEXT: %14 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %9 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %15 = vector.step : vector<4xindex>
// CHECK-NEXT: %16 = vector.constant_mask [1, 3] : vector<2x4xi1>
// CHECK-NEXT: %17 = vector.constant_mask [0, 0] : vector<2x4xi1>
// CHECK-NEXT: %18 = vector.create_mask %arg3, %arg3 : vector<2x4xi1>
// CHECK-NEXT: %19 = vector.broadcast %arg2 : f32 to vector<f32>
// CHECK-NEXT: %20 = vector.extract %19[] : f32 from vector<f32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @compute(%arg0: vector<4xf32>, %arg1: vector<4xi32>, %arg2: f32, %arg3: vector<4xindex>) -> (f32, i32) {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %1 = vector.reduction <maximumf>, %arg0, %arg2 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <xor>, %arg1 : vector<4xi32> into i32
// CHECK-NEXT: %3 = vector.reduction <minsi>, %arg1 {tag} : vector<4xi32> into i32
// CHECK-NEXT: %4 = vector.reduction <mul>, %arg0, %1 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: %5 = vector.reduction <maxui>, %arg3 : vector<4xindex> into index
// CHECK-NEXT: %6 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: return %0, %2 : f32, i32
// CHECK-LABEL: func.func @contract(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4xf32>, %arg4: f32) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %0 {note = "max"} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg3, %arg3, %arg4 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return %1 : vector<2x4xf32>
// CHECK-LABEL: func.func @reduce_shuffle(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2xf32>, %arg4: vector<3xf32>, %arg5: vector<f32>) {
// CHECK-NEXT: %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %1 = vector.multi_reduction <maxnumf>, %arg0, %arg2 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT: %2 = vector.shuffle %arg3, %arg4 [0, 4, 1, 2] : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %3 = vector.shuffle %arg0, %arg0 [7, 0] : vector<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = vector.shuffle %arg5, %arg5 [1, 0, -1] : vector<f32>, vector<f32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @outer(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg0, %arg3, %arg4 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %4 = vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @vscale() -> index {
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %vscale_0 = vector.vscale {a}
// CHECK-NEXT: return %vscale : index
// CHECK-LABEL: func.func @scan(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>, %arg2: vector<4xi32>, %arg3: vector<i32>) {
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <maxsi>, %arg2, %arg3 {inclusive = false, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CHECK-NEXT: return

func.func @shapes(%v: vector<4xf32>, %m: vector<2x4xf32>, %s: f32, %i: index) {
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %m[1, %i] : f32 from vector<2x4xf32>
  %row = vector.extract %m[0] : vector<4xf32> from vector<2x4xf32>
  %dyn = vector.extract %m[%i, %i] : f32 from vector<2x4xf32>
  %ins = vector.insert %s, %m[%i, 2] : f32 into vector<2x4xf32>
  %ins2 = vector.insert %v, %m[1] : vector<4xf32> into vector<2x4xf32>
  %slice = vector.extract_strided_slice %m
      {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]}
      : vector<2x4xf32> to vector<2x2xf32>
  %put = vector.insert_strided_slice %slice, %m {strides = [1, 1], offsets = [0, 2]} : vector<2x2xf32> into vector<2x4xf32>
  %flat = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %t = vector.transpose %m, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %bits = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %fe = vector.from_elements %s, %e, %dyn, %s : vector<4xf32>
  %a:4 = vector.to_elements %v : vector<4xf32>
  %il = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %even, %odd = vector.deinterleave %flat : vector<8xf32> -> vector<4xf32>
  %step = vector.step : vector<4xindex>
  %cm = vector.constant_mask [1, 3] : vector<2x4xi1>
  %none = vector.constant_mask [0, 0] : vector<2x4xi1>
  %dm = vector.create_mask %i, %i : vector<2x4xi1>
  %zero_d = vector.broadcast %s : f32 to vector<f32>
  %x0 = vector.extract %zero_d[] : f32 from vector<f32>
  return
}

func.func @compute(%v: vector<4xf32>, %iv: vector<4xi32>, %s: f32, %x: vector<4xindex>) -> (f32, i32) {
  %r0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %r1 = vector.reduction <maximumf>, %v, %s fastmath<nnan,ninf> : vector<4xf32> into f32
  %r2 = vector.reduction <xor>, %iv : vector<4xi32> into i32
  %r3 = vector.reduction <minsi>, %iv {tag} : vector<4xi32> into i32
  %r4 = vector.reduction <mul>, %v, %r1 fastmath<fast> : vector<4xf32> into f32
  %r5 = vector.reduction <maxui>, %x : vector<4xindex> into index
  %f = vector.fma %v, %v, %v : vector<4xf32>
  return %r0, %r2 : f32, i32
}

#lhs = affine_map<(i, j, k) -> (i, k)>
#rhs = affine_map<(i, j, k) -> (k, j)>
#acc = affine_map<(i, j, k) -> (i, j)>
#matmul = {
  indexing_maps = [#lhs, #rhs, #acc],
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @contract(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %v: vector<4xf32>, %s: f32) -> vector<2x4xf32> {
  %0 = vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %0 {note = "max"} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %dot = vector.contract {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
      iterator_types = ["reduction"]
    } %v, %v, %s : vector<4xf32>, vector<4xf32> into f32
  return %1 : vector<2x4xf32>
}

func.func @reduce_shuffle(%v: vector<4x8xf32>, %a: vector<4xf32>, %s: f32, %x: vector<2xf32>, %y: vector<3xf32>, %z: vector<f32>) {
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<4xf32>
  %1 = vector.multi_reduction <maxnumf>, %v, %s [0, 1] : vector<4x8xf32> to f32
  %2 = vector.shuffle %x, %y [0, 4, 1, 2] : vector<2xf32>, vector<3xf32>
  %3 = vector.shuffle %v, %v [7, 0] : vector<4x8xf32>, vector<4x8xf32>
  %4 = vector.shuffle %z, %z [1, 0, -1] : vector<f32>, vector<f32>
  return
}

func.func @outer(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %s: f32, %d: vector<4xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %s, %d : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %s {kind = #vector.kind<mul>} : vector<4xf32>, f32
  return
}

func.func @vscale() -> index {
  %0 = vector.vscale
  %1 = vector.vscale {a}
  return %0 : index
}

func.func @scan(%v: vector<2x3xf32>, %init: vector<2xf32>, %i: vector<4xi32>, %ii: vector<i32>) {
  %d, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
  %0:2 = vector.scan <maxsi>, %i, %ii {reduction_dim = 0, inclusive = false} : vector<4xi32>, vector<i32>
  return
}

// A row inserted into the last row of a matrix: the leading offset counts as a unit slice.
// CHECK-LABEL: func.func @insert_row(
// CHECK: vector.insert_strided_slice %arg0, %arg1 {offsets = [0, 0], strides = [1]} : vector<3xf32> into vector<4x4xf32>
// CHECK: vector.insert_strided_slice %arg2, %{{.*}} {offsets = [3, 3], strides = [1]} : vector<1xf32> into vector<4x4xf32>
func.func @insert_row(%row: vector<3xf32>, %m: vector<4x4xf32>, %one: vector<1xf32>) -> vector<4x4xf32> {
  %a = vector.insert_strided_slice %row, %m {offsets = [0, 0], strides = [1]} : vector<3xf32> into vector<4x4xf32>
  %b = vector.insert_strided_slice %one, %a {offsets = [3, 3], strides = [1]} : vector<1xf32> into vector<4x4xf32>
  return %b : vector<4x4xf32>
}
