// REQUIRES: integration
// RUN: env TENSOR0=%S/Inputs/small.tns mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | env TENSOR0=%S/Inputs/small.tns mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | env TENSOR0=%S/Inputs/small.tns mlir-sparse-run | FileCheck %s
// RUN: env TENSOR0=%S/Inputs/small.tns tile-run %s | FileCheck %s

// MTTKRP (the kernel of CP decomposition) over a 3-D tensor of dynamic sizes read from a
// FROSTT file: A(i,j) = SUM_k,l B(i,k,l) * C(k,j) * D(l,j), sizes asked with `tensor.dim`.

!Filename = !llvm.ptr

#SortedCOO = #sparse_tensor.encoding<{
  map = (i, k, l) -> (i : compressed(nonunique), k : singleton(nonunique), l : singleton)
}>

#mttkrp = {
  indexing_maps = [
    affine_map<(i, j, k, l) -> (i, k, l)>, // B
    affine_map<(i, j, k, l) -> (k, j)>,    // C
    affine_map<(i, j, k, l) -> (l, j)>,    // D
    affine_map<(i, j, k, l) -> (i, j)>     // A (out)
  ],
  iterator_types = ["parallel", "parallel", "reduction", "reduction"],
  doc = "A(i,j) += B(i,k,l) * D(l,j) * C(k,j)"
}

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f0 = arith.constant 0.0 : f64
    %file = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %b = sparse_tensor.new %file : !Filename to tensor<?x?x?xf64, #SortedCOO>
    %ni = tensor.dim %b, %c0 : tensor<?x?x?xf64, #SortedCOO>
    %nk = tensor.dim %b, %c1 : tensor<?x?x?xf64, #SortedCOO>
    %nl = tensor.dim %b, %c2 : tensor<?x?x?xf64, #SortedCOO>
    // CHECK: 3
    // CHECK-NEXT: 4
    // CHECK-NEXT: 5
    vector.print %ni : index
    vector.print %nk : index
    vector.print %nl : index
    %cd = arith.constant dense<[[1.0, 2.0], [0.5, 0.0], [1.0, 1.0], [2.0, -1.0]]> : tensor<4x2xf64>
    %dd = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [2.0, 2.0]]> : tensor<5x2xf64>
    %c = tensor.cast %cd : tensor<4x2xf64> to tensor<?x2xf64>
    %d = tensor.cast %dd : tensor<5x2xf64> to tensor<?x2xf64>
    %e = tensor.empty(%ni) : tensor<?x2xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<?x2xf64>) -> tensor<?x2xf64>
    %a = linalg.generic #mttkrp
      ins(%b, %c, %d : tensor<?x?x?xf64, #SortedCOO>, tensor<?x2xf64>, tensor<?x2xf64>)
      outs(%z : tensor<?x2xf64>) {
      ^bb0(%bv: f64, %cv: f64, %dv: f64, %av: f64):
        %m1 = arith.mulf %bv, %dv : f64
        %m2 = arith.mulf %m1, %cv : f64
        %s = arith.addf %av, %m2 : f64
        linalg.yield %s : f64
    } -> tensor<?x2xf64>
    // CHECK-NEXT: ( ( 2, 0 ), ( 14, 12 ), ( 24, -7 ) )
    %v = vector.transfer_read %a[%c0, %c0], %f0 : tensor<?x2xf64>, vector<3x2xf64>
    vector.print %v : vector<3x2xf64>
    bufferization.dealloc_tensor %b : tensor<?x?x?xf64, #SortedCOO>
    return
  }
}
