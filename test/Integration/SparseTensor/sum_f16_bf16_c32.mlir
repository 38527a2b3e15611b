// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sum reductions of doubly compressed matrices of f16, bf16 and complex<f32> into 0-d tensors.

#SparseMatrix = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

#trait_sum_reduce = {
  indexing_maps = [
    affine_map<(i,j) -> (i,j)>, // A
    affine_map<(i,j) -> ()>     // x (out)
  ],
  iterator_types = ["reduction", "reduction"],
  doc = "x += A(i,j)"
}

module {
  func.func @sum_f16(%arga: tensor<4x6xf16, #SparseMatrix>, %argx: tensor<f16>) -> tensor<f16> {
    %0 = linalg.generic #trait_sum_reduce
      ins(%arga: tensor<4x6xf16, #SparseMatrix>)
      outs(%argx: tensor<f16>) {
      ^bb(%a: f16, %x: f16):
        %0 = arith.addf %x, %a : f16
        linalg.yield %0 : f16
    } -> tensor<f16>
    return %0 : tensor<f16>
  }
  func.func @sum_bf16(%arga: tensor<4x6xbf16, #SparseMatrix>, %argx: tensor<bf16>) -> tensor<bf16> {
    %0 = linalg.generic #trait_sum_reduce
      ins(%arga: tensor<4x6xbf16, #SparseMatrix>)
      outs(%argx: tensor<bf16>) {
      ^bb(%a: bf16, %x: bf16):
        %0 = arith.addf %x, %a : bf16
        linalg.yield %0 : bf16
    } -> tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func @sum_c32(%arga: tensor<4x6xcomplex<f32>, #SparseMatrix>, %argx: tensor<complex<f32>>) -> tensor<complex<f32>> {
    %0 = linalg.generic #trait_sum_reduce
      ins(%arga: tensor<4x6xcomplex<f32>, #SparseMatrix>)
      outs(%argx: tensor<complex<f32>>) {
      ^bb(%a: complex<f32>, %x: complex<f32>):
        %0 = complex.add %x, %a : complex<f32>
        linalg.yield %0 : complex<f32>
    } -> tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }

  func.func @main() {
    %h = arith.constant dense<[[1.5, 0.0, 0.0, 2.25, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 0.0, 0.0, 4.5],
                               [0.0, 0.0, 0.125, 0.0, 0.0, 1.0]]> : tensor<4x6xf16>
    %b = arith.constant dense<[[1.5, 0.0, 0.0, 2.25, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 0.0, 0.0, 4.5],
                               [0.0, 0.0, 0.125, 0.0, 0.0, 1.0]]> : tensor<4x6xbf16>
    %c = arith.constant sparse<[[0, 0], [1, 5], [3, 2]], [(1.0, 2.0), (-3.5, 0.5), (2.0, -1.0)]> : tensor<4x6xcomplex<f32>>
    %sh = sparse_tensor.convert %h : tensor<4x6xf16> to tensor<4x6xf16, #SparseMatrix>
    %sb = sparse_tensor.convert %b : tensor<4x6xbf16> to tensor<4x6xbf16, #SparseMatrix>
    %sc = sparse_tensor.convert %c : tensor<4x6xcomplex<f32>> to tensor<4x6xcomplex<f32>, #SparseMatrix>
    %xh = arith.constant dense<0.5> : tensor<f16>
    %xb = arith.constant dense<0.5> : tensor<bf16>
    %xc = arith.constant dense<(0.0, 1.0)> : tensor<complex<f32>>
    %0 = call @sum_f16(%sh, %xh) : (tensor<4x6xf16, #SparseMatrix>, tensor<f16>) -> tensor<f16>
    %1 = call @sum_bf16(%sb, %xb) : (tensor<4x6xbf16, #SparseMatrix>, tensor<bf16>) -> tensor<bf16>
    %2 = call @sum_c32(%sc, %xc) : (tensor<4x6xcomplex<f32>, #SparseMatrix>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %v0 = tensor.extract %0[] : tensor<f16>
    %w0 = arith.extf %v0 : f16 to f32
    vector.print %w0 : f32
    %v1 = tensor.extract %1[] : tensor<bf16>
    %w1 = arith.extf %v1 : bf16 to f32
    vector.print %w1 : f32
    %v2 = tensor.extract %2[] : tensor<complex<f32>>
    %re = complex.re %v2 : complex<f32>
    %im = complex.im %v2 : complex<f32>
    vector.print %re : f32
    vector.print %im : f32
    bufferization.dealloc_tensor %sh : tensor<4x6xf16, #SparseMatrix>
    bufferization.dealloc_tensor %sb : tensor<4x6xbf16, #SparseMatrix>
    bufferization.dealloc_tensor %sc : tensor<4x6xcomplex<f32>, #SparseMatrix>
    return
  }
}

// CHECK: 12.875
// CHECK-NEXT: 12.875
// CHECK-NEXT: -0.5
// CHECK-NEXT: 2.5
