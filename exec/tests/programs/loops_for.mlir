func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %n = arith.addi %acc, %sq : i64
    scf.yield %n : i64
  }
  vector.print %s : i64
  scf.for %i = %c0 to %c10 step %c1 {
    %r = arith.remui %i, %c1 : index
    vector.print %i : index
  }
  return
}
