#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
!Space = !sparse_tensor.iter_space<#SV, lvls = 0>
!Iter = !sparse_tensor.iterator<#SV, lvls = 0>
func.func @dot(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xf64, #SV> -> !Space
  %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xf64, #SV> -> !Space
  %r = sparse_tensor.coiterate (%sa, %sb) iter_args(%acc = %zero) : (!Space, !Space) -> f64
  case %ia, %ib {
    %x = sparse_tensor.extract_value %a at %ia : tensor<8xf64, #SV>, !Iter
    %y = sparse_tensor.extract_value %b at %ib : tensor<8xf64, #SV>, !Iter
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %m : f64
    sparse_tensor.yield %s : f64
  }
  return %r : f64
}
