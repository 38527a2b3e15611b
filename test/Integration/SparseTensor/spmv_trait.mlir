// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sparse matrix times dense vector, the kernel written as MLIR's documentation writes it:
// a `#trait` alias for the attribute dictionary, a `sparse<>` constant for the matrix.

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

#trait_matvec = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>,  // A
    affine_map<(i,j) -> (j)>,    // b
    affine_map<(i,j) -> (i)>     // x (out)
  ],
  iterator_types = ["parallel", "reduction"],
  doc = "x(i) += A(i,j) * b(j)"
}

module {
  func.func @kernel_matvec(%arga: tensor<4x8xf64, #CSR>,
                           %argb: tensor<8xf64>,
                           %argx: tensor<4xf64>) -> tensor<4xf64> {
    %0 = linalg.generic #trait_matvec
      ins(%arga, %argb: tensor<4x8xf64, #CSR>, tensor<8xf64>)
      outs(%argx: tensor<4xf64>) {
      ^bb(%a: f64, %b: f64, %x: f64):
        %0 = arith.mulf %a, %b : f64
        %1 = arith.addf %x, %0 : f64
        linalg.yield %1 : f64
    } -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %d0 = arith.constant 0.0 : f64
    %m = arith.constant sparse<
       [ [0, 0], [0, 7], [1, 2], [2, 4], [3, 1], [3, 6] ],
         [ 1.0, 2.0, 3.0, 4.0, 5.0, 6.0 ]
    > : tensor<4x8xf64>
    %a = sparse_tensor.convert %m : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
    %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf64>
    %x = arith.constant dense<0.0> : tensor<4xf64>
    %r = call @kernel_matvec(%a, %b, %x)
      : (tensor<4x8xf64, #CSR>, tensor<8xf64>, tensor<4xf64>) -> tensor<4xf64>

    // CHECK: ( 17, 9, 20, 52 )
    %v = vector.transfer_read %r[%c0], %d0 : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>

    // CHECK:      ---- Sparse Tensor ----
    // CHECK-NEXT: nse = 6
    // CHECK-NEXT: dim = ( 4, 8 )
    // CHECK-NEXT: lvl = ( 4, 8 )
    // CHECK-NEXT: pos[1] : ( 0, 2, 3, 4, 6 )
    // CHECK-NEXT: crd[1] : ( 0, 7, 2, 4, 1, 6 )
    // CHECK-NEXT: values : ( 1, 2, 3, 4, 5, 6 )
    // CHECK-NEXT: ----
    sparse_tensor.print %a : tensor<4x8xf64, #CSR>
    bufferization.dealloc_tensor %a : tensor<4x8xf64, #CSR>
    return
  }
}
