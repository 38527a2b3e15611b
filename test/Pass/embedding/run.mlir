// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// RUN: tile-opt %s --embedding-partition='num-cores=2' --sparsify | tile-run - | FileCheck %s
// RUN: tile-opt %s --embedding-partition='num-cores=4' --sparsify | tile-run - | FileCheck %s
// RUN: tile-opt %s --embedding-partition='num-cores=2' --sparsify --canonicalize --cse | tile-run - | FileCheck %s

// The seed document's three-sample batch [A], [A, B, C], [B, B, D] (ids A..D = 0..3), plus
// an empty fourth sample, as a COO tensor after merging the duplicate B of sample 2 (gain
// 2): coordinates (0,A) (1,A) (1,B) (1,C) (2,B) (2,D). A mean lookup gives row sums divided
// by the gain sums (1, 3, 3; the empty sample gives zeros), directly and after partitioning
// over 2 and 4 sparse cores.

// CHECK:      ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 4, 4 )
// CHECK-NEXT: lvl = ( 4, 4 )
// CHECK-NEXT: pos[0] : ( 0, 6 )
// CHECK-NEXT: crd[0] : ( 0, 0, 1, 0, 1, 1, 1, 2, 2, 1, 2, 3 )
// CHECK-NEXT: values : ( 1, 1, 1, 1, 2, 1 )
// CHECK-NEXT: ----
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 37
// CHECK-NEXT: 74
// CHECK-NEXT: 340
// CHECK-NEXT: 680
// CHECK-NEXT: 0
// CHECK-NEXT: 0

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @lookup(%ids: tensor<4x4xf32, #COO>, %table: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %a = embedding.lookup mean %ids, %table {limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>} : tensor<4x4xf32, #COO>, tensor<4x2xf32> -> tensor<4x2xf32>
  return %a : tensor<4x2xf32>
}

func.func @main() {
  %d = arith.constant dense<[[1.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 0.0], [0.0, 2.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %ids = sparse_tensor.convert %d : tensor<4x4xf32> to tensor<4x4xf32, #COO>
  sparse_tensor.print %ids : tensor<4x4xf32, #COO>
  %table = arith.constant dense<[[1.0, 2.0], [10.0, 20.0], [100.0, 200.0], [1000.0, 2000.0]]> : tensor<4x2xf32>
  %a = call @lookup(%ids, %table) : (tensor<4x4xf32, #COO>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = tensor.extract %a[%i, %j] : tensor<4x2xf32>
      vector.print %x : f32
    }
  }
  return
}
