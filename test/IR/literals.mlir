// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Literals MLIR accepts at the edges of their ranges; CHECK lines are mlir-opt-22's print.

// CHECK: "test.op"() {a = array<i8: -128, -1>, b = array<ui8: 255, 255>, c = array<si8: 127, -128>, d = array<i1: true, false>, e = array<f32: 1.000000e+00, -2.500000e+00>, f = -1 : i8, g = true, h = dense<{{\[}}[1, 2], [3, 4]]> : memref<2x2xi32>, i = dense<-1> : tensor<1xi8>} : () -> ()
"test.op"() {
  a = array<i8: -128, 255>,
  b = array<ui8: -1, 255>,
  c = array<si8: 127, -128>,
  d = array<i1: true, false>,
  e = array<f32: 1.0, -2.5>,
  f = 255 : i8,
  g = -1 : i1,
  h = dense<[[1, 2], [3, 4]]> : memref<2x2xi32>,
  i = dense<[255]> : tensor<1xi8>
} : () -> ()

// CHECK: "test.op"() {a = dense<1> : tensor<1xi32>, b = dense<(1,2)> : tensor<1xcomplex<i32>>, c = strided<[?, -2], offset: ?>, d = strided<[], offset: -4>, e = array<i8>} : () -> ()
"test.op"() {
  a = dense<[(1, 2)]> : tensor<1xi32>,
  b = dense<[(1, 2)]> : tensor<1xcomplex<i32>>,
  c = strided<[?, -2], offset: ?>,
  d = strided<[], offset: -4>,
  e = array<i8>
} : () -> ()
