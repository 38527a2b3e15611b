// REQUIRES: tile-run
// The `tile-opt --sparsify` output of sparse-nm-underfull.mlir: the generated SpMV walks
// each 2:4 block's two stored entries, which stay in bounds on a file with underfull blocks.
// RUN: env TENSOR0=%S/Inputs/nm24_underfull.mtx tile-run %s | FileCheck %s
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

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]), crdWidth = 8 }>
module {
  func.func private @getTensorFilename(index) -> !llvm.ptr
  func.func @spmv(%arg0: tensor<?x?xf64, #sparse>, %arg1: tensor<8xf64>, %arg2: tensor<3xf64>) -> tensor<3xf64> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %0 = sparse_tensor.lvl %arg0, %c0_0 : tensor<?x?xf64, #sparse>
    %c1_1 = arith.constant 1 : index
    %1 = sparse_tensor.lvl %arg0, %c1_1 : tensor<?x?xf64, #sparse>
    %2 = sparse_tensor.coordinates %arg0 {level = 2 : index} : tensor<?x?xf64, #sparse> to memref<?xi8>
    %3 = sparse_tensor.values %arg0 : tensor<?x?xf64, #sparse> to memref<?xf64>
    %4 = bufferization.to_buffer %arg1 : tensor<8xf64> to memref<8xf64>
    %5 = bufferization.to_buffer %arg2 : tensor<3xf64> to memref<3xf64>
    %alloc = memref.alloc() : memref<3xf64>
    memref.copy %5, %alloc : memref<3xf64> to memref<3xf64>
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %6 = sparse_tensor.lvl %arg0, %c2 : tensor<?x?xf64, #sparse>
    scf.for %arg3 = %c0 to %c3 step %c1 {
      %8 = memref.load %alloc[%arg3] : memref<3xf64>
      %9 = scf.for %arg4 = %c0 to %1 step %c1 iter_args(%arg5 = %8) -> (f64) {
        %10 = arith.muli %arg3, %1 : index
        %11 = arith.addi %10, %arg4 : index
        %c2_2 = arith.constant 2 : index
        %12 = arith.muli %11, %c2_2 : index
        %13 = arith.addi %12, %c2_2 : index
        %14 = scf.for %arg6 = %12 to %13 step %c1 iter_args(%arg7 = %arg5) -> (f64) {
          %15 = memref.load %2[%arg6] : memref<?xi8>
          %16 = arith.index_castui %15 : i8 to index
          %17 = memref.load %3[%arg6] : memref<?xf64>
          %c4 = arith.constant 4 : index
          %18 = arith.muli %arg4, %c4 : index
          %19 = arith.addi %18, %16 : index
          %20 = memref.load %4[%19] : memref<8xf64>
          %21 = arith.mulf %17, %20 : f64
          %22 = arith.addf %arg7, %21 : f64
          scf.yield %22 : f64
        }
        scf.yield %14 : f64
      }
      memref.store %9, %alloc[%arg3] : memref<3xf64>
    }
    %7 = bufferization.to_tensor %alloc restrict : memref<3xf64> to tensor<3xf64>
    return %7 : tensor<3xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = call @getTensorFilename(%c0) : (index) -> !llvm.ptr
    %1 = sparse_tensor.new %0 : !llvm.ptr to tensor<?x?xf64, #sparse>
    sparse_tensor.print %1 : tensor<?x?xf64, #sparse>
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf64>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<3xf64>
    %2 = call @spmv(%1, %cst, %cst_0) : (tensor<?x?xf64, #sparse>, tensor<8xf64>, tensor<3xf64>) -> tensor<3xf64>
    scf.for %arg0 = %c0 to %c3 step %c1 {
      %extracted = tensor.extract %2[%arg0] : tensor<3xf64>
      vector.print %extracted : f64
    }
    return
  }
}

