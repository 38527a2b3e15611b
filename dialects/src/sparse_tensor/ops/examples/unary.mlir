#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#id = affine_map<(i) -> (i)>
func.func @complement(%a: tensor<8xf64, #SV>) -> tensor<8xi32, #SV> {
  %one = arith.constant 1 : i32
  %init = tensor.empty() : tensor<8xi32, #SV>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf64, #SV>) outs(%init : tensor<8xi32, #SV>) {
  ^bb0(%x: f64, %o: i32):
    %v = sparse_tensor.unary %x : f64 to i32 present = {} absent = {
      sparse_tensor.yield %one : i32
    }
    linalg.yield %v : i32
  } -> tensor<8xi32, #SV>
  return %r : tensor<8xi32, #SV>
}
