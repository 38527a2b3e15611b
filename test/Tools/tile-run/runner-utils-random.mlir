// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// rtsrand/rtrand give the numbers mlir-runner-22 prints for the same seed: std::mt19937
// drawn through libstdc++'s uniform_int_distribution (a range below 2^32 and one above).

// CHECK: 37
// CHECK-NEXT: 80
// CHECK-NEXT: 96
// CHECK-NEXT: 18
// CHECK-NEXT: 73
// CHECK-NEXT: 78
// CHECK-NEXT: 1914837113

func.func private @rtsrand(i64) -> !llvm.ptr
func.func private @rtrand(!llvm.ptr, i64) -> i64
func.func private @rtdrand(!llvm.ptr)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %seed = arith.constant 42 : i64
  %g = func.call @rtsrand(%seed) : (i64) -> !llvm.ptr
  %lim = arith.constant 100 : i64
  %big = arith.constant 5000000000 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    %r = func.call @rtrand(%g, %lim) : (!llvm.ptr, i64) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %r2 = func.call @rtrand(%g, %big) : (!llvm.ptr, i64) -> i64
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @rtdrand(%g) : (!llvm.ptr) -> ()
  return
}
