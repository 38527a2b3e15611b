func.func @main() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.divf %a, %b : f32
  vector.print %c : f32
  %d = arith.extf %c : f32 to f64
  vector.print %d : f64
  %e = arith.constant 1.0e10 : f64
  vector.print %e : f64
  %f = arith.constant 1.5e-7 : f64
  vector.print %f : f64
  %g = arith.constant -0.0 : f64
  vector.print %g : f64
  %h = arith.constant 123456.7 : f64
  vector.print %h : f64
  %i = arith.constant 1234567.0 : f64
  vector.print %i : f64
  %k = arith.constant -5 : i32
  %j = arith.sitofp %k : i32 to f32
  vector.print %j : f32
  %l = arith.fptosi %c : f32 to i32
  vector.print %l : i32
  %m = math.sqrt %b : f32
  vector.print %m : f32
  %n = math.exp %d : f64
  vector.print %n : f64
  %o = arith.maximumf %a, %b : f32
  vector.print %o : f32
  %p = arith.cmpf olt, %a, %b : f32
  vector.print %p : i1
  %q = arith.truncf %d : f64 to f16
  %r = arith.extf %q : f16 to f64
  vector.print %r : f64
  return
}
