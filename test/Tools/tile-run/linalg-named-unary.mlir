// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Named linalg ops run through the LinalgOp interface: fill_rng_2d, unary/binary/select elementwise ops, matvec/vecmat/dot/batch_matvec/batch_reduce_matmul, depthwise convolution and strided sum pooling on buffers.
// The CHECK lines are what mlir-runner-22 prints for this file lowered with
//   mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops
//     --lower-affine --convert-scf-to-cf --expand-strided-metadata --convert-math-to-llvm
//     --convert-math-to-libm --convert-vector-to-llvm --finalize-memref-to-llvm
//     --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm
//     --reconcile-unrealized-casts

// CHECK: -0.480181
// CHECK-NEXT: 0.0336831
// CHECK-NEXT: 0.547547
// CHECK-NEXT: -0.938588
// CHECK-NEXT: -0.959594
// CHECK-NEXT: -0.44573
// CHECK-NEXT: 0.0681346
// CHECK-NEXT: 0.581999
// CHECK-NEXT: 0.560993
// CHECK-NEXT: -0.925142
// CHECK-NEXT: -0.411278
// CHECK-NEXT: 0.102586
// CHECK-NEXT: -0.480181
// CHECK-NEXT: 0.0336831
// CHECK-NEXT: 0.547547
// CHECK-NEXT: -0.938588
// CHECK-NEXT: -0.959594
// CHECK-NEXT: -0.44573
// CHECK-NEXT: 0.0681346
// CHECK-NEXT: 0.581999
// CHECK-NEXT: 0.560993
// CHECK-NEXT: -0.925142
// CHECK-NEXT: -0.411278
// CHECK-NEXT: 0.102586
// CHECK-NEXT: -6.98055
// CHECK-NEXT: -2.48095
// CHECK-NEXT: 0.546779
// CHECK-NEXT: 1.57451
// CHECK-NEXT: -1.39776
// CHECK-NEXT: -2.08954
// CHECK-NEXT: 2.71193
// CHECK-NEXT: 3.5134
// CHECK-NEXT: -3.32283
// CHECK-NEXT: -7.2
// CHECK-NEXT: 1.32863
// CHECK-NEXT: 2.49262
// CHECK-NEXT: -5.01992
// CHECK-NEXT: -2.81475
// CHECK-NEXT: 2
// CHECK-NEXT: 30
// CHECK-NEXT: 3.5
// CHECK-NEXT: 40
// CHECK-NEXT: 5
// CHECK-NEXT: 50
// CHECK-NEXT: 6.5
// CHECK-NEXT: 60
// CHECK-NEXT: 6
// CHECK-NEXT: 60
// CHECK-NEXT: 12
// CHECK-NEXT: 120

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

func.func @print_mf32(%t: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %t[%i] : memref<?xf32>
    vector.print %v : f32
  }
  return
}

func.func @main() {
  // Random fill, then unary and select kernels over it.
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 1.0 : f64
  %seed = arith.constant 42 : i32
  %init = tensor.empty() : tensor<3x4xf32>
  %r = linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %rd = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  call @print_f32(%rd) : (tensor<?x?xf32>) -> ()
  %t = linalg.tanh ins(%r : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ex = linalg.exp ins(%t : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %lg = linalg.log ins(%ex : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %er = linalg.erf ins(%lg : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %zt = linalg.fill ins(%zero : f32) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %pos = linalg.max ins(%er, %zt : tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ci = tensor.empty() : tensor<3x4xi1>
  %cond = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<3x4xf32>) outs(%ci : tensor<3x4xi1>) {
  ^bb0(%x: f32, %o: i1):
    %c = arith.cmpf ogt, %x, %zero : f32
    linalg.yield %c : i1
  } -> tensor<3x4xi1>
  %rs = linalg.rsqrt ins(%ex : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %sel = linalg.select ins(%cond, %rs, %er : tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %rn = linalg.round ins(%sel : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %cl = linalg.ceil ins(%sel : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %dv = linalg.div ins(%cl, %ex : tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ml = linalg.mul ins(%dv, %rn : tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ad = linalg.add ins(%ml, %t : tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %mn = linalg.min ins(%ad, %r : tensor<3x4xf32>, tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %cp = linalg.copy ins(%mn : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %cpd = tensor.cast %cp : tensor<3x4xf32> to tensor<?x?xf32>
  call @print_f32(%cpd) : (tensor<?x?xf32>) -> ()

  // Contractions over the random matrix.
  %v4 = arith.constant dense<[1.0, -2.0, 0.5, 3.0]> : tensor<4xf32>
  %v3 = arith.constant dense<[2.0, 1.0, -1.0]> : tensor<3xf32>
  %z3 = arith.constant dense<0.0> : tensor<3xf32>
  %z4 = arith.constant dense<0.0> : tensor<4xf32>
  %z0 = arith.constant dense<0.0> : tensor<f32>
  %mv = linalg.matvec ins(%r, %v4 : tensor<3x4xf32>, tensor<4xf32>) outs(%z3 : tensor<3xf32>) -> tensor<3xf32>
  %vm = linalg.vecmat ins(%v3, %r : tensor<3xf32>, tensor<3x4xf32>) outs(%z4 : tensor<4xf32>) -> tensor<4xf32>
  %dt = linalg.dot ins(%mv, %v3 : tensor<3xf32>, tensor<3xf32>) outs(%z0 : tensor<f32>) -> tensor<f32>
  %dte = tensor.extract %dt[] : tensor<f32>
  vector.print %dte : f32
  %vme = tensor.expand_shape %vm [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %vmd = tensor.cast %vme : tensor<1x4xf32> to tensor<?x?xf32>
  call @print_f32(%vmd) : (tensor<?x?xf32>) -> ()
  %b3 = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
  %b4 = tensor.expand_shape %v4 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %bz = arith.constant dense<1.0> : tensor<1x3xf32>
  %bmv = linalg.batch_matvec ins(%b3, %b4 : tensor<1x3x4xf32>, tensor<1x4xf32>) outs(%bz : tensor<1x3xf32>) -> tensor<1x3xf32>
  %bmvd = tensor.cast %bmv : tensor<1x3xf32> to tensor<?x?xf32>
  call @print_f32(%bmvd) : (tensor<?x?xf32>) -> ()
  %bt = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]], [[0.5, 0.5], [1.0, -1.0], [2.0, 0.0], [0.0, 2.0]]]> : tensor<2x4x2xf32>
  %be = tensor.empty() : tensor<2x3x4xf32>
  %ba = linalg.broadcast ins(%r : tensor<3x4xf32>) outs(%be : tensor<2x3x4xf32>) dimensions = [0]
  %brz = arith.constant dense<0.0> : tensor<3x2xf32>
  %brm = linalg.batch_reduce_matmul ins(%ba, %bt : tensor<2x3x4xf32>, tensor<2x4x2xf32>) outs(%brz : tensor<3x2xf32>) -> tensor<3x2xf32>
  %brmd = tensor.cast %brm : tensor<3x2xf32> to tensor<?x?xf32>
  call @print_f32(%brmd) : (tensor<?x?xf32>) -> ()

  // Depthwise 1-D convolution and sum pooling on buffers.
  %sig = arith.constant dense<[[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0], [5.0, 50.0]]]> : tensor<1x5x2xf32>
  %flt = arith.constant dense<[[1.0, -1.0], [0.5, 2.0]]> : tensor<2x2xf32>
  %sigm = bufferization.to_buffer %sig : tensor<1x5x2xf32> to memref<1x5x2xf32>
  %fltm = bufferization.to_buffer %flt : tensor<2x2xf32> to memref<2x2xf32>
  %dw = memref.alloc() : memref<1x4x2xf32>
  linalg.fill ins(%zero : f32) outs(%dw : memref<1x4x2xf32>)
  linalg.depthwise_conv_1d_nwc_wc ins(%sigm, %fltm : memref<1x5x2xf32>, memref<2x2xf32>) outs(%dw : memref<1x4x2xf32>)
  %dwc = memref.collapse_shape %dw [[0, 1, 2]] : memref<1x4x2xf32> into memref<8xf32>
  %dwd = memref.cast %dwc : memref<8xf32> to memref<?xf32>
  call @print_mf32(%dwd) : (memref<?xf32>) -> ()
  %win = memref.alloc() : memref<3xf32>
  %ps = memref.alloc() : memref<1x2x2xf32>
  linalg.fill ins(%zero : f32) outs(%ps : memref<1x2x2xf32>)
  linalg.pooling_nwc_sum {strides = dense<2> : tensor<1xi64>} ins(%sigm, %win : memref<1x5x2xf32>, memref<3xf32>) outs(%ps : memref<1x2x2xf32>)
  %psc = memref.collapse_shape %ps [[0, 1, 2]] : memref<1x2x2xf32> into memref<4xf32>
  %psd = memref.cast %psc : memref<4xf32> to memref<?xf32>
  call @print_mf32(%psd) : (memref<?xf32>) -> ()
  return
}
