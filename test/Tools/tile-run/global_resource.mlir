// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.global initial values written as dense_resource and sparse (their type implied by
// the global's, as MLIR parses them); output is mlir-runner-22's.

// CHECK: 2
// CHECK-NEXT: 5
// CHECK-NEXT: 0
memref.global "private" constant @weights : memref<2xf32> = dense_resource<weights_blob>
memref.global "private" constant @table : memref<2x2xf32> = sparse<[[1, 0]], [5.0]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.get_global @weights : memref<2xf32>
  %a = memref.load %w[%c1] : memref<2xf32>
  vector.print %a : f32
  %t = memref.get_global @table : memref<2x2xf32>
  %b = memref.load %t[%c1, %c0] : memref<2x2xf32>
  vector.print %b : f32
  %z = memref.load %t[%c0, %c1] : memref<2x2xf32>
  vector.print %z : f32
  return
}

{-#
  dialect_resources: {
    builtin: {
      weights_blob: "0x040000000000803F00000040"
    }
  }
#-}
