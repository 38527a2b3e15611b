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

// A convolution over a padded sparse image: MLIR's sparsifier iterates the padding
// through the image's storage, so the kernel is left to it.
#CDCC = #sparse_tensor.encoding<{
  map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : dense, d2 : compressed, d3 : compressed)
}>
// CHECK-LABEL: func.func @padded_image(
// CHECK:         tensor.pad
// CHECK:         linalg.conv_2d_nhwc_hwcf
// MLIR-LABEL: llvm.func @padded_image(
func.func @padded_image(%image: tensor<1x4x4x1xf32, #CDCC>, %filter: tensor<3x3x1x1xf32>,
                        %out: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %image low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x1xf32, #CDCC> to tensor<1x6x6x1xf32, #CDCC>
  // expected-remark @+1 {{'linalg.conv_2d_nhwc_hwcf' op left for MLIR's sparsifier: cannot sparsify: operand #0 is a sparse tensor padded by tensor.pad}}
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%padded, %filter : tensor<1x6x6x1xf32, #CDCC>, tensor<3x3x1x1xf32>)
    outs(%out : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %r : tensor<1x4x4x1xf32>
}
