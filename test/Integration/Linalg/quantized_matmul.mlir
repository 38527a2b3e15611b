// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Integer kernels: `linalg.quantized_matmul` (i8 operands, zero points, i32 result) and an
// i8 sparse matrix times an i8 vector accumulated in i32 (sign-extended in the body).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

#trait_mv = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (j)>,
    affine_map<(i, j) -> (i)>
  ],
  iterator_types = ["parallel", "reduction"]
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %i0 = arith.constant 0 : i32
  %a = arith.constant dense<[[1, 2], [3, -4]]> : tensor<2x2xi8>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi8>
  %za = arith.constant 1 : i32
  %zb = arith.constant 2 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %z = linalg.fill ins(%i0 : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %q = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<2x2xi8>, tensor<2x2xi8>, i32, i32)
                               outs(%z : tensor<2x2xi32>) -> tensor<2x2xi32>
  // CHECK: ( ( 5, 6 ), ( -19, -22 ) )
  %v = vector.transfer_read %q[%c0, %c0], %i0 : tensor<2x2xi32>, vector<2x2xi32>
  vector.print %v : vector<2x2xi32>

  %dm = arith.constant sparse<[[0, 0], [0, 2], [1, 1]], [100, -100, 127]> : tensor<2x3xi8>
  %m = sparse_tensor.convert %dm : tensor<2x3xi8> to tensor<2x3xi8, #CSR>
  %x = arith.constant dense<[100, 2, 100]> : tensor<3xi8>
  %y0 = arith.constant dense<[1, 1]> : tensor<2xi32>
  %y = linalg.generic #trait_mv
    ins(%m, %x : tensor<2x3xi8, #CSR>, tensor<3xi8>) outs(%y0 : tensor<2xi32>) {
    ^bb0(%mv: i8, %xv: i8, %acc: i32):
      %m32 = arith.extsi %mv : i8 to i32
      %x32 = arith.extsi %xv : i8 to i32
      %p = arith.muli %m32, %x32 : i32
      %s = arith.addi %acc, %p : i32
      linalg.yield %s : i32
  } -> tensor<2xi32>
  // CHECK-NEXT: ( 1, 255 )
  %w = vector.transfer_read %y[%c0], %i0 : tensor<2xi32>, vector<2xi32>
  vector.print %w : vector<2xi32>
  bufferization.dealloc_tensor %m : tensor<2x3xi8, #CSR>
  return
}
