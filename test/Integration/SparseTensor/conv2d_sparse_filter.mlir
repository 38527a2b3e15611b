// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-opt %s --sparsify="strict=true loop-order=given" | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A 2-D convolution (`linalg.conv_2d`) of a dense image with a sparse (DCSR) filter, and
// the same with a dense filter: both give the same output. tile-opt's sparsify rewrites the
// sparse one into loops over the filter's stored entries (strict: an error if it could not).

#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

func.func @conv_sparse(%input: tensor<6x6xi32>, %filter: tensor<3x3xi32, #DCSR>) -> tensor<4x4xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %out = linalg.fill ins(%c0 : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %0 = linalg.conv_2d
    ins(%input, %filter: tensor<6x6xi32>, tensor<3x3xi32, #DCSR>)
    outs(%out: tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

func.func @conv_dense(%input: tensor<6x6xi32>, %filter: tensor<3x3xi32>) -> tensor<4x4xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %out = linalg.fill ins(%c0 : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %0 = linalg.conv_2d
    ins(%input, %filter: tensor<6x6xi32>, tensor<3x3xi32>)
    outs(%out: tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %i0 = arith.constant 0 : i32
  %filter = arith.constant dense<[
    [  1,  0, -1 ],
    [  0,  0,  0 ],
    [ -1,  0,  1 ]
  ]> : tensor<3x3xi32>
  %sfilter = sparse_tensor.convert %filter : tensor<3x3xi32> to tensor<3x3xi32, #DCSR>
  %input = arith.constant dense<[
    [  1,  2,  3,  4,  0,  6 ],
    [  7,  8,  9,  1,  2,  0 ],
    [  6,  7,  8,  1,  2,  3 ],
    [  1,  2,  0,  4,  5,  6 ],
    [  7,  8,  9,  1,  2,  3 ],
    [  6,  7,  8,  0,  2,  5 ]
  ]> : tensor<6x6xi32>
  %0 = call @conv_sparse(%input, %sfilter) : (tensor<6x6xi32>, tensor<3x3xi32, #DCSR>) -> tensor<4x4xi32>
  %1 = call @conv_dense(%input, %filter) : (tensor<6x6xi32>, tensor<3x3xi32>) -> tensor<4x4xi32>
  // CHECK:      ( ( 0, -8, -3, 0 ), ( -3, 9, 12, 3 ), ( 0, -1, -1, 0 ), ( 3, -9, -11, 3 ) )
  // CHECK-NEXT: ( ( 0, -8, -3, 0 ), ( -3, 9, 12, 3 ), ( 0, -1, -1, 0 ), ( 3, -9, -11, 3 ) )
  %v0 = vector.transfer_read %0[%c0, %c0], %i0 : tensor<4x4xi32>, vector<4x4xi32>
  vector.print %v0 : vector<4x4xi32>
  %v1 = vector.transfer_read %1[%c0, %c0], %i0 : tensor<4x4xi32>, vector<4x4xi32>
  vector.print %v1 : vector<4x4xi32>
  bufferization.dealloc_tensor %sfilter : tensor<3x3xi32, #DCSR>
  return
}
