// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Kernels that read every coordinate although an operand is sparse: a sparse dot product
// into a 0-d tensor, a comparison into a dense i8 matrix (true where the sparse operand is
// absent), a sum pooling over a sparse image, and linalg.quantized_matmul with a sparse
// left operand and its two scalar zero points (invariants of the body).

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CCCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#trait_dot = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}
#trait_cmp = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#trait_sign = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @dot(%a: tensor<8xf32, #SV>, %b: tensor<8xf32, #SV>, %x: tensor<f32>) -> tensor<f32> {
    %0 = linalg.generic #trait_dot ins(%a, %b : tensor<8xf32, #SV>, tensor<8xf32, #SV>) outs(%x : tensor<f32>) {
    ^bb0(%p: f32, %q: f32, %r: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %r, %m : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @cmp(%a: tensor<4x4xf64, #DCSR>, %b: tensor<4x4xf64>) -> tensor<4x4xi8> {
    %init = tensor.empty() : tensor<4x4xi8>
    %0 = linalg.generic #trait_cmp ins(%a, %b : tensor<4x4xf64, #DCSR>, tensor<4x4xf64>) outs(%init : tensor<4x4xi8>) {
    ^bb0(%p: f64, %q: f64, %r: i8):
      %c = arith.cmpf ult, %p, %q : f64
      %e = arith.extui %c : i1 to i8
      linalg.yield %e : i8
    } -> tensor<4x4xi8>
    return %0 : tensor<4x4xi8>
  }
  func.func @pool(%in: tensor<1x4x4x1xf32, #CCCC>, %w: tensor<2x2xf32>) -> tensor<1x3x3x1xf32> {
    %f0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x3x3x1xf32>
    %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x4x4x1xf32, #CCCC>, tensor<2x2xf32>) outs(%z : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    return %0 : tensor<1x3x3x1xf32>
  }
  func.func @qmm(%a: tensor<3x4xi8, #CSR>, %b: tensor<4x2xi8>) -> tensor<3x2xi32> {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %e = tensor.empty() : tensor<3x2xi32>
    %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<3x2xi32>) -> tensor<3x2xi32>
    %0 = linalg.quantized_matmul ins(%a, %b, %c2, %c0 : tensor<3x4xi8, #CSR>, tensor<4x2xi8>, i32, i32)
      outs(%z : tensor<3x2xi32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f32
    %d0 = arith.constant 0.0 : f64
    %i0 = arith.constant 0 : i8
    %i32 = arith.constant 0 : i32
    %va = arith.constant dense<[1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 0.0, 4.0]> : tensor<8xf32>
    %vb = arith.constant dense<[0.0, 5.0, 2.0, 0.0, 1.0, 0.0, 0.0, 0.5]> : tensor<8xf32>
    %sa = sparse_tensor.convert %va : tensor<8xf32> to tensor<8xf32, #SV>
    %sb = sparse_tensor.convert %vb : tensor<8xf32> to tensor<8xf32, #SV>
    %x = arith.constant dense<10.0> : tensor<f32>
    %d = call @dot(%sa, %sb, %x) : (tensor<8xf32, #SV>, tensor<8xf32, #SV>, tensor<f32>) -> tensor<f32>
    %dv = tensor.extract %d[] : tensor<f32>
    // CHECK:      19
    vector.print %dv : f32
    %m = arith.constant dense<[[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0], [0.0, -3.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0]]> : tensor<4x4xf64>
    %n = arith.constant dense<[[2.0, -1.0, 0.0, 1.0], [0.5, 0.0, 0.0, 0.0], [0.0, -4.0, 1.0, 0.0], [0.0, 0.0, 4.0, 0.0]]> : tensor<4x4xf64>
    %sm = sparse_tensor.convert %m : tensor<4x4xf64> to tensor<4x4xf64, #DCSR>
    %c = call @cmp(%sm, %n) : (tensor<4x4xf64, #DCSR>, tensor<4x4xf64>) -> tensor<4x4xi8>
    %cv = vector.transfer_read %c[%c0, %c0], %i0 : tensor<4x4xi8>, vector<4x4xi8>
    // CHECK-NEXT: ( ( 1, 0, 0, 0 ), ( 1, 0, 0, 0 ), ( 0, 0, 1, 0 ), ( 0, 0, 0, 0 ) )
    vector.print %cv : vector<4x4xi8>
    %img = arith.constant dense<[[[[1.0], [0.0], [0.0], [2.0]], [[0.0], [0.0], [3.0], [0.0]], [[0.0], [0.0], [0.0], [0.0]], [[4.0], [0.0], [0.0], [5.0]]]]> : tensor<1x4x4x1xf32>
    %simg = sparse_tensor.convert %img : tensor<1x4x4x1xf32> to tensor<1x4x4x1xf32, #CCCC>
    %w = arith.constant dense<0.0> : tensor<2x2xf32>
    %p = call @pool(%simg, %w) : (tensor<1x4x4x1xf32, #CCCC>, tensor<2x2xf32>) -> tensor<1x3x3x1xf32>
    %pv = vector.transfer_read %p[%c0, %c0, %c0, %c0], %f0 : tensor<1x3x3x1xf32>, vector<1x3x3x1xf32>
    // CHECK-NEXT: ( ( ( ( 1 ), ( 3 ), ( 5 ) ), ( ( 0 ), ( 3 ), ( 3 ) ), ( ( 4 ), ( 0 ), ( 5 ) ) ) )
    vector.print %pv : vector<1x3x3x1xf32>
    %qa = arith.constant dense<[[1, 0, 0, 2], [0, 0, -3, 0], [0, 4, 0, 0]]> : tensor<3x4xi8>
    %qb = arith.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi8>
    %sqa = sparse_tensor.convert %qa : tensor<3x4xi8> to tensor<3x4xi8, #CSR>
    %q = call @qmm(%sqa, %qb) : (tensor<3x4xi8, #CSR>, tensor<4x2xi8>) -> tensor<3x2xi32>
    %qv = vector.transfer_read %q[%c0, %c0], %i32 : tensor<3x2xi32>, vector<3x2xi32>
    // CHECK-NEXT: ( ( -17, -22 ), ( -47, -58 ), ( -20, -24 ) )
    vector.print %qv : vector<3x2xi32>
    bufferization.dealloc_tensor %sa : tensor<8xf32, #SV>
    bufferization.dealloc_tensor %sb : tensor<8xf32, #SV>
    bufferization.dealloc_tensor %sm : tensor<4x4xf64, #DCSR>
    bufferization.dealloc_tensor %simg : tensor<1x4x4x1xf32, #CCCC>
    bufferization.dealloc_tensor %sqa : tensor<3x4xi8, #CSR>
    return
  }
}
