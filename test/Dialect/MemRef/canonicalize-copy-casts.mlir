// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize | FileCheck %s
// memref.copy reads through a cast only where the cast loses static information: a cast to
// an unranked memref stays; a copy of a buffer onto itself goes.

// CHECK-LABEL: func.func @to_unranked
// CHECK:         memref.copy %{{.*}}, %{{.*}} : memref<*xf32> to memref<*xf32>
func.func @to_unranked(%x: memref<2xf32>, %y: memref<2xf32>) {
  %a = memref.cast %x : memref<2xf32> to memref<*xf32>
  %b = memref.cast %y : memref<2xf32> to memref<*xf32>
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}

// CHECK-LABEL: func.func @to_dynamic
// CHECK-NEXT:    memref.copy %arg0, %arg1 : memref<2xf32> to memref<2xf32>
func.func @to_dynamic(%x: memref<2xf32>, %y: memref<2xf32>) {
  %a = memref.cast %x : memref<2xf32> to memref<?xf32>
  %b = memref.cast %y : memref<2xf32> to memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @onto_itself
// CHECK-NEXT:    return
func.func @onto_itself(%x: memref<2xf32>) {
  %a = memref.cast %x : memref<2xf32> to memref<?xf32>
  %b = memref.cast %x : memref<2xf32> to memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}
