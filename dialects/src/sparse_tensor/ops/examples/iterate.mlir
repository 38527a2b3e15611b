#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @sum(%t: tensor<4x8xf64, #CSR>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %rows = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x8xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  %r = sparse_tensor.iterate %row in %rows iter_args(%acc = %zero) : !sparse_tensor.iter_space<#CSR, lvls = 0> -> f64 {
    %cols = sparse_tensor.extract_iteration_space %t at %row lvls = 1 : tensor<4x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
    %s = sparse_tensor.iterate %col in %cols iter_args(%in = %acc) : !sparse_tensor.iter_space<#CSR, lvls = 1> -> f64 {
      %v = sparse_tensor.extract_value %t at %col : tensor<4x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
      %n = arith.addf %in, %v : f64
      sparse_tensor.yield %n : f64
    }
    sparse_tensor.yield %s : f64
  }
  return %r : f64
}
