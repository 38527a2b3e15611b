// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// More named ops through the LinalgOp interface: quantized convolution with zero points,
// depthwise convolution with a channel multiplier, 3-D and unsigned max pooling, mmt4d, an
// unsigned copy (cast attribute) and conv_3d on buffers. The CHECK lines are what
// mlir-runner-22 prints for this file lowered as described in linalg-named-kernels.mlir.

// CHECK: 6
// CHECK-NEXT: 27
// CHECK-NEXT: 14
// CHECK-NEXT: 37
// CHECK-NEXT: 30
// CHECK-NEXT: 57
// CHECK-NEXT: 38
// CHECK-NEXT: 67
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: -0.5
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 0.25
// CHECK-NEXT: -0.5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1.5
// CHECK-NEXT: -3
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3
// CHECK-NEXT: 0.5
// CHECK-NEXT: -1
// CHECK-NEXT: 250
// CHECK-NEXT: 2
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 4.5
// CHECK-NEXT: 255
// CHECK-NEXT: 127
// CHECK-NEXT: 128
// CHECK-NEXT: 5
// CHECK-NEXT: 6.5
// CHECK-NEXT: 7.5
// CHECK-NEXT: 9.5
// CHECK-NEXT: 10.5
// CHECK-NEXT: -5

func.func @print_i32(%t: tensor<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xi32>
    vector.print %v : i32
  }
  return
}

func.func @print_f32(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    vector.print %v : f32
  }
  return
}

func.func @main() {
  // Quantized 2-D convolution (NHWC x HWCF) with zero points, i8 -> i32.
  %img = arith.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi8>
  %flt = arith.constant dense<[[[[1, -1]], [[2, 0]]], [[[0, 1]], [[-3, 2]]]]> : tensor<2x2x1x2xi8>
  %izp = arith.constant 1 : i32
  %fzp = arith.constant -2 : i32
  %acc = arith.constant dense<0> : tensor<1x2x2x2xi32>
  %q = linalg.conv_2d_nhwc_hwcf_q ins(%img, %flt, %izp, %fzp : tensor<1x3x3x1xi8>, tensor<2x2x1x2xi8>, i32, i32) outs(%acc : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %qf = tensor.collapse_shape %q [[0, 1, 2, 3]] : tensor<1x2x2x2xi32> into tensor<8xi32>
  %qd = tensor.cast %qf : tensor<8xi32> to tensor<?xi32>
  call @print_i32(%qd) : (tensor<?xi32>) -> ()

  // Depthwise convolution with a channel multiplier and unsigned max pooling in 3-D.
  %dimg = arith.constant dense<[[[[1.0, -1.0], [2.0, 0.5]], [[0.0, 3.0], [1.5, 1.0]]]]> : tensor<1x2x2x2xf32>
  %dflt = arith.constant dense<[[[[1.0, 2.0], [0.5, -1.0]]]]> : tensor<1x1x2x2xf32>
  %dacc = arith.constant dense<0.0> : tensor<1x2x2x2x2xf32>
  %dw = linalg.depthwise_conv_2d_nhwc_hwcm ins(%dimg, %dflt : tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) outs(%dacc : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %dwf = tensor.collapse_shape %dw [[0, 1, 2, 3, 4]] : tensor<1x2x2x2x2xf32> into tensor<16xf32>
  %dwd = tensor.cast %dwf : tensor<16xf32> to tensor<?xf32>
  call @print_f32(%dwd) : (tensor<?xf32>) -> ()
  %vol = arith.constant dense<[[[[[1], [200]], [[3], [4]]], [[[5], [6]], [[250], [8]]]]]> : tensor<1x2x2x2x1xi32>
  %vwin = tensor.empty() : tensor<2x2x2xi32>
  %vz = arith.constant dense<0> : tensor<1x1x1x1x1xi32>
  %vmax = linalg.pooling_ndhwc_max ins(%vol, %vwin : tensor<1x2x2x2x1xi32>, tensor<2x2x2xi32>) outs(%vz : tensor<1x1x1x1x1xi32>) -> tensor<1x1x1x1x1xi32>
  %nwc = arith.constant dense<[[[3], [-7], [2]]]> : tensor<1x3x1xi32>
  %nwin = tensor.empty() : tensor<3xi32>
  %neg1 = arith.constant dense<[[[-5]]]> : tensor<1x1x1xi32>
  %numax = linalg.pooling_nwc_max_unsigned ins(%nwc, %nwin : tensor<1x3x1xi32>, tensor<3xi32>) outs(%neg1 : tensor<1x1x1xi32>) -> tensor<1x1x1xi32>
  %pv = tensor.collapse_shape %vmax [[0, 1, 2, 3, 4]] : tensor<1x1x1x1x1xi32> into tensor<1xi32>
  %pvd = tensor.cast %pv : tensor<1xi32> to tensor<?xi32>
  call @print_i32(%pvd) : (tensor<?xi32>) -> ()

  // mmt4d on 2x2 tiles: (1x2 tiles of 2x2) x (1x2 tiles of 2x2)^T.
  %lhs = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.0], [0.0, 0.5]]]]> : tensor<1x2x2x2xf32>
  %rhs = arith.constant dense<[[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 2.0], [-1.0, 1.0]]]]> : tensor<1x2x2x2xf32>
  %macc = arith.constant dense<0.0> : tensor<1x1x2x2xf32>
  %mm = linalg.mmt4d ins(%lhs, %rhs : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%macc : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %mmf = tensor.collapse_shape %mm [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
  %mmd = tensor.cast %mmf : tensor<4xf32> to tensor<?xf32>
  call @print_f32(%mmd) : (tensor<?xf32>) -> ()

  // Unsigned copy of i8 into i32 and a 3-D convolution on buffers.
  %bytes = arith.constant dense<[-1, 127, -128, 5]> : tensor<4xi8>
  %wide = tensor.empty() : tensor<4xi32>
  %cu = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%bytes : tensor<4xi8>) outs(%wide : tensor<4xi32>) -> tensor<4xi32>
  %cud = tensor.cast %cu : tensor<4xi32> to tensor<?xi32>
  call @print_i32(%cud) : (tensor<?xi32>) -> ()
  %cube = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]> : tensor<2x2x3xf32>
  %ck = arith.constant dense<[[[1.0, -1.0]], [[0.5, 0.5]]]> : tensor<2x1x2xf32>
  %cubem = bufferization.to_buffer %cube : tensor<2x2x3xf32> to memref<2x2x3xf32>
  %ckm = bufferization.to_buffer %ck : tensor<2x1x2xf32> to memref<2x1x2xf32>
  %c3o = memref.alloc() : memref<1x2x2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c3o : memref<1x2x2xf32>)
  linalg.conv_3d ins(%cubem, %ckm : memref<2x2x3xf32>, memref<2x1x2xf32>) outs(%c3o : memref<1x2x2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %c3o[%c0, %i, %j] : memref<1x2x2xf32>
      vector.print %v : f32
    }
  }
  %nu = tensor.collapse_shape %numax [[0, 1, 2]] : tensor<1x1x1xi32> into tensor<1xi32>
  %nud = tensor.cast %nu : tensor<1xi32> to tensor<?xi32>
  call @print_i32(%nud) : (tensor<?xi32>) -> ()
  return
}
