// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Named linalg ops run through the LinalgOp interface: matmul (plain and transposed through indexing_maps), a strided dilated convolution, max pooling, elementwise float ops, and integer kernels on buffers (unsigned matmul, quantized matmul, unsigned division, unsigned min pooling).
// The CHECK lines are what mlir-runner-22 prints for this file lowered with
//   mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops
//     --lower-affine --convert-scf-to-cf --expand-strided-metadata --convert-math-to-llvm
//     --convert-math-to-libm --convert-vector-to-llvm --finalize-memref-to-llvm
//     --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm
//     --reconcile-unrealized-casts

// CHECK: -0.25
// CHECK-NEXT: 7.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 18
// CHECK-NEXT: 2.0625
// CHECK-NEXT: -1.25
// CHECK-NEXT: -1.25
// CHECK-NEXT: 5.25
// CHECK-NEXT: 18.5
// CHECK-NEXT: 22.5
// CHECK-NEXT: 26.5
// CHECK-NEXT: 46.5
// CHECK-NEXT: 50.5
// CHECK-NEXT: 54.5
// CHECK-NEXT: 74.5
// CHECK-NEXT: 78.5
// CHECK-NEXT: 82.5
// CHECK-NEXT: 8
// CHECK-NEXT: 10
// CHECK-NEXT: 12
// CHECK-NEXT: 22
// CHECK-NEXT: 24
// CHECK-NEXT: 26
// CHECK-NEXT: 36
// CHECK-NEXT: 38
// CHECK-NEXT: 40
// CHECK-NEXT: 2.70711
// CHECK-NEXT: 2.50378
// CHECK-NEXT: 6.45027
// CHECK-NEXT: 256.062
// CHECK-NEXT: inf
// CHECK-NEXT: 3.8742e+08
// CHECK-NEXT: 407
// CHECK-NEXT: 25801
// CHECK-NEXT: 1791
// CHECK-NEXT: 642
// CHECK-NEXT: -193
// CHECK-NEXT: 7430
// CHECK-NEXT: -32
// CHECK-NEXT: -8
// CHECK-NEXT: 1431655762
// CHECK-NEXT: 14
// CHECK-NEXT: 3
// CHECK-NEXT: 2147483647
// CHECK-NEXT: 7

func.func @print_f32(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x?xf32>
  %m = tensor.dim %t, %c1 : tensor<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = tensor.extract %t[%i, %j] : tensor<?x?xf32>
      vector.print %v : f32
    }
  }
  return
}

func.func @print_i32(%t: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?x?xi32>
  %m = memref.dim %t, %c1 : memref<?x?xi32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %t[%i, %j] : memref<?x?xi32>
      vector.print %v : i32
    }
  }
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [-1.0, 2.0], [0.25, 1.0]]> : tensor<3x2xf32>
  %z = arith.constant dense<0.0> : tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mmd = tensor.cast %mm : tensor<2x2xf32> to tensor<?x?xf32>
  call @print_f32(%mmd) : (tensor<?x?xf32>) -> ()

  // A^T B with the transposed operand given by indexing_maps.
  %mt = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
          ins(%b, %b : tensor<3x2xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mtd = tensor.cast %mt : tensor<2x2xf32> to tensor<?x?xf32>
  call @print_f32(%mtd) : (tensor<?x?xf32>) -> ()

  // Strided, dilated 2-D convolution, NHWC x HWCF, on a 1x7x7x1 ramp.
  %img = tensor.empty() : tensor<1x7x7x1xf32>
  %ramp = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%img : tensor<1x7x7x1xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c7 = arith.constant 7 : index
    %hw = arith.muli %h, %c7 : index
    %l = arith.addi %hw, %w : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  } -> tensor<1x7x7x1xf32>
  %k = arith.constant dense<[[[[1.0]], [[0.0]]], [[[-1.0]], [[2.0]]]]> : tensor<2x2x1x1xf32>
  %o0 = arith.constant dense<0.5> : tensor<1x3x3x1xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%ramp, %k : tensor<1x7x7x1xf32>, tensor<2x2x1x1xf32>) outs(%o0 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %convc = tensor.collapse_shape %conv [[0, 1], [2, 3]] : tensor<1x3x3x1xf32> into tensor<3x3xf32>
  %convd = tensor.cast %convc : tensor<3x3xf32> to tensor<?x?xf32>
  call @print_f32(%convd) : (tensor<?x?xf32>) -> ()

  // Max pooling 2x2, stride 2 on the ramp.
  %win = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant -1.0e30 : f32
  %pinit = tensor.empty() : tensor<1x3x3x1xf32>
  %pfill = linalg.fill ins(%ninf : f32) outs(%pinit : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %pool = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
            ins(%ramp, %win : tensor<1x7x7x1xf32>, tensor<2x2xf32>) outs(%pfill : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %poolc = tensor.collapse_shape %pool [[0, 1], [2, 3]] : tensor<1x3x3x1xf32> into tensor<3x3xf32>
  %poold = tensor.cast %poolc : tensor<3x3xf32> to tensor<?x?xf32>
  call @print_f32(%poold) : (tensor<?x?xf32>) -> ()

  // Elementwise float ops.
  %e = arith.constant dense<[[0.5, -1.5, 2.25], [4.0, -0.0, 9.0]]> : tensor<2x3xf32>
  %eo = tensor.empty() : tensor<2x3xf32>
  %ex = linalg.abs ins(%e : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %sq = linalg.sqrt ins(%ex : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %fl = linalg.floor ins(%e : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mx = linalg.max ins(%sq, %fl : tensor<2x3xf32>, tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %sqr = linalg.square ins(%mx : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %rc = linalg.reciprocal ins(%sqr : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %neg = linalg.negf ins(%rc : tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %pw = linalg.powf ins(%ex, %ex : tensor<2x3xf32>, tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %sub = linalg.sub ins(%pw, %neg : tensor<2x3xf32>, tensor<2x3xf32>) outs(%eo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %subd = tensor.cast %sub : tensor<2x3xf32> to tensor<?x?xf32>
  call @print_f32(%subd) : (tensor<?x?xf32>) -> ()

  // Integer kernels on buffers: unsigned i8 matmul into i32, quantized matmul, unsigned
  // division and unsigned min pooling.
  %ai = arith.constant dense<[[200, 1], [3, 255]]> : tensor<2x2xi8>
  %bi = arith.constant dense<[[2, 129], [7, 1]]> : tensor<2x2xi8>
  %am = bufferization.to_buffer %ai : tensor<2x2xi8> to memref<2x2xi8>
  %bm = bufferization.to_buffer %bi : tensor<2x2xi8> to memref<2x2xi8>
  %cm = memref.alloc() : memref<2x2xi32>
  %c0i = arith.constant 0 : i32
  linalg.fill ins(%c0i : i32) outs(%cm : memref<2x2xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%am, %bm : memref<2x2xi8>, memref<2x2xi8>) outs(%cm : memref<2x2xi32>)
  %cmd = memref.cast %cm : memref<2x2xi32> to memref<?x?xi32>
  call @print_i32(%cmd) : (memref<?x?xi32>) -> ()
  %qm = memref.alloc() : memref<2x2xi32>
  linalg.fill ins(%c0i : i32) outs(%qm : memref<2x2xi32>)
  %zpa = arith.constant 3 : i32
  %zpb = arith.constant -1 : i32
  linalg.quantized_matmul ins(%am, %bm, %zpa, %zpb : memref<2x2xi8>, memref<2x2xi8>, i32, i32) outs(%qm : memref<2x2xi32>)
  %qmd = memref.cast %qm : memref<2x2xi32> to memref<?x?xi32>
  call @print_i32(%qmd) : (memref<?x?xi32>) -> ()
  %dm = memref.alloc() : memref<2x2xi32>
  %num = arith.constant dense<[[-8, 100], [7, -1]]> : tensor<2x2xi32>
  %den = arith.constant dense<[[3, 7], [2, 2]]> : tensor<2x2xi32>
  %numm = bufferization.to_buffer %num : tensor<2x2xi32> to memref<2x2xi32>
  %denm = bufferization.to_buffer %den : tensor<2x2xi32> to memref<2x2xi32>
  linalg.div_unsigned ins(%numm, %denm : memref<2x2xi32>, memref<2x2xi32>) outs(%dm : memref<2x2xi32>)
  %dmd = memref.cast %dm : memref<2x2xi32> to memref<?x?xi32>
  call @print_i32(%dmd) : (memref<?x?xi32>) -> ()
  %in4 = memref.alloc() : memref<1x2x2x1xi32>
  %numc = memref.expand_shape %numm [[0, 1], [2, 3]] output_shape [1, 2, 2, 1] : memref<2x2xi32> into memref<1x2x2x1xi32>
  %pw2 = memref.alloc() : memref<2x2xi32>
  %pout = memref.alloc() : memref<1x1x1x1xi32>
  %cmax = arith.constant -1 : i32
  linalg.fill ins(%cmax : i32) outs(%pout : memref<1x1x1x1xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%numc, %pw2 : memref<1x2x2x1xi32>, memref<2x2xi32>) outs(%pout : memref<1x1x1x1xi32>)
  %poutc = memref.collapse_shape %pout [[0, 1], [2, 3]] : memref<1x1x1x1xi32> into memref<1x1xi32>
  %poutd = memref.cast %poutc : memref<1x1xi32> to memref<?x?xi32>
  call @print_i32(%poutd) : (memref<?x?xi32>) -> ()
  return
}
