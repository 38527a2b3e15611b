// REQUIRES: tile-run
// sparse_tensor.concatenate copies only non-zeros (a row-dense input's stored zeros are
// dropped), and the runtime memref printers take tensor arguments. The CHECK lines are
// mlir-runner-22's output for scripts/mlir-sparse-run; only the base address differs.
// RUN: tile-run %s | FileCheck %s
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 4
// CHECK-NEXT: dim = ( 2, 5 )
// CHECK-NEXT: lvl = ( 2, 5 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1 )
// CHECK-NEXT: pos[1] : ( 0, 3, 4 )
// CHECK-NEXT: crd[1] : ( 0, 2, 4, 3 )
// CHECK-NEXT: values : ( 1, 2, 3, 4 )
// CHECK-NEXT: ----
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data = 
// CHECK-NEXT: {{\[\[}}1,   0,   2,   0,   3], 
// CHECK-NEXT:  [0,   0,   0,   4,   0]]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [0.5,  0.25,  0]

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#RowDense = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed, j : dense)
}>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>

module {
  func.func private @printMemrefF64(%ptr : tensor<*xf64>)
  func.func private @printMemref1dF64(%ptr : tensor<?xf64>) attributes { llvm.emit_c_interface }

  // The stored zeros of a row-dense input are not copied by concatenate.
  func.func @concat(%a: tensor<2x3xf64, #RowDense>, %b: tensor<2x2xf64, #CSR>) -> tensor<2x5xf64, #DCSR> {
    %0 = sparse_tensor.concatenate %a, %b {dimension = 1 : index}
       : tensor<2x3xf64, #RowDense>, tensor<2x2xf64, #CSR> to tensor<2x5xf64, #DCSR>
    return %0 : tensor<2x5xf64, #DCSR>
  }

  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>
    %db = arith.constant dense<[[0.0, 3.0], [4.0, 0.0]]> : tensor<2x2xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #RowDense>
    %b = sparse_tensor.convert %db : tensor<2x2xf64> to tensor<2x2xf64, #CSR>
    %c = call @concat(%a, %b) : (tensor<2x3xf64, #RowDense>, tensor<2x2xf64, #CSR>) -> tensor<2x5xf64, #DCSR>
    sparse_tensor.print %c : tensor<2x5xf64, #DCSR>
    // Runtime printers take tensors too: bufferization passes their buffers.
    %d = sparse_tensor.convert %c : tensor<2x5xf64, #DCSR> to tensor<2x5xf64>
    %u = tensor.cast %d : tensor<2x5xf64> to tensor<*xf64>
    call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
    %row = arith.constant dense<[0.5, 0.25, 0.0]> : tensor<3xf64>
    %r = tensor.cast %row : tensor<3xf64> to tensor<?xf64>
    call @printMemref1dF64(%r) : (tensor<?xf64>) -> ()
    bufferization.dealloc_tensor %a : tensor<2x3xf64, #RowDense>
    bufferization.dealloc_tensor %b : tensor<2x2xf64, #CSR>
    bufferization.dealloc_tensor %c : tensor<2x5xf64, #DCSR>
    return
  }
}
