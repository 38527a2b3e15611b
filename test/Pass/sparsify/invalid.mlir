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
// A's rows lead B's columns and B's columns lead A's rows: no loop order follows both
// (`on-cycle=convert` would convert one of them first). A sparse output in such a cycle is
// staged through a dense tensor instead (staged-output.mlir).
func.func @transposed_product(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  // expected-error @+1 {{cannot sparsify: the level orders of operand #0, operand #1 form a cycle over loops d0, d1}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %m = arith.mulf %x, %y : f64
    linalg.yield %m : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
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

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @select_not_yielded(%a: tensor<8xf64, #SV>, %c: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf64, #SV>) outs(%c : tensor<8xf64>) {
  ^bb0(%x: f64, %o: f64):
    // expected-error @+1 {{cannot sparsify: sparse_tensor.select must be the yielded value}}
    %s = sparse_tensor.select %x : f64 {
    ^bb0(%v: f64):
      %z = arith.constant 0.0 : f64
      %k = arith.cmpf ogt, %v, %z : f64
      sparse_tensor.yield %k : i1
    }
    %n = arith.negf %s : f64
    linalg.yield %n : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @reduce_not_of_the_output(%a: tensor<8xf64, #SV>, %b: tensor<8xf64>, %c: tensor<8xf64>) -> tensor<8xf64> {
  %one = arith.constant 1.0 : f64
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<8xf64, #SV>, tensor<8xf64>) outs(%c : tensor<8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    // expected-error @+1 {{cannot sparsify: sparse_tensor.reduce must combine the output with the body's value and be yielded}}
    %s = sparse_tensor.reduce %x, %y, %one : f64 {
    ^bb0(%p: f64, %q: f64):
      %m = arith.mulf %p, %q : f64
      sparse_tensor.yield %m : f64
    }
    linalg.yield %s : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @region_reads_the_body(%a: tensor<8xf64, #SV>, %c: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf64, #SV>) outs(%c : tensor<8xf64>) {
  ^bb0(%x: f64, %o: f64):
    %two = arith.constant 2.0 : f64
    %sq = arith.mulf %x, %x : f64
    %u = sparse_tensor.unary %x : f64 to f64
      present = {
      ^bb0(%v: f64):
        %m = arith.mulf %v, %two : f64
        // expected-error @+1 {{cannot sparsify: the region of 'sparse_tensor.unary' uses a value of the kernel body that reads a sparse operand or the output}}
        %n = arith.addf %m, %sq : f64
        sparse_tensor.yield %n : f64
      }
      absent = {}
    linalg.yield %u : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}
