// REQUIRES: integration
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// sign(x) written with cmpf, copysign and select, reading its one sparse operand four
// times: its merge lattice has two points (stored, not stored), and the body is zero where
// nothing is stored, so the output stores only the input's entries. MLIR 22's sparsifier
// fails on this kernel (its own test wraps the body in sparse_tensor.unary).

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait_sign = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @sign(%a: tensor<8xf64, #SV>) -> tensor<8xf64, #SV> {
    %init = tensor.empty() : tensor<8xf64, #SV>
    %0 = linalg.generic #trait_sign ins(%a : tensor<8xf64, #SV>) outs(%init : tensor<8xf64, #SV>) {
    ^bb0(%p: f64, %r: f64):
      %z = arith.constant 0.0 : f64
      %one = arith.constant 1.0 : f64
      %nan = arith.cmpf uno, %p, %p : f64
      %isz = arith.cmpf oeq, %p, %z : f64
      %sgn = math.copysign %one, %p : f64
      %t1 = arith.select %isz, %z, %sgn : f64
      %t2 = arith.select %nan, %p, %t1 : f64
      linalg.yield %t2 : f64
    } -> tensor<8xf64, #SV>
    return %0 : tensor<8xf64, #SV>
  }
  func.func @main() {
    %vs = arith.constant dense<[-1.5, 0.0, 2.0, 0.0, 0.0, 0.0, -0.25, 4.0]> : tensor<8xf64>
    %ss = sparse_tensor.convert %vs : tensor<8xf64> to tensor<8xf64, #SV>
    %s = call @sign(%ss) : (tensor<8xf64, #SV>) -> tensor<8xf64, #SV>
    // CHECK:      nse = 4
    // CHECK-NEXT: dim = ( 8 )
    // CHECK-NEXT: lvl = ( 8 )
    // CHECK-NEXT: pos[0] : ( 0, 4 )
    // CHECK-NEXT: crd[0] : ( 0, 2, 6, 7 )
    // CHECK-NEXT: values : ( -1, 1, -1, 1 )
    sparse_tensor.print %s : tensor<8xf64, #SV>
    bufferization.dealloc_tensor %ss : tensor<8xf64, #SV>
    bufferization.dealloc_tensor %s : tensor<8xf64, #SV>
    return
  }
}
