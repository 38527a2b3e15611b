// REQUIRES: tile-run
// RUN: tile-run %s 2> /dev/null | FileCheck %s
// The runtime's verifyMemRef functions called on tensors (declared `tensor<*x..>`, their
// buffers after bufferization), complex elements included (compared exactly: a relative
// difference of 1e-9 counts); the expected output is
// mlir-runner-22's (after -one-shot-bufferize="bufferize-function-boundaries").

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 4
// CHECK-NEXT: 2

module {
  func.func private @verifyMemRefI16(%a : tensor<*xi16> {bufferization.access = "read"},
                                     %b : tensor<*xi16> {bufferization.access = "read"}) -> i64
      attributes { llvm.emit_c_interface }
  func.func private @verifyMemRefC64(%a : tensor<*xcomplex<f64>> {bufferization.access = "read"},
                                     %b : tensor<*xcomplex<f64>> {bufferization.access = "read"}) -> i64
      attributes { llvm.emit_c_interface }

  func.func @main() {
    %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
    %b = arith.constant dense<7> : tensor<2x2xi16>
    %z = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
    %w = arith.constant dense<[(1.0, 2.5), (3.0, 4.00000001)]> : tensor<2xcomplex<f64>>
    %ua = tensor.cast %a : tensor<2x2xi16> to tensor<*xi16>
    %ub = tensor.cast %b : tensor<2x2xi16> to tensor<*xi16>
    %uz = tensor.cast %z : tensor<2xcomplex<f64>> to tensor<*xcomplex<f64>>
    %uw = tensor.cast %w : tensor<2xcomplex<f64>> to tensor<*xcomplex<f64>>
    %0 = call @verifyMemRefI16(%ua, %ua) : (tensor<*xi16>, tensor<*xi16>) -> i64
    vector.print %0 : i64
    %1 = call @verifyMemRefC64(%uz, %uz) : (tensor<*xcomplex<f64>>, tensor<*xcomplex<f64>>) -> i64
    vector.print %1 : i64
    %2 = call @verifyMemRefI16(%ua, %ub) : (tensor<*xi16>, tensor<*xi16>) -> i64
    vector.print %2 : i64
    %3 = call @verifyMemRefC64(%uz, %uw) : (tensor<*xcomplex<f64>>, tensor<*xcomplex<f64>>) -> i64
    vector.print %3 : i64
    return
  }
}
