// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Buffers handed to sparse_tensor.assemble may hold more than the positions reach (here a
// spare coordinate pair); disassemble returns the used lengths only, as MLIR does, and a
// length may be asked for as a 0-d tensor.

#BatchedCOO = #sparse_tensor.encoding<{
  map = (b, i, j) -> (b : dense, i : loose_compressed(nonunique), j : singleton)
}>

module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %values = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf64>
    // Two batches: entries [0, 3) and [3, 5).
    %pos = arith.constant dense<[0, 3, 3, 5]> : tensor<4xindex>
    %crd = arith.constant dense<[[0, 1], [4, 5], [6, 7], [1, 2], [3, 1], [9, 9]]> : tensor<6x2xindex>
    %t = sparse_tensor.assemble (%pos, %crd), %values
       : (tensor<4xindex>, tensor<6x2xindex>), tensor<5xf64> to tensor<2x10x10xf64, #BatchedCOO>

    %out_pos = tensor.empty() : tensor<4xindex>
    %out_crd = tensor.empty() : tensor<6x2xindex>
    %out_val = tensor.empty() : tensor<6xf64>
    %p, %c, %v, %pos_len, %crd_len, %val_len = sparse_tensor.disassemble %t : tensor<2x10x10xf64, #BatchedCOO>
       out_lvls(%out_pos, %out_crd : tensor<4xindex>, tensor<6x2xindex>)
       out_vals(%out_val : tensor<6xf64>)
       -> (tensor<4xindex>, tensor<6x2xindex>), tensor<6xf64>, (i32, tensor<i64>), index

    // CHECK: 4
    // CHECK-NEXT: 10
    // CHECK-NEXT: 5
    // CHECK-NEXT: ( 0, 3, 3, 5 )
    // CHECK-NEXT: ( ( 0, 1 ), ( 4, 5 ), ( 6, 7 ), ( 1, 2 ), ( 3, 1 ) )
    // CHECK-NEXT: ( 1, 2, 3, 4, 5 )
    vector.print %pos_len : i32
    %crd_n = tensor.extract %crd_len[] : tensor<i64>
    vector.print %crd_n : i64
    vector.print %val_len : index
    %vp = vector.transfer_read %p[%c0], %c0 : tensor<4xindex>, vector<4xindex>
    vector.print %vp : vector<4xindex>
    %vc = vector.transfer_read %c[%c0, %c0], %c0 : tensor<6x2xindex>, vector<5x2xindex>
    vector.print %vc : vector<5x2xindex>
    %vv = vector.transfer_read %v[%c0], %f0 : tensor<6xf64>, vector<5xf64>
    vector.print %vv : vector<5xf64>
    return
  }
}
