// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Row-wise SpGEMM into a 4096-column CSR output, with a plain sum and with the (min, +)
// semiring (a custom reduction): rows of 1 and 2 entries come back in order through the
// sorted list, a row of 69 entries through the bitmap scan, an empty row stores nothing.
// The CHECK lines are mlir-runner-22's output for MLIR's own sparsifier.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>

#matmul = {
  indexing_maps = [
    affine_map<(i, j, k) -> (i, k)>,
    affine_map<(i, j, k) -> (k, j)>,
    affine_map<(i, j, k) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel", "reduction"]
}

module {
  func.func @spgemm(%a: tensor<4x6xf64, #CSR>, %b: tensor<6x4096xf64, #CSR>) -> tensor<4x4096xf64, #CSR> {
    %c = tensor.empty() : tensor<4x4096xf64, #CSR>
    %r = linalg.matmul ins(%a, %b : tensor<4x6xf64, #CSR>, tensor<6x4096xf64, #CSR>)
                       outs(%c : tensor<4x4096xf64, #CSR>) -> tensor<4x4096xf64, #CSR>
    return %r : tensor<4x4096xf64, #CSR>
  }

  // The (min, +) semiring: a custom reduction whose identity is +inf.
  func.func @min_plus(%a: tensor<4x6xf64, #CSR>, %b: tensor<6x4096xf64, #CSR>) -> tensor<4x4096xf64, #DCSR> {
    %c = tensor.empty() : tensor<4x4096xf64, #DCSR>
    %r = linalg.generic #matmul
      ins(%a, %b : tensor<4x6xf64, #CSR>, tensor<6x4096xf64, #CSR>)
      outs(%c : tensor<4x4096xf64, #DCSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %inf = arith.constant 0x7FF0000000000000 : f64
      %p = sparse_tensor.binary %x, %y : f64, f64 to f64
        overlap = {
        ^bb0(%u: f64, %v: f64):
          %s = arith.addf %u, %v : f64
          sparse_tensor.yield %s : f64
        }
        left = {}
        right = {}
      %m = sparse_tensor.reduce %p, %o, %inf : f64 {
      ^bb0(%u: f64, %v: f64):
        %mn = arith.minimumf %u, %v : f64
        sparse_tensor.yield %mn : f64
      }
      linalg.yield %m : f64
    } -> tensor<4x4096xf64, #DCSR>
    return %r : tensor<4x4096xf64, #DCSR>
  }

  func.func @main() {
    // Row 0 of the product touches 2 columns of 4096 (sorted list), row 2 touches 70
    // (bitmap scan), row 1 none, row 3 one.
    %a = arith.constant sparse<[[0, 0], [0, 5], [2, 1], [2, 2], [2, 3], [3, 4]],
                               [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x6xf64>
    %sa = sparse_tensor.convert %a : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    %b0 = arith.constant sparse<[[0, 4000], [5, 7], [5, 4000], [4, 64]], [1.0, 2.0, 3.0, 4.0]> : tensor<6x4096xf64>
    %bs = sparse_tensor.convert %b0 : tensor<6x4096xf64> to tensor<6x4096xf64, #CSR>
    // Rows 1, 2 and 3 of B: 70 entries, value q at column 59 q of row 1 + q mod 3.
    %d = tensor.generate {
    ^bb0(%i: index, %j: index):
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c59 = arith.constant 59 : index
      %c70 = arith.constant 70 : index
      %q = arith.divui %j, %c59 : index
      %r = arith.remui %j, %c59 : index
      %on = arith.cmpi eq, %r, %c0 : index
      %few = arith.cmpi ult, %q, %c70 : index
      %m = arith.remui %q, %c3 : index
      %row = arith.addi %m, %c1 : index
      %here = arith.cmpi eq, %row, %i : index
      %a1 = arith.andi %on, %few : i1
      %a2 = arith.andi %a1, %here : i1
      %qi = arith.index_cast %q : index to i64
      %qf = arith.sitofp %qi : i64 to f64
      %zero = arith.constant 0.0 : f64
      %v = arith.select %a2, %qf, %zero : f64
      tensor.yield %v : f64
    } : tensor<6x4096xf64>
    %bl = sparse_tensor.convert %d : tensor<6x4096xf64> to tensor<6x4096xf64, #CSR>
    %e2 = tensor.empty() : tensor<6x4096xf64, #CSR>
    %bsum = linalg.add ins(%bs, %bl : tensor<6x4096xf64, #CSR>, tensor<6x4096xf64, #CSR>)
                       outs(%e2 : tensor<6x4096xf64, #CSR>) -> tensor<6x4096xf64, #CSR>
    %p = call @spgemm(%sa, %bsum) : (tensor<4x6xf64, #CSR>, tensor<6x4096xf64, #CSR>) -> tensor<4x4096xf64, #CSR>
    sparse_tensor.print %p : tensor<4x4096xf64, #CSR>
    %mp = call @min_plus(%sa, %bsum) : (tensor<4x6xf64, #CSR>, tensor<6x4096xf64, #CSR>) -> tensor<4x4096xf64, #DCSR>
    sparse_tensor.print %mp : tensor<4x4096xf64, #DCSR>
    bufferization.dealloc_tensor %sa : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %bs : tensor<6x4096xf64, #CSR>
    bufferization.dealloc_tensor %bl : tensor<6x4096xf64, #CSR>
    bufferization.dealloc_tensor %bsum : tensor<6x4096xf64, #CSR>
    bufferization.dealloc_tensor %p : tensor<4x4096xf64, #CSR>
    bufferization.dealloc_tensor %mp : tensor<4x4096xf64, #DCSR>
    return
  }
}

// CHECK: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 72
// CHECK-NEXT: dim = ( 4, 4096 )
// CHECK-NEXT: lvl = ( 4, 4096 )
// CHECK-NEXT: pos[1] : ( 0, 2, 2, 71, 72 )
// CHECK-NEXT: crd[1] : ( 7, 4000, 59, 118, 177, 236, 295, 354, 413, 472, 531, 590, 649, 708, 767, 826, 885, 944, 1003, 1062, 1121, 1180, 1239, 1298, 1357, 1416, 1475, 1534, 1593, 1652, 1711, 1770, 1829, 1888, 1947, 2006, 2065, 2124, 2183, 2242, 2301, 2360, 2419, 2478, 2537, 2596, 2655, 2714, 2773, 2832, 2891, 2950, 3009, 3068, 3127, 3186, 3245, 3304, 3363, 3422, 3481, 3540, 3599, 3658, 3717, 3776, 3835, 3894, 3953, 4012, 4071, 64 )
// CHECK-NEXT: values : ( 4, 7, 4, 10, 9, 16, 25, 18, 28, 40, 27, 40, 55, 36, 52, 70, 45, 64, 85, 54, 76, 100, 63, 88, 115, 72, 100, 130, 81, 112, 145, 90, 124, 160, 99, 136, 175, 108, 148, 190, 117, 160, 205, 126, 172, 220, 135, 184, 235, 144, 196, 250, 153, 208, 265, 162, 220, 280, 171, 232, 295, 180, 244, 310, 189, 256, 325, 198, 268, 340, 207, 24 )
// CHECK-NEXT: ----
// CHECK-NEXT: ---- Sparse Tensor ----
// CHECK-NEXT: nse = 72
// CHECK-NEXT: dim = ( 4, 4096 )
// CHECK-NEXT: lvl = ( 4, 4096 )
// CHECK-NEXT: pos[0] : ( 0, 3 )
// CHECK-NEXT: crd[0] : ( 0, 2, 3 )
// CHECK-NEXT: pos[1] : ( 0, 2, 71, 72 )
// CHECK-NEXT: crd[1] : ( 7, 4000, 59, 118, 177, 236, 295, 354, 413, 472, 531, 590, 649, 708, 767, 826, 885, 944, 1003, 1062, 1121, 1180, 1239, 1298, 1357, 1416, 1475, 1534, 1593, 1652, 1711, 1770, 1829, 1888, 1947, 2006, 2065, 2124, 2183, 2242, 2301, 2360, 2419, 2478, 2537, 2596, 2655, 2714, 2773, 2832, 2891, 2950, 3009, 3068, 3127, 3186, 3245, 3304, 3363, 3422, 3481, 3540, 3599, 3658, 3717, 3776, 3835, 3894, 3953, 4012, 4071, 64 )
// CHECK-NEXT: values : ( 4, 2, 5, 7, 6, 8, 10, 9, 11, 13, 12, 14, 16, 15, 17, 19, 18, 20, 22, 21, 23, 25, 24, 26, 28, 27, 29, 31, 30, 32, 34, 33, 35, 37, 36, 38, 40, 39, 41, 43, 42, 44, 46, 45, 47, 49, 48, 50, 52, 51, 53, 55, 54, 56, 58, 57, 59, 61, 60, 62, 64, 63, 65, 67, 66, 68, 70, 69, 71, 73, 72, 10 )
// CHECK-NEXT: ----
