// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// canonicalizations a tiled tensor program meets, checked against mlir-opt-22 (both RUN
// lines): a pad of a fill with its value is a fill (and a zero pad nothing), nested
// slices, slices of constants and with constant sizes, scf.index_switch on a constant,
// extracts of from_elements, an scf.for carrying the source of a cast (tensor.insert
// reads through the cast destination), and tensor.generate with constant extents.

// CHECK: module {
// CHECK-NEXT: func.func @pad_fill(%arg0: tensor<?x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<10x10xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<10x10xf32>) -> tensor<10x10xf32>
// CHECK-NEXT: %cast = tensor.cast %1 : tensor<10x10xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_zero(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slices(%arg0: tensor<16x16xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 2] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %extracted_slice[1, 1] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %extracted_slice_0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slice_const() -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %cst[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK-NEXT: return %extracted_slice : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dyn_slice(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switch(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @from_elems(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @for_tensor_cast(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg3[%arg2] : tensor<8xf32>
// CHECK-NEXT: %1 = arith.addf %extracted, %extracted : f32
// CHECK-NEXT: %inserted = tensor.insert %1 into %arg3[%arg2] : tensor<8xf32>
// CHECK-NEXT: scf.yield %inserted : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generate(%arg0: index) -> tensor<?xindex> {
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %arg1 : index
// CHECK-NEXT: } : tensor<4xindex>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<4xindex> to tensor<?xindex>
// CHECK-NEXT: return %cast : tensor<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pad_fill(%t: tensor<?x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %f low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %c = tensor.cast %p : tensor<10x10xf32> to tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

func.func @pad_zero(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %p : tensor<4x4xf32>
}

func.func @slices(%t: tensor<16x16xf32>) -> tensor<4x4xf32> {
  %a = tensor.extract_slice %t[2, 2] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %b = tensor.extract_slice %a[1, 1] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return %b : tensor<4x4xf32>
}

func.func @slice_const() -> tensor<2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = tensor.extract_slice %c[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}

func.func @dyn_slice(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c0, %c0] [%c4, %c4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @switch(%m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = memref.load %m[] : memref<i32>
    scf.yield %b : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @from_elems(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %x = tensor.extract %t[%c1] : tensor<2xf32>
  return %x : f32
}

func.func @for_tensor_cast(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %cast) -> tensor<?xf32> {
    %v = tensor.extract %a[%i] : tensor<?xf32>
    %w = arith.addf %v, %v : f32
    %u = tensor.insert %w into %a[%i] : tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  %back = tensor.cast %r : tensor<?xf32> to tensor<8xf32>
  return %back : tensor<8xf32>
}

func.func @generate(%n: index) -> tensor<?xindex> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %c4 {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
