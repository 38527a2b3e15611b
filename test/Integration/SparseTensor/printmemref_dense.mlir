// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A dense result printed with the runner utility `printMemrefF64` (through an unranked
// memref), as many MLIR test programs print theirs; also `printMemrefI64` of an integer
// buffer.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func private @printMemrefF64(%ptr : memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(%ptr : memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %m = arith.constant sparse<[[0, 1], [1, 0], [2, 2]], [2.5, -1.0, 4.0]> : tensor<3x3xf64>
  %s = sparse_tensor.convert %m : tensor<3x3xf64> to tensor<3x3xf64, #COO>
  %d = sparse_tensor.convert %s : tensor<3x3xf64, #COO> to tensor<3x3xf64>
  %buf = bufferization.to_buffer %d : tensor<3x3xf64> to memref<3x3xf64>
  %u = memref.cast %buf : memref<3x3xf64> to memref<*xf64>
  // CHECK:      Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   2.5,   0],
  // CHECK-NEXT:  [-1,   0,   0],
  // CHECK-NEXT:  [0,   0,   4]]
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()

  %ints = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %ints[%i] : memref<4xi64>
  }
  %ui = memref.cast %ints : memref<4xi64> to memref<*xi64>
  // CHECK:      Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0,  1,  4,  9]
  call @printMemrefI64(%ui) : (memref<*xi64>) -> ()
  memref.dealloc %ints : memref<4xi64>
  bufferization.dealloc_tensor %s : tensor<3x3xf64, #COO>
  return
}
