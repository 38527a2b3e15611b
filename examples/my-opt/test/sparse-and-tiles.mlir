// RUN: my-opt %s --pass-pipeline='builtin.module(func.func(my-lower-double,sparsify),canonicalize)' | FileCheck %s --check-prefix=SPARSE
// RUN: my-opt %s --pass-pipeline='builtin.module(func.func(my-lower-double,assign-layouts),lower-tiles,canonicalize)' 2>/dev/null | FileCheck %s --check-prefix=TILES

// tile-opt's sparsify and lower-tiles in my-opt's own pipelines, after its own pass: the
// kernel body's my.double becomes arith.addi, which sparsify then clones into the loop
// over the stored entries of the CSR row.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// SPARSE-LABEL: func.func @spmv_double
// SPARSE:         scf.for
// SPARSE:           scf.for
// SPARSE:             arith.addi %{{.*}}, %{{.*}} : i32
// SPARSE:             arith.muli
// SPARSE-NOT:     my.double
// SPARSE-NOT:     linalg.generic
func.func @spmv_double(%a: tensor<8x8xi32, #CSR>, %x: tensor<8xi32>, %y: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<8x8xi32, #CSR>, tensor<8xi32>) outs(%y : tensor<8xi32>) {
  ^bb0(%av: i32, %xv: i32, %o: i32):
    %d = my.double %xv : i32
    %p = arith.muli %av, %d : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}

// assign-layouts gives the doubled tensor the TPU tile and lower-tiles turns the layout
// changes into plain tensor and vector ops (the padded relayout is a loop of vector
// transfers): no tile op or layout is left.
// TILES-LABEL: func.func @tensors
// TILES:         scf.for
// TILES:           vector.transfer_read
// TILES:           vector.transfer_write
// TILES:         arith.addi
// TILES-NOT:     tile.
func.func @tensors(%x: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = my.double %x : tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
