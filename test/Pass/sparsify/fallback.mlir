// RUN: tile-opt %s --sparsify --verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s --sparsify=strict=true 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: tile-opt %s --sparsify | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// By default a kernel sparsify cannot handle gets a remark naming the reason and is left as
// it is, for MLIR's --sparsifier to lower downstream; the other kernels of the function
// are still sparsified. `strict=true` makes it an error (test/Pass/sparsify/invalid.mlir).

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// A slice whose dense level lies below a compressed one: its stored size is the
// underlying tensor's, which the slice type does not give.
#CD_SLICE = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, 1)>) -> (d0 : compressed, d1 : dense)
}>

// CHECK-LABEL: func.func @mixed(
// The row sums are sparsified: loops over the positions of %a.
// CHECK:         sparse_tensor.positions
// CHECK:         scf.for
// The kernel over a slice is left as written.
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%{{.*}} : tensor<4x8xf64, #sparse{{[0-9]*}}>)
// CHECK:           arith.addf
// MLIR-LABEL: llvm.func @mixed(
func.func @mixed(%a: tensor<8x8xf64, #CSR>, %s: tensor<8xf64>, %b: tensor<4x8xf64, #CD_SLICE>, %t: tensor<4xf64>) -> (tensor<8xf64>, tensor<4xf64>) {
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                          iterator_types = ["parallel", "reduction"]}
    ins(%a : tensor<8x8xf64, #CSR>) outs(%s : tensor<8xf64>) {
  ^bb0(%x: f64, %o: f64):
    %y = arith.addf %o, %x : f64
    linalg.yield %y : f64
  } -> tensor<8xf64>
  // expected-remark @+1 {{'linalg.generic' op left for MLIR's sparsifier: cannot sparsify: operand #0: slice level 1 is not supported (a dense first level, or ordered compressed and singleton levels)}}
  %sliced = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                            iterator_types = ["parallel", "reduction"]}
    ins(%b : tensor<4x8xf64, #CD_SLICE>) outs(%t : tensor<4xf64>) {
  ^bb0(%x: f64, %o: f64):
    %y = arith.addf %o, %x : f64
    linalg.yield %y : f64
  } -> tensor<4xf64>
  return %rows, %sliced : tensor<8xf64>, tensor<4xf64>
}
// STRICT: error: 'linalg.generic' op cannot sparsify: operand #0: slice level 1 is not supported (a dense first level, or ordered compressed and singleton levels)
