// REQUIRES: integration
// RUN: env TENSOR0=%S/Inputs/complex_symmetric.mtx mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | env TENSOR0=%S/Inputs/complex_symmetric.mtx mlir-sparse-run | FileCheck %s
// RUN: env TENSOR0=%S/Inputs/complex_symmetric.mtx tile-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | env TENSOR0=%S/Inputs/complex_symmetric.mtx tile-run - | FileCheck %s

// Reads a complex Matrix Market file (two numbers per entry) into DCSR storage and sums
// it; as in MLIR's runtime, a symmetric file's unwritten triangle is not mirrored.

!Filename = !llvm.ptr

#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>

#sum_all = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
  iterator_types = ["reduction", "reduction"]
}

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @sum(%a: tensor<?x?xcomplex<f64>, #DCSR>, %x: tensor<complex<f64>>) -> tensor<complex<f64>> {
    %0 = linalg.generic #sum_all ins(%a : tensor<?x?xcomplex<f64>, #DCSR>) outs(%x : tensor<complex<f64>>) {
    ^bb0(%v: complex<f64>, %acc: complex<f64>):
      %s = complex.add %acc, %v : complex<f64>
      linalg.yield %s : complex<f64>
    } -> tensor<complex<f64>>
    return %0 : tensor<complex<f64>>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
    %init = tensor.from_elements %zero : tensor<complex<f64>>
    %file = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %file : !Filename to tensor<?x?xcomplex<f64>, #DCSR>
    %n = sparse_tensor.number_of_entries %a : tensor<?x?xcomplex<f64>, #DCSR>
    %r = call @sum(%a, %init) : (tensor<?x?xcomplex<f64>, #DCSR>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %v = tensor.extract %r[] : tensor<complex<f64>>
    %re = complex.re %v : complex<f64>
    %im = complex.im %v : complex<f64>
    // CHECK: 5
    // CHECK-NEXT: 6.5
    // CHECK-NEXT: 5.75
    vector.print %n : index
    vector.print %re : f64
    vector.print %im : f64
    bufferization.dealloc_tensor %a : tensor<?x?xcomplex<f64>, #DCSR>
    return
  }
}
