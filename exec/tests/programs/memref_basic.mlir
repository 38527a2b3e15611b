func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?x3xf64>
  %one = arith.constant 1.0 : f64
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %c3 = arith.constant 3 : index
      %in = arith.cmpi ult, %j, %c3 : index
      scf.if %in {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %p = arith.muli %ii, %jj : i64
        %f = arith.sitofp %p : i64 to f64
        %g = arith.addf %f, %one : f64
        memref.store %g, %m[%i, %j] : memref<?x3xf64>
      }
    }
  }
  %d = memref.dim %m, %c0 : memref<?x3xf64>
  vector.print %d : index
  scf.for %i = %c0 to %c4 step %c1 {
    %c2 = arith.constant 2 : index
    %v = memref.load %m[%i, %c2] : memref<?x3xf64>
    vector.print %v : f64
  }
  memref.dealloc %m : memref<?x3xf64>
  return
}
