func.func @main() {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  vector.print %s : i8
  %m = arith.constant -128 : i8
  %n = arith.subi %m, %b : i8
  vector.print %n : i8
  %x = arith.constant -7 : i32
  %y = arith.constant 2 : i32
  %q = arith.divsi %x, %y : i32
  vector.print %q : i32
  %r = arith.remsi %x, %y : i32
  vector.print %r : i32
  %fq = arith.floordivsi %x, %y : i32
  vector.print %fq : i32
  %cq = arith.ceildivsi %x, %y : i32
  vector.print %cq : i32
  %uq = arith.divui %x, %y : i32
  vector.print %uq : i32
  %one = arith.constant 1 : i32
  %sh = arith.shrsi %x, %one : i32
  vector.print %sh : i32
  %shu = arith.shrui %x, %one : i32
  vector.print %shu : i32
  %t = arith.trunci %x : i32 to i8
  vector.print %t : i8
  %e = arith.extui %t : i8 to i32
  vector.print %e : i32
  %mx = arith.maxui %x, %y : i32
  vector.print %mx : i32
  %c = arith.cmpi ult, %x, %y : i32
  vector.print %c : i1
  return
}
