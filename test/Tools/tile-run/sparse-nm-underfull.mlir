// REQUIRES: tile-run
// A structured[2, 4] matrix read from a .mtx file whose blocks hold fewer than 2 non-zeros
// (legal under 2:4): each block still stores exactly 2 entries, the missing ones as explicit
// zeros at the block's smallest free coordinates, so the sparsified SpMV stays in bounds
// (sparse-nm-underfull-sparsified.mlir runs the `tile-opt --sparsify` output of this file).
// MLIR's runtime reads past the buffers on this input; the CHECK lines are mlir-runner-22's
// output (`scripts/lower-with-mlir`) for the same matrix with those zeros written out.
// A block with more than 2 non-zeros is rejected.
// RUN: env TENSOR0=%S/Inputs/nm24_underfull.mtx tile-run %s | FileCheck %s
// RUN: env TENSOR0=%S/Inputs/nm24_overfull.mtx not tile-run %s 2>&1 | FileCheck %s --check-prefix=OVER
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 12
// CHECK-NEXT: dim = ( 3, 8 )
// CHECK-NEXT: lvl = ( 3, 2, 4 )
// CHECK-NEXT: crd[2] : ( 0, 2, 0, 1, 0, 1, 0, 3, 1, 3, 0, 1 )
// CHECK-NEXT: values : ( 1, 2, 0, 3, 0, 0, 4, 5, 6, 7, 0, 0 )
// CHECK-NEXT: ----
// CHECK-NEXT: 25
// CHECK-NEXT: 60
// CHECK-NEXT: 40
// OVER: nm24_overfull.mtx: a block of level 2 (structured[2, 4]) at level coordinates [0, 0] holds 3 non-zeros, more than 2

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]),
  crdWidth = 8
}>
!Filename = !llvm.ptr
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @spmv(%a: tensor<?x?xf64, #NV_24>, %x: tensor<8xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
    %r = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"]}
      ins(%a, %x : tensor<?x?xf64, #NV_24>, tensor<8xf64>) outs(%y : tensor<3xf64>) {
      ^bb0(%av: f64, %xv: f64, %yv: f64):
        %p = arith.mulf %av, %xv : f64
        %s = arith.addf %yv, %p : f64
        linalg.yield %s : f64
    } -> tensor<3xf64>
    return %r : tensor<3xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %f : !Filename to tensor<?x?xf64, #NV_24>
    sparse_tensor.print %a : tensor<?x?xf64, #NV_24>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf64>
    %y0 = arith.constant dense<0.0> : tensor<3xf64>
    %y = call @spmv(%a, %x, %y0) : (tensor<?x?xf64, #NV_24>, tensor<8xf64>, tensor<3xf64>) -> tensor<3xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      %v = tensor.extract %y[%i] : tensor<3xf64>
      vector.print %v : f64
    }
    return
  }
}
