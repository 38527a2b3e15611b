func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 0.0, 4.0]> : vector<4xf32>
  vector.print %v : vector<4xf32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  vector.print %m : vector<2x3xi32>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %i = arith.constant dense<[7, 8]> : vector<2xindex>
  vector.print %i : vector<2xindex>
  %s = arith.constant dense<[[[1.0], [2.0]], [[3.0], [4.0]]]> : vector<2x2x1xf64>
  vector.print %s : vector<2x2x1xf64>
  %z = arith.constant dense<3.25> : vector<f64>
  vector.print %z : vector<f64>
  return
}
