// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// X *= 2 in place on a CSR matrix (the sparse tensor is the only operand, in outs).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

#trait_scale_inpl = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>   // X (out)
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) *= 2"
}
#trait_tanh = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>   // X (out)
  ],
  iterator_types = ["parallel", "parallel"],
  doc = "X(i,j) = tanh X(i,j)"
}

module {
  func.func @scale(%argx: tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR> {
    %c = arith.constant 2.0 : f64
    %0 = linalg.generic #trait_scale_inpl
      outs(%argx: tensor<4x5xf64, #CSR>) {
        ^bb(%x: f64):
          %1 = arith.mulf %x, %c : f64
          linalg.yield %1 : f64
    } -> tensor<4x5xf64, #CSR>
    return %0 : tensor<4x5xf64, #CSR>
  }
  func.func @tanh(%argx: tensor<4x5xf64, #DCSR>) -> tensor<4x5xf64, #DCSR> {
    %0 = linalg.generic #trait_tanh
      outs(%argx: tensor<4x5xf64, #DCSR>) {
        ^bb(%x: f64):
          %1 = math.tanh %x : f64
          linalg.yield %1 : f64
    } -> tensor<4x5xf64, #DCSR>
    return %0 : tensor<4x5xf64, #DCSR>
  }
  func.func @main() {
    %d = arith.constant dense<[[0.0, 1.0, 0.0, 2.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0],
                               [-3.0, 0.0, 0.5, 5.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.25]]> : tensor<4x5xf64>
    %s = sparse_tensor.convert %d : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %t = sparse_tensor.convert %d : tensor<4x5xf64> to tensor<4x5xf64, #DCSR>
    %0 = call @scale(%s) : (tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR>
    sparse_tensor.print %0 : tensor<4x5xf64, #CSR>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 5 )
// CHECK-NEXT: lvl = ( 4, 5 )
// CHECK-NEXT: pos[1] : ( 0, 2, 2, 5, 6 )
// CHECK-NEXT: crd[1] : ( 1, 3, 0, 2, 3, 4 )
// CHECK-NEXT: values : ( 2, 4, -6, 1, 10, 0.5 )
// CHECK-NEXT: ----
