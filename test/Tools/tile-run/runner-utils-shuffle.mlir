// REQUIRES: tile-run
// The runtime's `shuffle` fills a memref with 0..n-1 in the order std::shuffle leaves them
// with the rtsrand generator: pairs of swaps from one draw while n*n fits 32 bits (even and
// odd sizes), one swap per draw above. The CHECK lines are mlir-runner-22's output.
// RUN: tile-run %s | FileCheck %s
// CHECK: ( 1, 6, 7, 0, 5, 4, 3, 2 )
// CHECK-NEXT: ( 4, 0, 2, 3, 6, 5, 1, 0 )
// CHECK-NEXT: ( 1, 6, 7, 0, 5, 9, 8, 2 )
// CHECK-NEXT: ( 67453, 53608, 43891, 25566, 61703, 52017, 68291, 12044 )

!Generator = !llvm.ptr
module {
  func.func private @rtsrand(index) -> (!Generator)
  func.func private @rtdrand(!Generator) -> ()
  func.func private @shuffle(memref<?xi64>, !Generator) -> () attributes { llvm.emit_c_interface }

  func.func @show(%n: index, %seed: index) {
    %c0 = arith.constant 0 : index
    %g = func.call @rtsrand(%seed) : (index) -> (!Generator)
    %a = memref.alloc(%n) : memref<?xi64>
    func.call @shuffle(%a, %g) : (memref<?xi64>, !Generator) -> ()
    %i64 = arith.constant 0 : i64
    %v = vector.transfer_read %a[%c0], %i64 : memref<?xi64>, vector<8xi64>
    vector.print %v : vector<8xi64>
    memref.dealloc %a : memref<?xi64>
    func.call @rtdrand(%g) : (!Generator) -> ()
    return
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %big = arith.constant 70001 : index
    %s = arith.constant 42 : index
    func.call @show(%c8, %s) : (index, index) -> ()
    func.call @show(%c7, %s) : (index, index) -> ()
    func.call @show(%c10, %s) : (index, index) -> ()
    func.call @show(%big, %s) : (index, index) -> ()
    return
  }
}
