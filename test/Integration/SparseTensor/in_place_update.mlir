// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Updates of a sparse tensor that is not fresh: `X = 2 * X` with X in both `ins` and `outs`
// (the output is not read: overwritten), then `tanh` and a scaling of the output itself
// (the body reads it and is zero wherever it stores nothing: MLIR's in-place update). The
// pattern never changes: five stored entries throughout.

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

#pointwise = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

func.func @double(%x: tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR> {
  %r = linalg.generic #pointwise ins(%x : tensor<4x5xf64, #CSR>) outs(%x : tensor<4x5xf64, #CSR>) {
  ^bb0(%a: f64, %o: f64):
    %two = arith.constant 2.0 : f64
    %m = arith.mulf %a, %two : f64
    linalg.yield %m : f64
  } -> tensor<4x5xf64, #CSR>
  return %r : tensor<4x5xf64, #CSR>
}

func.func @tanh_in_place(%x: tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    outs(%x : tensor<4x5xf64, #CSR>) {
  ^bb0(%o: f64):
    %t = math.tanh %o : f64
    linalg.yield %t : f64
  } -> tensor<4x5xf64, #CSR>
  return %r : tensor<4x5xf64, #CSR>
}

func.func @scale_in_place(%x: tensor<4x5xf64, #CSR>, %s: f64) -> tensor<4x5xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    outs(%x : tensor<4x5xf64, #CSR>) {
  ^bb0(%o: f64):
    %m = arith.mulf %s, %o : f64
    linalg.yield %m : f64
  } -> tensor<4x5xf64, #CSR>
  return %r : tensor<4x5xf64, #CSR>
}

func.func @main() {
  %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0],
                             [0.0, 0.0, 0.0, 0.0, 0.0],
                             [0.0, -3.0, 0.0, 0.0, 4.0],
                             [0.0, 0.0, 0.0, 0.0, 0.5]]> : tensor<4x5xf64>
  %a = sparse_tensor.convert %d : tensor<4x5xf64> to tensor<4x5xf64, #CSR>

  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 5
  // CHECK-NEXT: dim = ( 4, 5 )
  // CHECK-NEXT: lvl = ( 4, 5 )
  // CHECK-NEXT: pos[1] : ( 0, 2, 2, 4, 5 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 1, 4, 4 )
  // CHECK-NEXT: values : ( 2, 4, -6, 8, 1 )
  // CHECK-NEXT: ----
  %r = call @double(%a) : (tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR>
  sparse_tensor.print %r : tensor<4x5xf64, #CSR>

  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 5
  // CHECK-NEXT: dim = ( 4, 5 )
  // CHECK-NEXT: lvl = ( 4, 5 )
  // CHECK-NEXT: pos[1] : ( 0, 2, 2, 4, 5 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 1, 4, 4 )
  // CHECK-NEXT: values : ( 0.964028, 0.999329, -0.999988, 1, 0.761594 )
  // CHECK-NEXT: ----
  %t = call @tanh_in_place(%r) : (tensor<4x5xf64, #CSR>) -> tensor<4x5xf64, #CSR>
  sparse_tensor.print %t : tensor<4x5xf64, #CSR>

  // CHECK:      ---- Sparse Tensor ----
  // CHECK-NEXT: nse = 5
  // CHECK-NEXT: dim = ( 4, 5 )
  // CHECK-NEXT: lvl = ( 4, 5 )
  // CHECK-NEXT: pos[1] : ( 0, 2, 2, 4, 5 )
  // CHECK-NEXT: crd[1] : ( 0, 2, 1, 4, 4 )
  // CHECK-NEXT: values : ( -0.482014, -0.499665, 0.499994, -0.5, -0.380797 )
  // CHECK-NEXT: ----
  %half = arith.constant -0.5 : f64
  %s = call @scale_in_place(%t, %half) : (tensor<4x5xf64, #CSR>, f64) -> tensor<4x5xf64, #CSR>
  sparse_tensor.print %s : tensor<4x5xf64, #CSR>

  bufferization.dealloc_tensor %a : tensor<4x5xf64, #CSR>
  return
}
