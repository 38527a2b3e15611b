// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize | FileCheck %s
// A memref.view whose dynamic sizes are constants gets them in its type; users see the old
// type through a cast.

// CHECK-LABEL: func.func @rows_of_scratch
// CHECK:         %[[V:.*]] = memref.view %{{.*}}[%{{.*}}][%arg0] : memref<256xi8> to memref<?x4xf32>
// CHECK:         %[[S:.*]] = memref.view %{{.*}}[%{{.*}}][] : memref<256xi8> to memref<3x4xf32>
// CHECK:         %[[C:.*]] = memref.cast %[[S]] : memref<3x4xf32> to memref<?x4xf32>
// CHECK:         return %[[V]], %[[C]]
func.func @rows_of_scratch(%n: index) -> (memref<?x4xf32>, memref<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %scratch = memref.alloc() : memref<256xi8>
  %a = memref.view %scratch[%c0][%n] : memref<256xi8> to memref<?x4xf32>
  %b = memref.view %scratch[%c64][%c3] : memref<256xi8> to memref<?x4xf32>
  return %a, %b : memref<?x4xf32>, memref<?x4xf32>
}
