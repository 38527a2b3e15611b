func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> (i64) {
    scf.yield %n : i64
  } else {
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @sign(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %c = arith.cmpi slt, %x, %z : i32
  cf.cond_br %c, ^neg, ^pos
^neg:
  %m = arith.constant -1 : i32
  cf.br ^done(%m : i32)
^pos:
  %p = arith.constant 1 : i32
  cf.br ^done(%p : i32)
^done(%r: i32):
  return %r : i32
}
func.func @main() {
  %n = arith.constant 15 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  vector.print %f : i64
  %a = arith.constant -4 : i32
  %s = func.call @sign(%a) : (i32) -> i32
  vector.print %s : i32
  %b = arith.constant 4 : i32
  %t = func.call @sign(%b) : (i32) -> i32
  vector.print %t : i32
  return
}
