// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// memref.alloca_scope with and without results (MLIR prints two spaces after the name; the
// implicit terminator is elided when it returns nothing), as mlir-opt-22 prints it.

// CHECK:     %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %1 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:       memref.alloca_scope.return %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
func.func @s(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
  }
  return %r : f32
}

// One result type may be written without parentheses (MLIR's optional arrow type list).
// CHECK-LABEL: func.func @bare_result_type
// CHECK:     %0 = memref.alloca_scope  -> (i32) {
func.func @bare_result_type() -> i32 {
  %r = memref.alloca_scope -> i32 {
    %c = arith.constant 7 : i32
    memref.alloca_scope.return %c : i32
  }
  return %r : i32
}
