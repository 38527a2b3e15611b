// REQUIRES: tile-run
// `--arg` inputs (.mtx with scipy's symmetric view, .npy, seeds, literals) and `--dump`
// of results (.npy, .mtx, .tns), re-read by a second run.
// RUN: tile-run %s -e spmv --arg %S/Inputs/sym3x3.mtx --arg seed=7,density=1 --dump %t.y.npy --dump %t.a.mtx | FileCheck %s --check-prefix=SPMV
// RUN: tile-run %s -e show --arg %t.y.npy --arg 2.5 | FileCheck %s --check-prefix=SHOW
// RUN: tile-run %s -e load --arg %t.a.mtx | FileCheck %s --check-prefix=LOAD
// RUN: tile-run %s -e spmv --arg %S/Inputs/sym3x3.mtx --arg seed=7,density=1 --dump %t.a.tns --dump %t.b.tns
// RUN: tile-run %s -e load --arg %t.b.tns | FileCheck %s --check-prefix=LOAD
// RUN: not tile-run %s -e show --arg %t.y.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not tile-run %s -e show --arg %S/Inputs/sym3x3.mtx --arg 1.0 2>&1 | FileCheck %s --check-prefix=FIT
// RUN: not tile-run %s -e show --arg %t.y.npy --arg abc 2>&1 | FileCheck %s --check-prefix=LIT
// RUN: not tile-run %s -e show --arg %t.missing.npy --arg 1 2>&1 | FileCheck %s --check-prefix=MISSING

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// SPMV: ---- Sparse Tensor ----
// SPMV-NEXT: nse = 6
// SPMV-NEXT: dim = ( 3, 3 )
// SPMV-NEXT: lvl = ( 3, 3 )
// SPMV-NEXT: pos[1] : ( 0, 2, 4, 6 )
// SPMV-NEXT: crd[1] : ( 0, 1, 0, 2, 1, 2 )
// SPMV-NEXT: values : ( 2, -1.5, -1.5, 4, 4, 1 )
func.func @spmv(%a: tensor<3x3xf64, #CSR>, %x: tensor<3xf64>) -> (tensor<3xf64>, tensor<3x3xf64, #CSR>) {
  sparse_tensor.print %a : tensor<3x3xf64, #CSR>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %init = tensor.empty() : tensor<3xf64>
  %y = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<3xf64>) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%s = %zero) -> (f64) {
      %aij = tensor.extract %a[%i, %j] : tensor<3x3xf64, #CSR>
      %xj = tensor.extract %x[%j] : tensor<3xf64>
      %p = arith.mulf %aij, %xj : f64
      %n = arith.addf %s, %p : f64
      scf.yield %n : f64
    }
    %acc2 = tensor.insert %row into %acc[%i] : tensor<3xf64>
    scf.yield %acc2 : tensor<3xf64>
  }
  return %y, %a : tensor<3xf64>, tensor<3x3xf64, #CSR>
}

// SHOW: 2.5
// SHOW-NEXT: 3
func.func @show(%y: tensor<3xf64>, %k: f64) {
  vector.print %k : f64
  %c = arith.constant 0 : index
  %d = tensor.dim %y, %c : tensor<3xf64>
  vector.print %d : index
  return
}

// LOAD: 6
func.func @load(%m: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c1, %c0] : memref<?x?xf64>
  %w = memref.load %m[%c0, %c1] : memref<?x?xf64>
  %e = arith.cmpf oeq, %v, %w : f64
  %n = arith.constant 6 : index
  scf.if %e {
    vector.print %n : index
  }
  return
}

// COUNT: error: 'show' takes 2 arguments, 1 given
// FIT: error: argument #0: '{{.*}}sym3x3.mtx' holds sizes [3, 3], which do not fit tensor<3xf64>
// LIT: error: argument #1: 'abc' is not a value of type f64
// MISSING: error: argument #0: cannot read '{{.*}}missing.npy'
