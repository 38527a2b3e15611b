// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<4x?xf32, #map>
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32, 1>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca() {alignment = 64 : i64, foo} : memref<f32>
// CHECK-NEXT: %alloc_4 = memref.alloc(%arg0, %arg1)[%arg1, %arg0] : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @load_store(%arg0: memref<4x?xf32>, %arg1: index, %arg2: f32, %arg3: memref<f32>, %arg4: memref<*xf32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %3 = memref.load %arg3[] : memref<f32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %3, %arg3[] : memref<f32>
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<4x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg4, %arg1 : memref<*xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: memref<4x?xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: index, %arg4: memref<?xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, 4] [2, %arg3] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %subview_1 = memref.subview %arg1[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg1, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT: %cast_3 = memref.cast %cast_2 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
// CHECK-NEXT: %reinterpret_cast_4 = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [%arg3, 2], strides: [2, 1] : memref<4xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
// CHECK-NEXT: %expand_shape_5 = memref.expand_shape %arg4 {{\[\[}}0, 1]] output_shape [%arg2, 2] : memref<?xf32> into memref<?x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: memref.global "private" constant @gv : memref<2xf32> = dense<1.000000e+00>
// CHECK-LABEL: memref.global @gv2 : memref<2xf32> = uninitialized
// CHECK-LABEL: memref.global "public" @gv3 : memref<2xf32> {alignment = 64 : i64}
// CHECK-LABEL: memref.global "private" @gv4 : memref<2x2xi32> = dense<{{\[\[}}1, 2], [3, 4]]>
// CHECK-LABEL: memref.global @gv5 : memref<i64>
// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @gv : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @gv4 : memref<2x2xi32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }

func.func @alloc(%n: index, %s: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<4x?xf32>
  %c = memref.alloc(%n)[%s] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %d = memref.alloc() {alignment = 64} : memref<8xf32, 1>
  %e = memref.alloca(%n) : memref<?xf32>
  %f = memref.alloca() {alignment = 64 : i64, foo} : memref<f32>
  %g = memref.alloc(%n, %s)[%s, %n] : memref<?x?xf32, strided<[?, 1], offset: ?>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4x?xf32>
  return
}

func.func @load_store(%m: memref<4x?xf32>, %n: index, %v: f32, %z: memref<f32>, %u: memref<*xf32>) -> f32 {
  %l = memref.load %m[%n, %n] : memref<4x?xf32>
  %l2 = memref.load %m[%n, %n] {nontemporal = true} : memref<4x?xf32>
  %l3 = memref.load %m[%n, %n] {nontemporal = false} : memref<4x?xf32>
  %l4 = memref.load %z[] : memref<f32>
  memref.store %v, %m[%n, %n] : memref<4x?xf32>
  memref.store %v, %m[%n, %n] {nontemporal = true} : memref<4x?xf32>
  memref.store %l4, %z[] : memref<f32>
  %dim = memref.dim %m, %n : memref<4x?xf32>
  %dim2 = memref.dim %u, %n : memref<*xf32>
  return %l : f32
}

func.func @views(%m: memref<4x?xf32>, %a: memref<4xf32>, %n: index, %s: index, %e: memref<?xf32>) {
  %sv = memref.subview %m[%n, 4] [2, %s] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %sv2 = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %sv3 = memref.subview %a[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  %cast = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %cast2 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %cast3 = memref.cast %cast2 : memref<*xf32> to memref<4x?xf32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  %r2 = memref.reinterpret_cast %a to offset: [%n], sizes: [%s, 2], strides: [2, 1] : memref<4xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %es = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %es2 = memref.expand_shape %e [[0, 1]] output_shape [%n, 2] : memref<?xf32> into memref<?x2xf32>
  return
}

memref.global "private" constant @gv : memref<2xf32> = dense<1.0>
memref.global @gv2 : memref<2xf32> = uninitialized
memref.global "public" @gv3 : memref<2xf32> {alignment = 64}
memref.global "private" @gv4 : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global @gv5 : memref<i64>

func.func @globals() -> memref<2xf32> {
  %g = memref.get_global @gv : memref<2xf32>
  %g2 = memref.get_global @gv4 : memref<2x2xi32>
  return %g : memref<2xf32>
}
