// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// Sparse tensors of complex numbers: a `sparse<>` constant with complex values converted to
// a sparse vector keeps both parts and every nonzero entry (one has a zero real part),
// printed as mlir-runner-22 prints them after `mlir-opt-22 --sparsifier`.

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @main() {
  %da = arith.constant sparse<[[1], [4]], [(1.0, 2.0), (0.0, 1.0)]> : tensor<6xcomplex<f64>>
  %a = sparse_tensor.convert %da : tensor<6xcomplex<f64>> to tensor<6xcomplex<f64>, #SV>
  // CHECK:      nse = 2
  // CHECK:      crd[0] : ( 1, 4 )
  // CHECK-NEXT: values : ( ( 1, 2 ), ( 0, 1 ) )
  sparse_tensor.print %a : tensor<6xcomplex<f64>, #SV>
  %c1 = arith.constant 1 : index
  %z = tensor.extract %da[%c1] : tensor<6xcomplex<f64>>
  %im = complex.im %z : complex<f64>
  // CHECK-NEXT: ----
  // CHECK-NEXT: 2
  vector.print %im : f64
  return
}
