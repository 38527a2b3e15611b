// RUN: tile-opt %s --sparsify=strict=true --split-input-file --verify-diagnostics

// Kernels that cannot be sparsified are located errors (passes/tests/sparsify.rs checks
// that the module is left unchanged).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @not_projected(%a: tensor<8x8xf64, #CSR>, %c: tensor<15xf64>) -> tensor<15xf64> {
  // expected-error @+1 {{cannot sparsify: indexing map #1 is not a projected permutation (result 0 is `d0 + d1`)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i + j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<15xf64>) {
  ^bb0(%x: f64, %o: f64):
    linalg.yield %x : f64
  } -> tensor<15xf64>
  return %r : tensor<15xf64>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse_divisor(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%b, %a : tensor<8x8xf64>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    // expected-error @+1 {{cannot sparsify: division by a sparse operand (implicit zeros)}}
    %d = arith.divf %x, %y : f64
    linalg.yield %d : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @stale_output(%a: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  // expected-error @+1 {{cannot sparsify: a sparse output must be a fresh tensor (tensor.empty or bufferization.alloc_tensor)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %n = arith.negf %x : f64
    linalg.yield %n : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
func.func @spgemm_column_output(%a: tensor<8x6xf64, #CSR>, %b: tensor<6x8xf64, #CSR>) -> tensor<8x8xf64, #CSC> {
  %c = tensor.empty() : tensor<8x8xf64, #CSC>
  // expected-error @+1 {{cannot sparsify: the level orders of operand #0, operand #1, the output form a cycle over loops d0, d1, d2}}
  %r = linalg.matmul ins(%a, %b : tensor<8x6xf64, #CSR>, tensor<6x8xf64, #CSR>) outs(%c : tensor<8x8xf64, #CSC>) -> tensor<8x8xf64, #CSC>
  return %r : tensor<8x8xf64, #CSC>
}

// -----

#CSR3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : dense, d2 : compressed) }>
// An encoding whose rank differs from the tensor's is refused by the type's verifier
// before any pass runs.
func.func @rank_mismatch(%c: tensor<8xf64>) -> tensor<8xf64> {
  // expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 3 != 2}}
  %a = "test.source"() : () -> tensor<8x8xf64, #CSR3>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x8xf64, #CSR3>) outs(%c : tensor<8xf64>) {
  ^bb0(%x: f64, %o: f64):
    %s = arith.addf %o, %x : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}
