func.func @main() {
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %r:2 = scf.while (%a = %c1, %n = %c1) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %a, %c100 : i32
    scf.condition(%cond) %a, %n : i32, i32
  } do {
  ^bb0(%x: i32, %k: i32):
    %d = arith.addi %x, %x : i32
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %d, %k1 : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  return
}
