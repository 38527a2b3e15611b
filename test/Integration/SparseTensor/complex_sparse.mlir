// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Sparse vectors of complex numbers: an elementwise product with `complex.mul`, then the
// real and imaginary parts and the absolute values printed. tile-opt's sparsify rewrites the
// complex kernel itself (its zero is `complex.constant [0.0, 0.0]`).

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#trait_mul = {
  indexing_maps = [
    affine_map<(i) -> (i)>,
    affine_map<(i) -> (i)>,
    affine_map<(i) -> (i)>
  ],
  iterator_types = ["parallel"]
}

func.func @cmul(%a: tensor<6xcomplex<f64>, #SV>, %b: tensor<6xcomplex<f64>, #SV>) -> tensor<6xcomplex<f64>, #SV> {
  %init = tensor.empty() : tensor<6xcomplex<f64>, #SV>
  %0 = linalg.generic #trait_mul
    ins(%a, %b : tensor<6xcomplex<f64>, #SV>, tensor<6xcomplex<f64>, #SV>)
    outs(%init : tensor<6xcomplex<f64>, #SV>) {
    ^bb0(%x: complex<f64>, %y: complex<f64>, %o: complex<f64>):
      %p = complex.mul %x, %y : complex<f64>
      linalg.yield %p : complex<f64>
  } -> tensor<6xcomplex<f64>, #SV>
  return %0 : tensor<6xcomplex<f64>, #SV>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %da = arith.constant sparse<[[1], [4], [5]], [(1.0, 2.0), (0.0, 1.0), (3.0, -1.0)]> : tensor<6xcomplex<f64>>
  %db = arith.constant sparse<[[1], [2], [5]], [(2.0, 0.0), (1.0, 1.0), (1.0, 1.0)]> : tensor<6xcomplex<f64>>
  %a = sparse_tensor.convert %da : tensor<6xcomplex<f64>> to tensor<6xcomplex<f64>, #SV>
  %b = sparse_tensor.convert %db : tensor<6xcomplex<f64>> to tensor<6xcomplex<f64>, #SV>
  %p = call @cmul(%a, %b) : (tensor<6xcomplex<f64>, #SV>, tensor<6xcomplex<f64>, #SV>) -> tensor<6xcomplex<f64>, #SV>
  %n = sparse_tensor.number_of_entries %p : tensor<6xcomplex<f64>, #SV>
  // CHECK: 2
  vector.print %n : index
  %vals = sparse_tensor.values %p : tensor<6xcomplex<f64>, #SV> to memref<?xcomplex<f64>>
  // CHECK-NEXT: 2
  // CHECK-NEXT: 4
  // CHECK-NEXT: 4.47214
  // CHECK-NEXT: 4
  // CHECK-NEXT: 2
  // CHECK-NEXT: 4.47214
  scf.for %i = %c0 to %n step %c1 {
    %z = memref.load %vals[%i] : memref<?xcomplex<f64>>
    %re = complex.re %z : complex<f64>
    %im = complex.im %z : complex<f64>
    %ab = complex.abs %z : complex<f64>
    vector.print %re : f64
    vector.print %im : f64
    vector.print %ab : f64
  }
  bufferization.dealloc_tensor %a : tensor<6xcomplex<f64>, #SV>
  bufferization.dealloc_tensor %b : tensor<6xcomplex<f64>, #SV>
  bufferization.dealloc_tensor %p : tensor<6xcomplex<f64>, #SV>
  return
}
