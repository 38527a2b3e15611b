#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#id = affine_map<(i) -> (i)>
func.func @min_or_neg(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
  %init = tensor.empty() : tensor<8xf64, #SV>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf64, #SV>, tensor<8xf64, #SV>) outs(%init : tensor<8xf64, #SV>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %v = sparse_tensor.binary %x, %y : f64, f64 to f64
      overlap = {
      ^bb0(%l: f64, %r0: f64):
        %m = arith.minimumf %l, %r0 : f64
        sparse_tensor.yield %m : f64
      }
      left = identity
      right = {
      ^bb0(%r0: f64):
        %n = arith.negf %r0 : f64
        sparse_tensor.yield %n : f64
      }
    linalg.yield %v : f64
  } -> tensor<8xf64, #SV>
  return %r : tensor<8xf64, #SV>
}
