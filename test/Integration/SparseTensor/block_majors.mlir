// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Block-sparse matrices with row-major and column-major blocks (BSR, DBSR, and blocks
// over a column-major outer order), each times a dense matrix, as MLIR's block_majors test
// writes them.

#BSR_row = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
#BSR_col = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, j mod 3 : dense, i mod 2 : dense)
}>
#DBSR_col = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : compressed, j floordiv 3 : compressed, j mod 3 : dense, i mod 2 : dense)
}>
#BSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j floordiv 3 : dense, i floordiv 2 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
#trait_mul = {
  indexing_maps = [
    affine_map<(i,j,k) -> (i,k)>,
    affine_map<(i,j,k) -> (k,j)>,
    affine_map<(i,j,k) -> (i,j)>
  ],
  iterator_types = ["parallel", "parallel", "reduction"],
  doc = "C(i,j) += A(i,k) * B(k,j)"
}
module {
  func.func @mul_row(%a: tensor<4x6xf64, #BSR_row>, %b: tensor<6x2xf64>, %c: tensor<4x2xf64>) -> tensor<4x2xf64> {
    %0 = linalg.generic #trait_mul ins(%a, %b : tensor<4x6xf64, #BSR_row>, tensor<6x2xf64>) outs(%c : tensor<4x2xf64>) {
    ^bb(%x: f64, %y: f64, %z: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %z, %m : f64
      linalg.yield %s : f64
    } -> tensor<4x2xf64>
    return %0 : tensor<4x2xf64>
  }
  func.func @mul_col(%a: tensor<4x6xf64, #BSR_col>, %b: tensor<6x2xf64>, %c: tensor<4x2xf64>) -> tensor<4x2xf64> {
    %0 = linalg.generic #trait_mul ins(%a, %b : tensor<4x6xf64, #BSR_col>, tensor<6x2xf64>) outs(%c : tensor<4x2xf64>) {
    ^bb(%x: f64, %y: f64, %z: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %z, %m : f64
      linalg.yield %s : f64
    } -> tensor<4x2xf64>
    return %0 : tensor<4x2xf64>
  }
  func.func @mul_dcol(%a: tensor<4x6xf64, #DBSR_col>, %b: tensor<6x2xf64>, %c: tensor<4x2xf64>) -> tensor<4x2xf64> {
    %0 = linalg.generic #trait_mul ins(%a, %b : tensor<4x6xf64, #DBSR_col>, tensor<6x2xf64>) outs(%c : tensor<4x2xf64>) {
    ^bb(%x: f64, %y: f64, %z: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %z, %m : f64
      linalg.yield %s : f64
    } -> tensor<4x2xf64>
    return %0 : tensor<4x2xf64>
  }
  func.func @mul_bsc(%a: tensor<4x6xf64, #BSC>, %b: tensor<6x2xf64>, %c: tensor<4x2xf64>) -> tensor<4x2xf64> {
    %0 = linalg.generic #trait_mul ins(%a, %b : tensor<4x6xf64, #BSC>, tensor<6x2xf64>) outs(%c : tensor<4x2xf64>) {
    ^bb(%x: f64, %y: f64, %z: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %z, %m : f64
      linalg.yield %s : f64
    } -> tensor<4x2xf64>
    return %0 : tensor<4x2xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %td = arith.constant dense<[[ 1.0, 2.0, 0.0, 0.0, 0.0, 0.0],
                                [ 3.0, 4.0, 0.0, 0.0, 0.0, 0.0],
                                [ 0.0, 0.0, 0.0, 5.0, 6.0, 0.0],
                                [ 0.0, 0.0, 0.0, 0.0, 7.0, 8.0]]> : tensor<4x6xf64>
    %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<6x2xf64>
    %c = arith.constant dense<0.0> : tensor<4x2xf64>
    %a1 = sparse_tensor.convert %td : tensor<4x6xf64> to tensor<4x6xf64, #BSR_row>
    %a2 = sparse_tensor.convert %td : tensor<4x6xf64> to tensor<4x6xf64, #BSR_col>
    %a3 = sparse_tensor.convert %td : tensor<4x6xf64> to tensor<4x6xf64, #DBSR_col>
    %a4 = sparse_tensor.convert %td : tensor<4x6xf64> to tensor<4x6xf64, #BSC>
    %r1 = call @mul_row(%a1, %b, %c) : (tensor<4x6xf64, #BSR_row>, tensor<6x2xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %r2 = call @mul_col(%a2, %b, %c) : (tensor<4x6xf64, #BSR_col>, tensor<6x2xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %r3 = call @mul_dcol(%a3, %b, %c) : (tensor<4x6xf64, #DBSR_col>, tensor<6x2xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %r4 = call @mul_bsc(%a4, %b, %c) : (tensor<4x6xf64, #BSC>, tensor<6x2xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %v1 = vector.transfer_read %r1[%c0, %c0], %f0 : tensor<4x2xf64>, vector<4x2xf64>
    %v2 = vector.transfer_read %r2[%c0, %c0], %f0 : tensor<4x2xf64>, vector<4x2xf64>
    %v3 = vector.transfer_read %r3[%c0, %c0], %f0 : tensor<4x2xf64>, vector<4x2xf64>
    %v4 = vector.transfer_read %r4[%c0, %c0], %f0 : tensor<4x2xf64>, vector<4x2xf64>
    // CHECK:      ( ( 7, 10 ), ( 15, 22 ), ( 89, 100 ), ( 151, 166 ) )
    vector.print %v1 : vector<4x2xf64>
    // CHECK-NEXT: ( ( 7, 10 ), ( 15, 22 ), ( 89, 100 ), ( 151, 166 ) )
    vector.print %v2 : vector<4x2xf64>
    // CHECK-NEXT: ( ( 7, 10 ), ( 15, 22 ), ( 89, 100 ), ( 151, 166 ) )
    vector.print %v3 : vector<4x2xf64>
    // CHECK-NEXT: ( ( 7, 10 ), ( 15, 22 ), ( 89, 100 ), ( 151, 166 ) )
    vector.print %v4 : vector<4x2xf64>
    // CHECK:      lvl = ( 2, 2, 3, 2 )
    // CHECK-NEXT: pos[1] : ( 0, 1, 2 )
    // CHECK-NEXT: crd[1] : ( 0, 1 )
    // CHECK-NEXT: values : ( 1, 3, 2, 4, 0, 0, 5, 0, 6, 7, 0, 8 )
    sparse_tensor.print %a2 : tensor<4x6xf64, #BSR_col>
    bufferization.dealloc_tensor %a1 : tensor<4x6xf64, #BSR_row>
    bufferization.dealloc_tensor %a2 : tensor<4x6xf64, #BSR_col>
    bufferization.dealloc_tensor %a3 : tensor<4x6xf64, #DBSR_col>
    bufferization.dealloc_tensor %a4 : tensor<4x6xf64, #BSC>
    return
  }
}
