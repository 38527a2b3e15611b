// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Semiring ops in kernel bodies: `sparse_tensor.binary` with custom overlap/left/right
// regions (a union), `sparse_tensor.unary` with a custom absent region, and
// `sparse_tensor.select` keeping only positive values.

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#trait_binop = {
  indexing_maps = [
    affine_map<(i) -> (i)>,  // a
    affine_map<(i) -> (i)>,  // b
    affine_map<(i) -> (i)>   // x (out)
  ],
  iterator_types = ["parallel"],
  doc = "x(i) = a(i) OP b(i)"
}

#trait_unop = {
  indexing_maps = [
    affine_map<(i) -> (i)>,  // a
    affine_map<(i) -> (i)>   // x (out)
  ],
  iterator_types = ["parallel"]
}

module {
  // Overlap: a - b; only a: a; only b: -b (a union whose missing side is negated).
  func.func @sub_union(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %0 = linalg.generic #trait_binop
      ins(%a, %b: tensor<8xf64, #SV>, tensor<8xf64, #SV>)
      outs(%init: tensor<8xf64, #SV>) {
        ^bb0(%x: f64, %y: f64, %o: f64):
          %r = sparse_tensor.binary %x, %y : f64, f64 to f64
            overlap = {
              ^bb0(%p: f64, %q: f64):
                %d = arith.subf %p, %q : f64
                sparse_tensor.yield %d : f64
            }
            left = identity
            right = {
              ^bb0(%q: f64):
                %n = arith.negf %q : f64
                sparse_tensor.yield %n : f64
            }
          linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    return %0 : tensor<8xf64, #SV>
  }

  // Present: a + 1; absent: 7 (the output becomes dense in content).
  func.func @fill_absent(%a: tensor<8xf64, #SV>) -> tensor<8xf64> {
    %init = tensor.empty() : tensor<8xf64>
    %0 = linalg.generic #trait_unop
      ins(%a: tensor<8xf64, #SV>)
      outs(%init: tensor<8xf64>) {
        ^bb0(%x: f64, %o: f64):
          %r = sparse_tensor.unary %x : f64 to f64
            present = {
              ^bb0(%v: f64):
                %one = arith.constant 1.0 : f64
                %s = arith.addf %v, %one : f64
                sparse_tensor.yield %s : f64
            }
            absent = {
              %seven = arith.constant 7.0 : f64
              sparse_tensor.yield %seven : f64
            }
          linalg.yield %r : f64
    } -> tensor<8xf64>
    return %0 : tensor<8xf64>
  }

  func.func @positives(%a: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %0 = linalg.generic #trait_unop
      ins(%a: tensor<8xf64, #SV>)
      outs(%init: tensor<8xf64, #SV>) {
        ^bb0(%x: f64, %o: f64):
          %r = sparse_tensor.select %x : f64 {
            ^bb0(%v: f64):
              %z = arith.constant 0.0 : f64
              %keep = arith.cmpf ogt, %v, %z : f64
              sparse_tensor.yield %keep : i1
          }
          linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    return %0 : tensor<8xf64, #SV>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant sparse<[[0], [3], [5]], [1.0, -2.0, 4.0]> : tensor<8xf64>
    %db = arith.constant sparse<[[3], [6]], [10.0, 5.0]> : tensor<8xf64>
    %a = sparse_tensor.convert %da : tensor<8xf64> to tensor<8xf64, #SV>
    %b = sparse_tensor.convert %db : tensor<8xf64> to tensor<8xf64, #SV>

    %u = call @sub_union(%a, %b) : (tensor<8xf64, #SV>, tensor<8xf64, #SV>) -> tensor<8xf64, #SV>
    // CHECK:      ---- Sparse Tensor ----
    // CHECK-NEXT: nse = 4
    // CHECK-NEXT: dim = ( 8 )
    // CHECK-NEXT: lvl = ( 8 )
    // CHECK-NEXT: pos[0] : ( 0, 4 )
    // CHECK-NEXT: crd[0] : ( 0, 3, 5, 6 )
    // CHECK-NEXT: values : ( 1, -12, 4, -5 )
    // CHECK-NEXT: ----
    sparse_tensor.print %u : tensor<8xf64, #SV>

    %f = call @fill_absent(%a) : (tensor<8xf64, #SV>) -> tensor<8xf64>
    // CHECK: ( 2, 7, 7, -1, 7, 5, 7, 7 )
    %v = vector.transfer_read %f[%c0], %f0 : tensor<8xf64>, vector<8xf64>
    vector.print %v : vector<8xf64>

    %p = call @positives(%u) : (tensor<8xf64, #SV>) -> tensor<8xf64, #SV>
    // CHECK:      ---- Sparse Tensor ----
    // CHECK-NEXT: nse = 2
    // CHECK-NEXT: dim = ( 8 )
    // CHECK-NEXT: lvl = ( 8 )
    // CHECK-NEXT: pos[0] : ( 0, 2 )
    // CHECK-NEXT: crd[0] : ( 0, 5 )
    // CHECK-NEXT: values : ( 1, 4 )
    // CHECK-NEXT: ----
    sparse_tensor.print %p : tensor<8xf64, #SV>

    bufferization.dealloc_tensor %a : tensor<8xf64, #SV>
    bufferization.dealloc_tensor %b : tensor<8xf64, #SV>
    bufferization.dealloc_tensor %u : tensor<8xf64, #SV>
    bufferization.dealloc_tensor %p : tensor<8xf64, #SV>
    return
  }
}
