// REQUIRES: tile-run
// sparse_tensor.out of a loose-compressed matrix to standard output (an empty TENSOR0):
// the header counts the entries the storage holds, the gap included, as MLIR's codegen
// writes it. The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: env TENSOR0= tile-run %s | FileCheck %s
// CHECK: # extended FROSTT format
// CHECK-NEXT: 2 5
// CHECK-NEXT: 2 5
// CHECK-NEXT: 1 1 1.5
// CHECK-NEXT: 1 3 2.5
// CHECK-NEXT: 1 5 3.5
// CHECK-NEXT: 2 2 4.5

!Filename = !llvm.ptr

#LooseRows = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : loose_compressed)
}>

func.func private @getTensorFilename(index) -> !Filename

func.func @main() {
  %c0 = arith.constant 0 : index
  %file = call @getTensorFilename(%c0) : (index) -> !Filename
  // Row 0 holds positions [0, 3), row 1 [4, 5): entry 3 is a gap.
  %pos = arith.constant dense<[0, 3, 4, 5]> : tensor<4xindex>
  %crd = arith.constant dense<[0, 2, 4, 9, 1]> : tensor<5xindex>
  %val = arith.constant dense<[1.5, 2.5, 3.5, 99.0, 4.5]> : tensor<5xf64>
  %s = sparse_tensor.assemble (%pos, %crd), %val
     : (tensor<4xindex>, tensor<5xindex>), tensor<5xf64> to tensor<2x5xf64, #LooseRows>
  sparse_tensor.out %s, %file : tensor<2x5xf64, #LooseRows>, !Filename
  return
}
