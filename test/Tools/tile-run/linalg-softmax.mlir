// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// linalg.softmax along rows and columns (f32, with denormal results) and in f64. The CHECK
// lines are what mlir-runner-22 prints for this file after MLIR decomposes the softmax
// (transform.structured.decompose_interface via --transform-interpreter) and lowers it as
// described in linalg-named-kernels.mlir.

// CHECK: 0.0320586
// CHECK-NEXT: 0.648548
// CHECK-NEXT: 0.0871443
// CHECK-NEXT: 0.768856
// CHECK-NEXT: 0.236883
// CHECK-NEXT: 7.46892e-43
// CHECK-NEXT: 0.643914
// CHECK-NEXT: 0.945608
// CHECK-NEXT: 1.4013e-44
// CHECK-NEXT: 0.0877715
// CHECK-NEXT: 3.78351e-44
// CHECK-NEXT: 0.104053
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 6.16571e-44
// CHECK-NEXT: 0.0285549
// CHECK-NEXT: 0.213838
// CHECK-NEXT: 0.26368
// CHECK-NEXT: 0.236328
// CHECK-NEXT: 0.127091
// CHECK-NEXT: 0.261183
// CHECK-NEXT: 5.04467e-44
// CHECK-NEXT: 0.288651
// CHECK-NEXT: 0.0258375
// CHECK-NEXT: 0.263132
// CHECK-NEXT: 0.715268
// CHECK-NEXT: 0.0215992

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 100.0, 0.5], [0.1, 0.2, 0.3, 0.4]]> : tensor<3x4xf32>
  %init = tensor.empty() : tensor<3x4xf32>
  %rows = linalg.softmax dimension(1) ins(%x : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %cols = linalg.softmax dimension(0) ins(%x : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %r = tensor.extract %rows[%i, %j] : tensor<3x4xf32>
      vector.print %r : f32
      %c = tensor.extract %cols[%i, %j] : tensor<3x4xf32>
      vector.print %c : f32
    }
  }
  // In f64, along the only dimension.
  %d = arith.constant dense<[0.5, 1.5, -2.0]> : tensor<3xf64>
  %dinit = tensor.empty() : tensor<3xf64>
  %ds = linalg.softmax dimension(0) ins(%d : tensor<3xf64>) outs(%dinit : tensor<3xf64>) -> tensor<3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %ds[%i] : tensor<3xf64>
    vector.print %v : f64
  }
  return
}
