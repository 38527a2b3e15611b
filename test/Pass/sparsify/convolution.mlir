// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt --sparsifier="enable-runtime-library=false" | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt

// Index expressions in indexing maps (`h + kh`, `2 * i + k`): convolutions and pooling.
// * A sparse filter drives the outer loops (one loop per stored level), and the image is read
//   at the computed coordinate in one dense loop nest per window position: no scf.while.
// * A sparse image level subscripted by an expression is located, not iterated: once the
//   loops of the expression are fixed, an scf.while binary-searches the level's segment for
//   the first coordinate not below the expression's value, and an scf.if on "found" guards
//   the body.
// * The output and the filter are never iterated over their zeros.

#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CCCC = #sparse_tensor.encoding<{
  map = (n, h, w, c) -> (n : compressed, h : compressed, w : compressed, c : compressed)
}>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#window = affine_map<(i, k) -> (2 * i + k)>
#kernel = affine_map<(i, k) -> (k)>
#result = affine_map<(i, k) -> (i)>

// CHECK-LABEL: func.func @sparse_filter(
// CHECK-DAG:     %[[IMG:.*]] = bufferization.to_buffer %arg0
// CHECK-DAG:     %[[P0:.*]] = sparse_tensor.positions %arg1 {level = 0 : index}
// CHECK-DAG:     %[[C0:.*]] = sparse_tensor.coordinates %arg1 {level = 0 : index}
// CHECK-DAG:     %[[P1:.*]] = sparse_tensor.positions %arg1 {level = 1 : index}
// CHECK-DAG:     %[[C1:.*]] = sparse_tensor.coordinates %arg1 {level = 1 : index}
// CHECK-DAG:     %[[V:.*]] = sparse_tensor.values %arg1
// The filter's stored rows, then the stored entries of each: no loop over its zeros.
// CHECK-NOT:     scf.for
// CHECK:         %[[LO0:.*]] = memref.load %[[P0]][%c0]
// CHECK:         %[[HI0:.*]] = memref.load %[[P0]][%{{.*}}]
// CHECK:         %[[RES:.*]] = scf.for %[[Q0:.*]] = %[[LO0]] to %[[HI0]] step %c1 iter_args(%{{.*}} = %arg2) -> (tensor<6x6xf64>) {
// CHECK:           %[[KH:.*]] = memref.load %[[C0]][%[[Q0]]]
// CHECK:           %[[LO1:.*]] = memref.load %[[P1]][%[[Q0]]]
// CHECK:           %[[HI1:.*]] = memref.load %[[P1]][%{{.*}}]
// CHECK:           scf.for %[[Q1:.*]] = %[[LO1]] to %[[HI1]] step %c1 iter_args
// CHECK:             %[[KW:.*]] = memref.load %[[C1]][%[[Q1]]]
// CHECK:             %[[W:.*]] = memref.load %[[V]][%[[Q1]]]
// One dense loop nest over the output per stored filter entry (window position).
// CHECK:             scf.for %[[H:.*]] = %c0 to %c6 step %c1 iter_args
// CHECK:               scf.for %[[X:.*]] = %c0 to %c6{{.*}} step %c1 iter_args(%[[T:.*]] = %{{.*}}) -> (tensor<6x6xf64>) {
// CHECK:                 %[[R:.*]] = arith.addi %[[KH]], %[[H]] : index
// CHECK:                 %[[S:.*]] = arith.addi %[[KW]], %[[X]] : index
// CHECK:                 %[[I:.*]] = memref.load %[[IMG]][%[[R]], %[[S]]]
// CHECK:                 %[[M:.*]] = arith.mulf %[[I]], %[[W]] : f64
// CHECK:                 %[[O:.*]] = tensor.extract %[[T]][%[[H]], %[[X]]]
// CHECK:                 %[[A:.*]] = arith.addf %[[O]], %[[M]] : f64
// CHECK:                 tensor.insert %[[A]] into %[[T]][%[[H]], %[[X]]]
// CHECK-NOT:     scf.while
// CHECK:         return %[[RES]]
// CHECK-NOT:     linalg.conv_2d
// MLIR-LABEL:  llvm.func @sparse_filter(
func.func @sparse_filter(%image: tensor<8x8xf64>, %filter: tensor<3x3xf64, #DCSR>,
                         %out: tensor<6x6xf64>) -> tensor<6x6xf64> {
  %0 = linalg.conv_2d ins(%image, %filter : tensor<8x8xf64>, tensor<3x3xf64, #DCSR>)
                      outs(%out : tensor<6x6xf64>) -> tensor<6x6xf64>
  return %0 : tensor<6x6xf64>
}

// Strides 2: the image's row and column are `2 * oh + kh` and `2 * ow + kw`.
// CHECK-LABEL: func.func @strided_sparse_filter(
// CHECK-COUNT-4: scf.for %{{.*}} = %{{[0-9]+}} to %{{[0-9]+}} step %c1 iter_args
// CHECK:         scf.for %[[N:.*]] = %c0 to
// CHECK:           scf.for %[[OH:.*]] = %c0 to %c3
// CHECK:             scf.for %[[OW:.*]] = %c0 to %c3
// CHECK:               %[[H:.*]] = arith.muli %[[OH]], %{{.*}} : index
// CHECK:               %[[R:.*]] = arith.addi %{{.*}}, %[[H]] : index
// CHECK:               %[[W:.*]] = arith.muli %[[OW]], %{{.*}} : index
// CHECK:               %[[S:.*]] = arith.addi %{{.*}}, %[[W]] : index
// CHECK:               memref.load %{{.*}}[%[[N]], %[[R]], %[[S]], %{{.*}}] : memref<1x7x7x2xf32>
// CHECK:               arith.mulf
// CHECK:               arith.addf
// CHECK-NOT:     scf.while
// CHECK:         return
// MLIR-LABEL:  llvm.func @strided_sparse_filter(
func.func @strided_sparse_filter(%image: tensor<1x7x7x2xf32>, %filter: tensor<3x3x2x4xf32, #CCCC>,
                                 %out: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%image, %filter : tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32, #CCCC>)
         outs(%out : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// A CSR image: rows by the computed coordinate `h + kh` (dense level), the column `w + kw`
// located in the row's segment.
// CHECK-LABEL: func.func @sparse_image(
// CHECK-DAG:     %[[P:.*]] = sparse_tensor.positions %arg0 {level = 1 : index}
// CHECK-DAG:     %[[C:.*]] = sparse_tensor.coordinates %arg0 {level = 1 : index}
// CHECK-DAG:     %[[V:.*]] = sparse_tensor.values %arg0
// CHECK-DAG:     %[[F:.*]] = bufferization.to_buffer %arg1
// CHECK:         scf.for %[[H:.*]] = %c0 to %c6 step %c1 iter_args
// CHECK:           scf.for %[[W:.*]] = %c0 to %c6{{.*}} step %c1 iter_args
// CHECK:             %[[INIT:.*]] = tensor.extract
// CHECK:             scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args(%{{.*}} = %[[INIT]]) -> (f64) {
// CHECK:               %[[ROW:.*]] = arith.addi %[[KH]], %[[H]] : index
// CHECK:               scf.for %[[KW:.*]] = %c0 to %c3{{.*}} step %c1 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// CHECK:                 %[[Y:.*]] = memref.load %[[F]][%[[KH]], %[[KW]]]
// CHECK:                 %[[COL:.*]] = arith.addi %[[KW]], %[[W]] : index
// CHECK:                 %[[LO:.*]] = memref.load %[[P]][%[[ROW]]]
// CHECK:                 %[[HI:.*]] = memref.load %[[P]][%{{.*}}]
// CHECK:                 %[[POS:.*]]:2 = scf.while (%[[L:.*]] = %[[LO]], %[[R:.*]] = %[[HI]]) : (index, index) -> (index, index) {
// CHECK:                   %[[NE:.*]] = arith.cmpi ult, %[[L]], %[[R]] : index
// CHECK:                   scf.condition(%[[NE]]) %[[L]], %[[R]]
// CHECK:                 } do {
// CHECK:                 ^bb0(%[[L2:.*]]: index, %[[R2:.*]]: index):
// CHECK:                   %[[W:.*]] = arith.subi %[[R2]], %[[L2]] : index
// CHECK:                   %[[HALF:.*]] = arith.shrui %[[W]], %c1 : index
// CHECK:                   %[[MID:.*]] = arith.addi %[[L2]], %[[HALF]] : index
// CHECK:                   %[[CM:.*]] = memref.load %[[C]][%[[MID]]]
// CHECK:                   %[[LT:.*]] = arith.cmpi ult, %[[CM]], %[[COL]] : index
// CHECK:                   %[[NEXT:.*]] = arith.addi %[[MID]], %c1 : index
// CHECK:                   %[[NL:.*]] = arith.select %[[LT]], %[[NEXT]], %[[L2]] : index
// CHECK:                   %[[NR:.*]] = arith.select %[[LT]], %[[R2]], %[[MID]] : index
// CHECK:                   scf.yield %[[NL]], %[[NR]] : index, index
// CHECK:                 %[[IN:.*]] = arith.cmpi ult, %[[POS]]#0, %[[HI]] : index
// CHECK:                 %[[FOUND:.*]] = scf.if %[[IN]] -> (i1) {
// CHECK:                   %[[CC:.*]] = memref.load %[[C]][%[[POS]]#0]
// CHECK:                   arith.cmpi eq, %[[CC]], %[[COL]] : index
// CHECK:                 %[[NEW:.*]] = scf.if %[[FOUND]] -> (f64) {
// CHECK:                   %[[X:.*]] = memref.load %[[V]][%[[POS]]#0]
// CHECK:                   %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f64
// CHECK:                   %[[A:.*]] = arith.addf %[[ACC]], %[[M]] : f64
// CHECK:                   scf.yield %[[A]] : f64
// CHECK:                 } else {
// CHECK:                   scf.yield %[[ACC]] : f64
// CHECK:         return
// MLIR-LABEL:  llvm.func @sparse_image(
func.func @sparse_image(%image: tensor<8x8xf64, #CSR>, %filter: tensor<3x3xf64>,
                        %out: tensor<6x6xf64>) -> tensor<6x6xf64> {
  %0 = linalg.conv_2d ins(%image, %filter : tensor<8x8xf64, #CSR>, tensor<3x3xf64>)
                      outs(%out : tensor<6x6xf64>) -> tensor<6x6xf64>
  return %0 : tensor<6x6xf64>
}

// A generic with a strided window over a sparse vector: `2 * i + k` located.
// CHECK-LABEL: func.func @strided_window(
// CHECK:         scf.for %[[I:.*]] = %c0 to %c5 step %c1 iter_args
// CHECK:           scf.for %[[K:.*]] = %c0 to %c3 step %c1 iter_args
// CHECK:             %[[I2:.*]] = arith.muli %[[I]], %{{.*}} : index
// CHECK:             %[[T:.*]] = arith.addi %[[K]], %[[I2]] : index
// CHECK:             scf.while
// CHECK:               arith.shrui
// CHECK:               arith.cmpi ult, %{{.*}}, %[[T]] : index
// CHECK:             arith.cmpi eq, %{{.*}}, %[[T]] : index
// CHECK:             scf.if %{{.*}} -> (f64) {
// CHECK:               arith.mulf
// CHECK:         return
// MLIR-LABEL:  llvm.func @strided_window(
func.func @strided_window(%a: tensor<11xf64, #SV>, %w: tensor<3xf64>, %o: tensor<5xf64>) -> tensor<5xf64> {
  %0 = linalg.generic {indexing_maps = [#window, #kernel, #result], iterator_types = ["parallel", "reduction"]}
      ins(%a, %w : tensor<11xf64, #SV>, tensor<3xf64>) outs(%o : tensor<5xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<5xf64>
  return %0 : tensor<5xf64>
}

// Max pooling: a window position whose image entry is not stored combines a zero.
// CHECK-LABEL: func.func @max_pool_sparse_image(
// CHECK:         scf.while
// CHECK:         scf.if
// CHECK:           arith.maximumf
// CHECK:         } else {
// CHECK:           %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:           arith.maximumf %{{.*}}, %[[Z]] : f64
// CHECK:         return
// MLIR-LABEL:  llvm.func @max_pool_sparse_image(
func.func @max_pool_sparse_image(%image: tensor<1x6x6x2xf64, #CCCC>, %window: tensor<2x2xf64>,
                                 %out: tensor<1x5x5x2xf64>) -> tensor<1x5x5x2xf64> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%image, %window : tensor<1x6x6x2xf64, #CCCC>, tensor<2x2xf64>)
         outs(%out : tensor<1x5x5x2xf64>) -> tensor<1x5x5x2xf64>
  return %0 : tensor<1x5x5x2xf64>
}
