// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// sparse_tensor.assemble of an AoS COO and a 32-bit CSR, then disassemble of the CSR into user buffers.

#SortedCOO = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton)
}>
#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed),
  posWidth = 32,
  crdWidth = 32
}>

module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %i0 = arith.constant 0 : i32

    %data = arith.constant dense<[ 1.0, 2.0, 3.0 ]> : tensor<3xf64>
    %pos = arith.constant dense<[0, 3]> : tensor<2xindex>
    %index = arith.constant dense<[[ 1, 2 ], [ 5, 6 ], [ 7, 8 ]]> : tensor<3x2xindex>
    %s4 = sparse_tensor.assemble (%pos, %index), %data
       : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64>
      to tensor<10x10xf64, #SortedCOO>

    %csr_data = arith.constant dense<[ 1.0, 2.0, 3.0 ]> : tensor<3xf64>
    %csr_pos32 = arith.constant dense<[0, 1, 3]> : tensor<3xi32>
    %csr_index32 = arith.constant dense<[1, 0, 1]> : tensor<3xi32>
    %csr = sparse_tensor.assemble (%csr_pos32, %csr_index32), %csr_data
      : (tensor<3xi32>, tensor<3xi32>), tensor<3xf64> to tensor<2x2xf64, #CSR>

    sparse_tensor.print %s4 : tensor<10x10xf64, #SortedCOO>
    sparse_tensor.print %csr : tensor<2x2xf64, #CSR>

    %od = tensor.empty() : tensor<3xf64>
    %op = tensor.empty() : tensor<3xi32>
    %oi = tensor.empty() : tensor<3xi32>
    %p, %i, %d, %pl, %il, %dl = sparse_tensor.disassemble %csr : tensor<2x2xf64, #CSR>
      out_lvls(%op, %oi : tensor<3xi32>, tensor<3xi32>)
      out_vals(%od : tensor<3xf64>)
      -> (tensor<3xi32>, tensor<3xi32>), tensor<3xf64>, (i32, i64), index
    %vd = vector.transfer_read %d[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %vd : vector<3xf64>
    %vi = vector.transfer_read %i[%c0], %i0 : tensor<3xi32>, vector<3xi32>
    vector.print %vi : vector<3xi32>
    %vp = vector.transfer_read %p[%c0], %i0 : tensor<3xi32>, vector<3xi32>
    vector.print %vp : vector<3xi32>
    vector.print %dl : index
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 10, 10 )
// CHECK-NEXT: lvl = ( 10, 10 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 1, 2, 5, 6, 7, 8 )
// CHECK-NEXT: values : ( 1, 2, 3 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 2, 2 )
// CHECK-NEXT: lvl = ( 2, 2 )
// CHECK-NEXT: pos[1] : ( 0, 1, 3 )
// CHECK-NEXT: crd[1] : ( 1, 0, 1 )
// CHECK-NEXT: values : ( 1, 2, 3 )
// CHECK-NEXT: ----
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: ( 1, 0, 1 )
// CHECK-NEXT: ( 0, 1, 3 )
// CHECK-NEXT: 3
