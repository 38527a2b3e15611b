// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// RUN: not tile-run %s -e oob 2>&1 | FileCheck %s --check-prefix=ERR

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// CHECK: 45
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 2
// CHECK-NEXT: dim = ( 2, 2 )
// CHECK-NEXT: lvl = ( 2, 2 )
// CHECK-NEXT: pos[1] : ( 0, 1, 2 )
// CHECK-NEXT: crd[1] : ( 1, 0 )
// CHECK-NEXT: values : ( 1.5, -2 )
// CHECK-NEXT: ----
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  vector.print %s : index
  %d = arith.constant dense<[[0.0, 1.5], [-2.0, 0.0]]> : tensor<2x2xf64>
  %t = sparse_tensor.convert %d : tensor<2x2xf64> to tensor<2x2xf64, #CSR>
  sparse_tensor.print %t : tensor<2x2xf64, #CSR>
  return
}

// ERR: error: 'memref.load' op index 3 is out of bounds for dimension 0 of size 2
func.func @oob() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2xi32>
  %v = memref.load %m[%c3] : memref<2xi32>
  return
}
