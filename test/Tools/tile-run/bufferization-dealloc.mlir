// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run with
// --bufferization-lower-deallocations.
// RUN: tile-run %s | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 0

// bufferization.dealloc: a retained memref that shares a freed buffer takes over its
// ownership (its updated condition is true); an unrelated one does not.
module {
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<4xf32>
    %view = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %true = arith.constant true
    %false = arith.constant false
    %r:2 = bufferization.dealloc (%a, %b : memref<8xf32>, memref<4xf32>) if (%true, %false)
             retain (%view, %b : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32>)
    vector.print %r#0 : i1
    vector.print %r#1 : i1
    memref.dealloc %b : memref<4xf32>
    return
  }
}
