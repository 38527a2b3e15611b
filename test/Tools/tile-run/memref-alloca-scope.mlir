// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.alloca_scope runs its body once and returns what its terminator returns (what
// mlir-runner-22 prints after --expand-strided-metadata --finalize-memref-to-llvm and the
// LLVM conversions).

// CHECK: 42
func.func @main() {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (i64) {
    %a = memref.alloca() : memref<1xi64>
    %v = arith.constant 42 : i64
    memref.store %v, %a[%c0] : memref<1xi64>
    %l = memref.load %a[%c0] : memref<1xi64>
    memref.alloca_scope.return %l : i64
  }
  vector.print %r : i64
  return
}
