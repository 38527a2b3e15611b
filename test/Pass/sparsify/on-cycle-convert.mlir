// RUN: not tile-opt %s --sparsify=strict=true 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: tile-opt %s --sparsify=on-cycle=convert | FileCheck %s
// RUN: tile-opt %s --sparsify=on-cycle=convert | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// CSR + CSC into a CSR output: the row-major and column-major level orders form a cycle.
// With on-cycle=convert the CSC input is converted to the order the others allow (rows
// first, same level formats), then the rows are co-iterated as for two CSR inputs.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#id = affine_map<(i, j) -> (i, j)>

// ERR: error: 'linalg.generic' op cannot sparsify: the level orders of operand #0, operand #1, the output form a cycle over loops d0, d1

// CHECK-LABEL: func.func @add
// CHECK-SAME:    %[[A:.*]]: tensor<8x8xf64, #sparse>, %[[B:.*]]: tensor<8x8xf64, #sparse1>
// CHECK:         %[[C:.*]] = sparse_tensor.convert %[[B]] : tensor<8x8xf64, #sparse1> to tensor<8x8xf64, #sparse>
// CHECK:         sparse_tensor.positions %[[C]] {level = 1 : index}
// CHECK:         scf.while
// CHECK:         sparse_tensor.load
func.func @add(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64, #CSC>) -> tensor<8x8xf64, #CSR> {
  %c = tensor.empty() : tensor<8x8xf64, #CSR>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSC>) outs(%c : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}
