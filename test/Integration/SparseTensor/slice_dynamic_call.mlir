// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s

// A slice cut at run-time offsets and strides is passed to a kernel in another function:
// the sparsified kernel reads the source's shared buffers with the slice's offsets and
// strides (sparse_tensor.slice.offset / slice.stride), which travel with the slice.

#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#DCSR_SLICE = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(?, 4, ?)>, j : #sparse_tensor<slice(?, 4, ?)>) -> (i : compressed, j : compressed)
}>

#matvec = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}

module {
  func.func @spmv(%a: tensor<4x4xf64, #DCSR_SLICE>, %x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
    %r = linalg.generic #matvec ins(%a, %x : tensor<4x4xf64, #DCSR_SLICE>, tensor<4xf64>) outs(%y : tensor<4xf64>) {
    ^bb0(%av: f64, %xv: f64, %yv: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %yv, %p : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    return %r : tensor<4xf64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f0 = arith.constant 0.0 : f64
    %m = arith.constant sparse<[[0, 0], [0, 3], [1, 2], [2, 1], [2, 5], [3, 4], [4, 1], [4, 6],
                                [5, 0], [6, 3], [6, 7], [7, 5]],
                               [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : tensor<8x8xf64>
    %a = sparse_tensor.convert %m : tensor<8x8xf64> to tensor<8x8xf64, #DCSR>
    // Rows 0, 2, 4, 6 and columns 1..4.
    %s = tensor.extract_slice %a[%c0, %c1][4, 4][%c2, %c1] : tensor<8x8xf64, #DCSR> to tensor<4x4xf64, #DCSR_SLICE>
    %x = arith.constant dense<[1.0, 10.0, 100.0, 1000.0]> : tensor<4xf64>
    %y = arith.constant dense<0.0> : tensor<4xf64>
    %r = call @spmv(%s, %x, %y) : (tensor<4x4xf64, #DCSR_SLICE>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    // CHECK: ( 200, 4, 7, 1000 )
    %v = vector.transfer_read %r[%c0], %f0 : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
