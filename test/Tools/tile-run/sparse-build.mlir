// REQUIRES: tile-run
// sparse_tensor.concatenate (sparse and dense inputs, sparse and dense results),
// crd_translate both ways, push_back growing its buffer, and out writing MLIR's extended
// FROSTT file that sparse_tensor.new reads back. The CHECK lines are mlir-runner-22's output
// for `scripts/lower-with-mlir` of this file (and the file its runtime wrote).
// RUN: env TENSOR0=%t.tns tile-run %s | FileCheck %s
// RUN: cat %t.tns | FileCheck %s --check-prefix=FILE
// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 6
// CHECK-NEXT: dim = ( 5, 3 )
// CHECK-NEXT: lvl = ( 5, 3 )
// CHECK-NEXT: pos[1] : ( 0, 2, 3, 4, 4, 6 )
// CHECK-NEXT: crd[1] : ( 0, 2, 2, 1, 0, 2 )
// CHECK-NEXT: values : ( 1, 2, 3, 4.5, 6, -7.25 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 5
// CHECK-NEXT: dim = ( 2, 6 )
// CHECK-NEXT: lvl = ( 2, 6 )
// CHECK-NEXT: pos[0] : ( 0, 2 )
// CHECK-NEXT: crd[0] : ( 0, 1 )
// CHECK-NEXT: pos[1] : ( 0, 2, 5 )
// CHECK-NEXT: crd[1] : ( 0, 2, 2, 3, 5 )
// CHECK-NEXT: values : ( 1, 2, 3, 6, -7.25 )
// CHECK-NEXT: ----
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 0
// CHECK-NEXT: -7.25
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 4
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 3
// CHECK-NEXT: dim = ( 3, 4 )
// CHECK-NEXT: lvl = ( 3, 4 )
// CHECK-NEXT: pos[1] : ( 0, 1, 1, 3 )
// CHECK-NEXT: crd[1] : ( 1, 0, 3 )
// CHECK-NEXT: values : ( 1.25, 3, 1e-07 )
// CHECK-NEXT: ----
// FILE: # extended FROSTT format
// FILE-NEXT: 2 3
// FILE-NEXT: 3 4
// FILE-NEXT: 1 2 1.25
// FILE-NEXT: 3 1 3
// FILE-NEXT: 3 4 1e-07

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
!Filename = !llvm.ptr

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @concat() {
    %a = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]]> : tensor<2x3xf64>
    %b = arith.constant dense<[[0.0, 4.5, 0.0]]> : tensor<1x3xf64>
    %c = arith.constant dense<[[0.0, 0.0, 0.0], [6.0, 0.0, -7.25]]> : tensor<2x3xf64>
    %sa = sparse_tensor.convert %a : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %sc = sparse_tensor.convert %c : tensor<2x3xf64> to tensor<2x3xf64, #DCSR>
    %rows = sparse_tensor.concatenate %sa, %b, %sc {dimension = 0 : index}
      : tensor<2x3xf64, #CSR>, tensor<1x3xf64>, tensor<2x3xf64, #DCSR> to tensor<5x3xf64, #CSR>
    sparse_tensor.print %rows : tensor<5x3xf64, #CSR>
    %cols = sparse_tensor.concatenate %sa, %sc {dimension = 1 : index}
      : tensor<2x3xf64, #CSR>, tensor<2x3xf64, #DCSR> to tensor<2x6xf64, #DCSR>
    sparse_tensor.print %cols : tensor<2x6xf64, #DCSR>
    %dense = sparse_tensor.concatenate %sc, %sa {dimension = 1 : index}
      : tensor<2x3xf64, #DCSR>, tensor<2x3xf64, #CSR> to tensor<2x6xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c6 step %c1 {
        %e = tensor.extract %dense[%i, %j] : tensor<2x6xf64>
        vector.print %e : f64
      }
    }
    bufferization.dealloc_tensor %rows : tensor<5x3xf64, #CSR>
    bufferization.dealloc_tensor %cols : tensor<2x6xf64, #DCSR>
    bufferization.dealloc_tensor %sa : tensor<2x3xf64, #CSR>
    bufferization.dealloc_tensor %sc : tensor<2x3xf64, #DCSR>
    return
  }

  func.func @translate() {
    %i = arith.constant 5 : index
    %j = arith.constant 7 : index
    %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
    vector.print %l#0 : index
    vector.print %l#1 : index
    vector.print %l#2 : index
    vector.print %l#3 : index
    %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3] as #BSR : index, index
    vector.print %d#0 : index
    vector.print %d#1 : index
    return
  }

  func.func @push() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %buf = memref.alloc(%c1) : memref<?xf64>
    %x = arith.constant 1.5 : f64
    %y = arith.constant 2.5 : f64
    %b1, %s1 = sparse_tensor.push_back %c0, %buf, %x : index, memref<?xf64>, f64
    %b2, %s2 = sparse_tensor.push_back %s1, %b1, %y, %c3 : index, memref<?xf64>, f64, index
    vector.print %s2 : index
    scf.for %k = %c0 to %s2 step %c1 {
      %v = memref.load %b2[%k] : memref<?xf64>
      vector.print %v : f64
    }
    memref.dealloc %b2 : memref<?xf64>
    return
  }

  func.func @write_and_read() {
    %m = arith.constant dense<[[0.0, 1.25, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [3.0, 0.0, 0.0, 1.0e-7]]> : tensor<3x4xf64>
    %s = sparse_tensor.convert %m : tensor<3x4xf64> to tensor<3x4xf64, #DCSR>
    %c0 = arith.constant 0 : index
    %file = call @getTensorFilename(%c0) : (index) -> (!Filename)
    sparse_tensor.out %s, %file : tensor<3x4xf64, #DCSR>, !Filename
    %back = sparse_tensor.new %file : !Filename to tensor<3x4xf64, #CSR>
    sparse_tensor.print %back : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %s : tensor<3x4xf64, #DCSR>
    bufferization.dealloc_tensor %back : tensor<3x4xf64, #CSR>
    return
  }

  func.func @main() {
    call @concat() : () -> ()
    call @translate() : () -> ()
    call @push() : () -> ()
    call @write_and_read() : () -> ()
    return
  }
}
