// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: 5
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 7

// sparse_tensor.storage_specifier.init/set/get: the metadata of a sparse tensor's storage;
// init starts every memory size at zero (with a source: the source's memory sizes), set
// returns an updated copy, get reads a field.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %s0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
    %s1 = sparse_tensor.storage_specifier.set %s0 lvl_sz at 0 with %c5 : !sparse_tensor.storage_specifier<#CSR>
    %s2 = sparse_tensor.storage_specifier.set %s1 pos_mem_sz at 1 with %c3 : !sparse_tensor.storage_specifier<#CSR>
    %s3 = sparse_tensor.storage_specifier.set %s2 val_mem_sz with %c7 : !sparse_tensor.storage_specifier<#CSR>
    %a = sparse_tensor.storage_specifier.get %s3 lvl_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %a : index
    %b = sparse_tensor.storage_specifier.get %s3 pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %b : index
    %c = sparse_tensor.storage_specifier.get %s3 crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %c : index
    %d = sparse_tensor.storage_specifier.get %s3 val_mem_sz : !sparse_tensor.storage_specifier<#CSR>
    vector.print %d : index
    // The earlier value is unchanged by the later sets.
    %e = sparse_tensor.storage_specifier.get %s1 pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %e : index
    %copy = sparse_tensor.storage_specifier.init with %s3 : from !sparse_tensor.storage_specifier<#CSR> to !sparse_tensor.storage_specifier<#CSR>
    %f = sparse_tensor.storage_specifier.get %copy pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %f : index
    %g = sparse_tensor.storage_specifier.get %copy val_mem_sz : !sparse_tensor.storage_specifier<#CSR>
    vector.print %g : index
    return
  }
}
