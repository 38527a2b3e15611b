// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Tensor-times-vector over the last mode of a 3-D CSF tensor (every level compressed) into a
// dense matrix; the dot product of two sparse vectors with the named `linalg.dot`.

#CSF = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : compressed, j : compressed, k : compressed)
}>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#trait_ttv = {
  indexing_maps = [
    affine_map<(i, j, k) -> (i, j, k)>,  // A
    affine_map<(i, j, k) -> (k)>,        // b
    affine_map<(i, j, k) -> (i, j)>      // X (out)
  ],
  iterator_types = ["parallel", "parallel", "reduction"],
  doc = "X(i,j) += A(i,j,k) * b(k)"
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %ta = arith.constant sparse<[[0, 0, 1], [0, 2, 0], [0, 2, 3], [2, 1, 2]], [1.0, 2.0, 3.0, 4.0]> : tensor<3x3x4xf64>
  %a = sparse_tensor.convert %ta : tensor<3x3x4xf64> to tensor<3x3x4xf64, #CSF>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf64>
  %e = tensor.empty() : tensor<3x3xf64>
  %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<3x3xf64>) -> tensor<3x3xf64>
  %x = linalg.generic #trait_ttv
    ins(%a, %b : tensor<3x3x4xf64, #CSF>, tensor<4xf64>) outs(%z : tensor<3x3xf64>) {
    ^bb0(%av: f64, %bv: f64, %xv: f64):
      %m = arith.mulf %av, %bv : f64
      %s = arith.addf %xv, %m : f64
      linalg.yield %s : f64
  } -> tensor<3x3xf64>
  // CHECK: ( ( 20, 0, 140 ), ( 0, 0, 0 ), ( 0, 120, 0 ) )
  %v = vector.transfer_read %x[%c0, %c0], %f0 : tensor<3x3xf64>, vector<3x3xf64>
  vector.print %v : vector<3x3xf64>

  %du = arith.constant sparse<[[1], [5], [7]], [2.0, 3.0, 4.0]> : tensor<8xf64>
  %dw = arith.constant sparse<[[0], [5], [7]], [9.0, -1.0, 0.5]> : tensor<8xf64>
  %u = sparse_tensor.convert %du : tensor<8xf64> to tensor<8xf64, #SV>
  %w = sparse_tensor.convert %dw : tensor<8xf64> to tensor<8xf64, #SV>
  %e0 = tensor.empty() : tensor<f64>
  %z0 = linalg.fill ins(%f0 : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %dot = linalg.dot ins(%u, %w : tensor<8xf64, #SV>, tensor<8xf64, #SV>) outs(%z0 : tensor<f64>) -> tensor<f64>
  %dv = tensor.extract %dot[] : tensor<f64>
  // CHECK-NEXT: -1
  vector.print %dv : f64
  bufferization.dealloc_tensor %a : tensor<3x3x4xf64, #CSF>
  bufferization.dealloc_tensor %u : tensor<8xf64, #SV>
  bufferization.dealloc_tensor %w : tensor<8xf64, #SV>
  return
}
