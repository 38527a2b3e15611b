// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// batch_mmt4d, batch_vecmat (float, and i8 sign-extended into i32), quantized_batch_matmul,
// and linalg.pack / linalg.unpack (padding, outer_dims_perm, tiles in swapped order, a
// partial last tile dropped by unpack, a runtime tile size), on small static shapes with
// distinct values. The CHECK lines are what MLIR 22 alone prints for this file:
//   scripts/mlir-sparse-run linalg-named-misc.mlir
//     --test-linalg-transform-patterns=test-decompose-linalg-pack
//     --transform-preload-library=transform-library-paths=Inputs/linalg-lower-pack.mlir
//     --transform-interpreter
// (MLIR's sparsifier pipeline leaves pack and unpack alone; the decomposition handles the
// pack with a runtime tile size, which the transform's lower_pack rejects.)

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad_f32 = arith.constant 0.0 : f32
  %pad_i32 = arith.constant 0 : i32
  %pad_i16 = arith.constant 0 : i16
  %pad_i8 = arith.constant 0 : i8
  // Batched mmt4d: lhs (B, M, K, m0, k0), rhs (B, N, K, n0, k0), out (B, M, N, m0, n0).
  %in0_0 = arith.constant dense<[[[[[-3.75, -1.25, 2.75], [-1.0, -3.25, -4.0]], [[-3.25, -1.0, 2.75], [-1.25, -3.75, 4.5]]]], [[[[-4.25, -2.25, 1.25], [-3.0, 3.5, 2.25]], [[2.5, 4.25, -1.75], [3.0, 0.0, -1.5]]]]]> : tensor<2x1x2x2x3xf32>
  %in0_1 = arith.constant dense<[[[[[-2.5, 0.0, 4.0]], [[0.25, -2.0, -2.75]]], [[[-2.0, 0.25, 4.0]], [[0.0, -2.5, -3.5]]]], [[[[-3.0, -1.0, 2.5]], [[-1.75, -4.5, 3.5]]], [[[3.75, -3.75, -0.5]], [[4.25, 1.25, -0.25]]]]]> : tensor<2x2x2x1x3xf32>
  %init0 = arith.constant dense<[[[[[-1.25], [1.25]], [[-4.0], [1.5]]]], [[[[-0.75], [-1.5]], [[-0.75], [1.5]]]]]> : tensor<2x1x2x2x1xf32>
  %r0 = linalg.batch_mmt4d
      ins(%in0_0, %in0_1 : tensor<2x1x2x2x3xf32>, tensor<2x2x2x1x3xf32>)
      outs(%init0 : tensor<2x1x2x2x1xf32>) -> tensor<2x1x2x2x1xf32>
  %v0 = vector.transfer_read %r0[%c0, %c0, %c0, %c0, %c0], %pad_f32 : tensor<2x1x2x2x1xf32>, vector<2x1x2x2x1xf32>
  vector.print %v0 : vector<2x1x2x2x1xf32>
  // CHECK: ( ( ( ( ( 12.75 ), ( -17.4375 ) ), ( ( 7.0625 ), ( -19.6875 ) ) ) ), ( ( ( ( -12.25 ), ( -0.875 ) ), ( ( 7.5 ), ( -10.875 ) ) ) ) )
  // Batched vector-matrix product: (B, K) x (B, K, N) -> (B, N).
  %in1_0 = arith.constant dense<[[0.0, 2.5, -2.75], [2.75, 0.5, -0.25]]> : tensor<2x3xf32>
  %in1_1 = arith.constant dense<[[[1.25, 3.75, -1.5, 4.0], [1.75, 1.0, 1.75, 4.0], [-1.5, 3.75, 1.25, 0.25]], [[0.75, 2.75, -3.0, 2.0], [-0.75, -2.0, -1.75, 0.0], [3.25, -1.25, -4.25, 3.5]]]> : tensor<2x3x4xf32>
  %init1 = arith.constant dense<[[2.5, -4.25, -0.25, -4.0], [3.0, 2.25, 3.0, -4.0]]> : tensor<2x4xf32>
  %r1 = linalg.batch_vecmat
      ins(%in1_0, %in1_1 : tensor<2x3xf32>, tensor<2x3x4xf32>)
      outs(%init1 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %v1 = vector.transfer_read %r1[%c0, %c0], %pad_f32 : tensor<2x4xf32>, vector<2x4xf32>
  vector.print %v1 : vector<2x4xf32>
  // CHECK-NEXT: ( ( 11, -12.0625, 0.6875, 5.3125 ), ( 3.875, 9.125, -5.0625, 0.625 ) )
  // Batched vector-matrix product of i8 operands sign-extended into i32.
  %in2_0 = arith.constant dense<[[81, -64, 28], [-65, 79, 38]]> : tensor<2x3xi8>
  %in2_1 = arith.constant dense<[[[110, -35], [57, -36], [108, 67]], [[52, 63], [100, -48], [41, -55]]]> : tensor<2x3x2xi8>
  %init2 = arith.constant dense<[[4, -6], [11, 9]]> : tensor<2x2xi32>
  %r2 = linalg.batch_vecmat
      ins(%in2_0, %in2_1 : tensor<2x3xi8>, tensor<2x3x2xi8>)
      outs(%init2 : tensor<2x2xi32>) -> tensor<2x2xi32>
  %v2 = vector.transfer_read %r2[%c0, %c0], %pad_i32 : tensor<2x2xi32>, vector<2x2xi32>
  vector.print %v2 : vector<2x2xi32>
  // CHECK-NEXT: ( ( 8290, 1339 ), ( 6089, -9968 ) )
  // Quantized batched matmul: i8 operands less their zero points, accumulated in i32.
  %in3_0 = arith.constant dense<[[[-43, 23, -96], [22, -45, -86]], [[110, -90, -53], [10, 99, 3]]]> : tensor<2x2x3xi8>
  %in3_1 = arith.constant dense<[[[-14, 52], [-67, 51], [-16, -57]], [[-72, -61], [-24, 39], [-83, 32]]]> : tensor<2x3x2xi8>
  %zp3_0 = arith.constant -6 : i32
  %zp3_1 = arith.constant 9 : i32
  %init3 = arith.constant dense<[[[2, -8], [9, 7]], [[9, -8], [2, -7]]]> : tensor<2x2x2xi32>
  %r3 = linalg.quantized_batch_matmul
      ins(%in3_0, %in3_1, %zp3_0, %zp3_1 : tensor<2x2x3xi8>, tensor<2x3x2xi8>, i32, i32)
      outs(%init3 : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %v3 = vector.transfer_read %r3[%c0, %c0, %c0], %pad_i32 : tensor<2x2x2xi32>, vector<2x2x2xi32>
  vector.print %v3 : vector<2x2x2xi32>
  // CHECK-NEXT: ( ( ( 899, 5559 ), ( 4329, 4853 ) ), ( ( -2291, -11729 ), ( -5587, 2230 ) ) )
  // Pack with padding: both dims tiled in swapped order, outer dims transposed.
  %psrc = arith.constant dense<[[0.0, 2.5, -2.75, 2.75, 0.5, -0.25, 0.5], [2.75, -2.75, 2.5, 0.0, -1.0, -0.5, 1.5], [-4.25, 0.75, -2.0, -3.25, -3.0, -1.25, 2.0], [-2.5, 3.75, 2.25, 2.25, 3.75, -2.5, 2.0], [-1.25, -3.0, -3.25, -2.0, 0.75, -4.25, 1.5]]> : tensor<5x7xf32>
  %pdst = tensor.empty() : tensor<2x3x4x2xf32>
  %ppad = arith.constant -9.0 : f32
  %pack0 = linalg.pack %psrc padding_value(%ppad : f32)
      outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2]
      into %pdst : tensor<5x7xf32> -> tensor<2x3x4x2xf32>
  %pv0 = vector.transfer_read %pack0[%c0, %c0, %c0, %c0], %pad_f32 : tensor<2x3x4x2xf32>, vector<2x3x4x2xf32>
  vector.print %pv0 : vector<2x3x4x2xf32>
  // CHECK-NEXT: ( ( ( ( 0, 2.75 ), ( 2.5, -2.75 ), ( -2.75, 2.5 ), ( 2.75, 0 ) ), ( ( -4.25, -2.5 ), ( 0.75, 3.75 ), ( -2, 2.25 ), ( -3.25, 2.25 ) ), ( ( -1.25, -9 ), ( -3, -9 ), ( -3.25, -9 ), ( -2, -9 ) ) ), ( ( ( 0.5, -1 ), ( -0.25, -0.5 ), ( 0.5, 1.5 ), ( -9, -9 ) ), ( ( -3, 3.75 ), ( -1.25, -2.5 ), ( 2, 2 ), ( -9, -9 ) ), ( ( 0.75, -9 ), ( -4.25, -9 ), ( 1.5, -9 ), ( -9, -9 ) ) ) )
  // Unpacking it gives the source back, the padding dropped.
  %udst = tensor.empty() : tensor<5x7xf32>
  %unpack0 = linalg.unpack %pack0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2]
      into %udst : tensor<2x3x4x2xf32> -> tensor<5x7xf32>
  %uv0 = vector.transfer_read %unpack0[%c0, %c0], %pad_f32 : tensor<5x7xf32>, vector<5x7xf32>
  vector.print %uv0 : vector<5x7xf32>
  // CHECK-NEXT: ( ( 0, 2.5, -2.75, 2.75, 0.5, -0.25, 0.5 ), ( 2.75, -2.75, 2.5, 0, -1, -0.5, 1.5 ), ( -4.25, 0.75, -2, -3.25, -3, -1.25, 2 ), ( -2.5, 3.75, 2.25, 2.25, 3.75, -2.5, 2 ), ( -1.25, -3, -3.25, -2, 0.75, -4.25, 1.5 ) )
  // Full tiles of an i32 tensor, no padding value and no permutation.
  %isrc = arith.constant dense<[[5, -5, -11, 10, -11, -5], [5, -4, -9, -10, -7, 0], [11, 3, -1, -1, 3, 11], [0, -7, -10, -9, -4, 5]]> : tensor<4x6xi32>
  %idst = tensor.empty() : tensor<2x2x2x3xi32>
  %pack1 = linalg.pack %isrc inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %idst : tensor<4x6xi32> -> tensor<2x2x2x3xi32>
  %pv1 = vector.transfer_read %pack1[%c0, %c0, %c0, %c0], %pad_i32 : tensor<2x2x2x3xi32>, vector<2x2x2x3xi32>
  vector.print %pv1 : vector<2x2x2x3xi32>
  // CHECK-NEXT: ( ( ( ( 5, -5, -11 ), ( 5, -4, -9 ) ), ( ( 10, -11, -5 ), ( -10, -7, 0 ) ) ), ( ( ( 11, 3, -1 ), ( 0, -7, -10 ) ), ( ( -1, 3, 11 ), ( -9, -4, 5 ) ) ) )
  // One tiled dim of a 3-D tensor, outer dims rotated.
  %tsrc = arith.constant dense<[[[2.5, -4.25, -0.25, -4.0, 3.0, 2.25, 3.0, -4.0], [-0.25, -4.25, 2.5, 1.5, 2.0, 4.0, -1.75, 3.25], [0.5, -0.75, -0.5, 1.25, 4.5, 0.0, -3.0, -4.5]], [[-4.5, -3.0, 0.0, 4.5, 1.25, -0.5, -0.75, 0.5], [3.25, -1.75, 4.0, 2.0, 1.5, 2.5, -4.25, -0.25], [-4.0, 3.0, 2.25, 3.0, -4.0, -0.25, -4.25, 2.5]]]> : tensor<2x3x8xf32>
  %tdst = tensor.empty() : tensor<3x2x2x4xf32>
  %pack2 = linalg.pack %tsrc outer_dims_perm = [1, 2, 0] inner_dims_pos = [2] inner_tiles = [4]
      into %tdst : tensor<2x3x8xf32> -> tensor<3x2x2x4xf32>
  %pv2 = vector.transfer_read %pack2[%c0, %c0, %c0, %c0], %pad_f32 : tensor<3x2x2x4xf32>, vector<3x2x2x4xf32>
  vector.print %pv2 : vector<3x2x2x4xf32>
  // CHECK-NEXT: ( ( ( ( 2.5, -4.25, -0.25, -4 ), ( -4.5, -3, 0, 4.5 ) ), ( ( 3, 2.25, 3, -4 ), ( 1.25, -0.5, -0.75, 0.5 ) ) ), ( ( ( -0.25, -4.25, 2.5, 1.5 ), ( 3.25, -1.75, 4, 2 ) ), ( ( 2, 4, -1.75, 3.25 ), ( 1.5, 2.5, -4.25, -0.25 ) ) ), ( ( ( 0.5, -0.75, -0.5, 1.25 ), ( -4, 3, 2.25, 3 ) ), ( ( 4.5, 0, -3, -4.5 ), ( -4, -0.25, -4.25, 2.5 ) ) ) )
  // Unpack into a shape that ends inside the last tiles: those elements are dropped.
  %psrc3 = arith.constant dense<[[[[-4, 9], [3, 1]], [[3, 9], [-4, 10]], [[5, 4], [7, -9]]], [[[2, -6], [-10, -10]], [[-6, 2], [-9, 7]], [[4, 5], [10, -4]]]]> : tensor<2x3x2x2xi32>
  %udst3 = tensor.empty() : tensor<5x3xi32>
  %unpack3 = linalg.unpack %psrc3 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2]
      into %udst3 : tensor<2x3x2x2xi32> -> tensor<5x3xi32>
  %uv3 = vector.transfer_read %unpack3[%c0, %c0], %pad_i32 : tensor<5x3xi32>, vector<5x3xi32>
  vector.print %uv3 : vector<5x3xi32>
  // CHECK-NEXT: ( ( -4, 9, 2 ), ( 3, 1, -10 ), ( 3, 9, -6 ), ( -4, 10, -9 ), ( 5, 4, 4 ) )
  // A single tile whose first size is a runtime value, padded.
  %c4 = arith.constant 4 : index
  %dsrc = arith.constant dense<[[-4.25, -1.75, 2.25], [-1.5, -3.75, -4.5], [-3.75, -1.5, 2.25]]> : tensor<3x3xf32>
  %ddst = tensor.empty(%c4) : tensor<1x1x?x3xf32>
  %pack4 = linalg.pack %dsrc padding_value(%ppad : f32) inner_dims_pos = [1, 0] inner_tiles = [%c4, 3]
      into %ddst : tensor<3x3xf32> -> tensor<1x1x?x3xf32>
  %pv4 = vector.transfer_read %pack4[%c0, %c0, %c0, %c0], %pad_f32 : tensor<1x1x?x3xf32>, vector<1x1x4x3xf32>
  vector.print %pv4 : vector<1x1x4x3xf32>
  // CHECK-NEXT: ( ( ( ( -4.25, -1.5, -3.75 ), ( -1.75, -3.75, -1.5 ), ( 2.25, -4.5, 2.25 ), ( -9, -9, -9 ) ) ) )
  return
}
