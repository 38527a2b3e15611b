// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// math.absf and math.absi on a sparse vector into a sparse output.

#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#trait_op = {
  indexing_maps = [
    affine_map<(i) -> (i)>,  // a (in)
    affine_map<(i) -> (i)>   // x (out)
  ],
  iterator_types = ["parallel"],
  doc = "x(i) = OP a(i)"
}

module {
  func.func @sparse_absf(%arg0: tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector> {
    %c0 = arith.constant 0 : index
    %d = tensor.dim %arg0, %c0 : tensor<?xf64, #SparseVector>
    %xin = tensor.empty(%d) : tensor<?xf64, #SparseVector>
    %0 = linalg.generic #trait_op
      ins(%arg0: tensor<?xf64, #SparseVector>)
      outs(%xin: tensor<?xf64, #SparseVector>) {
      ^bb0(%a: f64, %x: f64) :
        %result = math.absf %a : f64
        linalg.yield %result : f64
    } -> tensor<?xf64, #SparseVector>
    return %0 : tensor<?xf64, #SparseVector>
  }

  func.func @sparse_absi(%arg0: tensor<?xi32, #SparseVector>) -> tensor<?xi32, #SparseVector> {
    %c0 = arith.constant 0 : index
    %d = tensor.dim %arg0, %c0 : tensor<?xi32, #SparseVector>
    %xin = tensor.empty(%d) : tensor<?xi32, #SparseVector>
    %0 = linalg.generic #trait_op
      ins(%arg0: tensor<?xi32, #SparseVector>)
      outs(%xin: tensor<?xi32, #SparseVector>) {
      ^bb0(%a: i32, %x: i32) :
        %result = math.absi %a : i32
        linalg.yield %result : i32
    } -> tensor<?xi32, #SparseVector>
    return %0 : tensor<?xi32, #SparseVector>
  }

  func.func @main() {
    %df = arith.constant dense<[-1.5, 0.0, 0.0, 2.5, -0.0, 0.0, 0.0, 4.0, -3.25, 0.0, 0.0, 7.0]> : tensor<12xf64>
    %di = arith.constant dense<[-1, 0, 0, 2, 0, 0, 0, -4, 3, 0, 0, -7]> : tensor<12xi32>
    %sf = sparse_tensor.convert %df : tensor<12xf64> to tensor<?xf64, #SparseVector>
    %si = sparse_tensor.convert %di : tensor<12xi32> to tensor<?xi32, #SparseVector>
    %0 = call @sparse_absf(%sf) : (tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector>
    %1 = call @sparse_absi(%si) : (tensor<?xi32, #SparseVector>) -> tensor<?xi32, #SparseVector>
    sparse_tensor.print %0 : tensor<?xf64, #SparseVector>
    sparse_tensor.print %1 : tensor<?xi32, #SparseVector>
    bufferization.dealloc_tensor %sf : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %si : tensor<?xi32, #SparseVector>
    bufferization.dealloc_tensor %0 : tensor<?xf64, #SparseVector>
    bufferization.dealloc_tensor %1 : tensor<?xi32, #SparseVector>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 12 )
// CHECK-NEXT: lvl = ( 12 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 3, 7, 8, 11 )
// CHECK-NEXT: values : ( 1.5, 2.5, 4, 3.25, 7 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 12 )
// CHECK-NEXT: lvl = ( 12 )
// CHECK-NEXT: pos[0] : ( 0, 5 )
// CHECK-NEXT: crd[0] : ( 0, 3, 7, 8, 11 )
// CHECK-NEXT: values : ( 1, 2, 4, 3, 7 )
// CHECK-NEXT: ----
