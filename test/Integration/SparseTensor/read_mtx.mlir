// REQUIRES: integration
// RUN: env TENSOR0=%S/Inputs/wide.mtx mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | env TENSOR0=%S/Inputs/wide.mtx mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | env TENSOR0=%S/Inputs/wide.mtx mlir-sparse-run | FileCheck %s
// RUN: env TENSOR0=%S/Inputs/wide.mtx tile-run %s | FileCheck %s

// Reads a Matrix Market file named by TENSOR0 into CSR storage, multiplies it with a dense
// vector (the named `linalg.matvec`) and prints both.

!Filename = !llvm.ptr

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %fileName = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %fileName : !Filename to tensor<5x6xf64, #CSR>
    %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
    %x0 = tensor.empty() : tensor<5xf64>
    %x = linalg.fill ins(%f0 : f64) outs(%x0 : tensor<5xf64>) -> tensor<5xf64>
    %y = linalg.matvec ins(%a, %b : tensor<5x6xf64, #CSR>, tensor<6xf64>)
                       outs(%x : tensor<5xf64>) -> tensor<5xf64>
    // CHECK: ( -10.5, 12, 48, 0, 18.5 )
    %v = vector.transfer_read %y[%c0], %f0 : tensor<5xf64>, vector<5xf64>
    vector.print %v : vector<5xf64>
    // CHECK:      ---- Sparse Tensor ----
    // CHECK-NEXT: nse = 8
    // CHECK-NEXT: dim = ( 5, 6 )
    // CHECK-NEXT: lvl = ( 5, 6 )
    // CHECK-NEXT: pos[1] : ( 0, 2, 3, 6, 6, 8 )
    // CHECK-NEXT: crd[1] : ( 0, 5, 2, 1, 2, 4, 0, 5 )
    // CHECK-NEXT: values : ( 1.5, -2, 4, 1, 2, 8, 0.5, 3 )
    // CHECK-NEXT: ----
    sparse_tensor.print %a : tensor<5x6xf64, #CSR>
    bufferization.dealloc_tensor %a : tensor<5x6xf64, #CSR>
    return
  }
}
