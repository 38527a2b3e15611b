// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | mlir-opt --mlir-print-local-scope | tile-opt | FileCheck %s
// REQUIRES: mlir-opt

// Without aliases (`--mlir-print-local-scope`, or the C API's printer) mlir-opt-22 prints the
// encoding inside the dialect's own types stripped of `#sparse_tensor.encoding`:
// `!sparse_tensor.iter_space<<{ map = ... }>, lvls = 0>`. Both spellings parse.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

// CHECK-LABEL: func.func @spaces(
// CHECK: sparse_tensor.extract_iteration_space %{{.*}} lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK: sparse_tensor.extract_iteration_space %{{.*}} lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
func.func @spaces(%t: tensor<4x8xf32, #COO>) {
  %a = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  %b = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x8xf32, #COO>
    -> !sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>, lvls = 0>
  return
}
