// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// A collapse_shape of a sparse tensor keeps an explicitly stored zero, as MLIR does.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV  = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %o = arith.constant 3.0 : f64
  %e = tensor.empty() : tensor<2x3xf64, #CSR>
  %a = tensor.insert %z into %e[%c0, %c1] : tensor<2x3xf64, #CSR>
  %b = tensor.insert %o into %a[%c1, %c1] : tensor<2x3xf64, #CSR>
  %t = sparse_tensor.load %b hasInserts : tensor<2x3xf64, #CSR>
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf64, #CSR> into tensor<6xf64, #SV>
  sparse_tensor.print %f : tensor<6xf64, #SV>
  return
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 6 )
// CHECK-NEXT: lvl = ( 6 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 1, 4 )
// CHECK-NEXT: values : ( 0, 3 )
// CHECK-NEXT: ----
