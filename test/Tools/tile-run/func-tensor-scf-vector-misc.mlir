// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run.
// RUN: tile-run %s | FileCheck %s
// CHECK: 49
// CHECK-NEXT: ( ( -1, -1, -1, -1, -1 ), ( 0, 4, 8, -1, -1 ), ( 4, 8, 12, -1, -1 ) )
// CHECK-NEXT: 9
// CHECK-NEXT: 1

// Ops of func, tensor, scf, affine and vector that other tests only print.
module {
  func.func @square(%x: i32) -> i32 {
    %r = arith.muli %x, %x : i32
    return %r : i32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index

    // func.constant + func.call_indirect.
    %f = func.constant @square : (i32) -> i32
    %seven = arith.constant 7 : i32
    %sq = func.call_indirect %f(%seven) : (i32) -> i32
    vector.print %sq : i32

    // tensor.generate and tensor.pad bodies end in tensor.yield.
    %g = tensor.generate {
    ^bb0(%i: index, %j: index):
      %s = arith.addi %i, %j : index
      %t = arith.muli %s, %c4 : index
      %v = arith.index_cast %t : index to i32
      tensor.yield %v : i32
    } : tensor<2x3xi32>
    %pad = arith.constant -1 : i32
    %p = tensor.pad %g low[1, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %pad : i32
    } : tensor<2x3xi32> to tensor<3x5xi32>
    %vp = vector.transfer_read %p[%c0, %c0], %pad : tensor<3x5xi32>, vector<3x5xi32>
    vector.print %vp : vector<3x5xi32>

    // scf.parallel with a reduction (scf.reduce.return).
    %m = memref.alloc() : memref<4xf32>
    %x = arith.constant 1.5 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      %fi = arith.index_cast %i : index to i32
      %ff = arith.sitofp %fi : i32 to f32
      %v = arith.mulf %ff, %x : f32
      memref.store %v, %m[%i] : memref<4xf32>
    }
    %zero = arith.constant 0.0 : f32
    %sum = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%zero) -> f32 {
      %v = memref.load %m[%i] : memref<4xf32>
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %r = arith.addf %a, %b : f32
        scf.reduce.return %r : f32
      }
    }
    vector.print %sum : f32

    // vector.mask over a reduction: the masked lanes take no part.
    %vec = arith.constant dense<[1.0, 2.0, 4.0, 8.0]> : vector<4xf32>
    %mask = vector.create_mask %c1 : vector<4xi1>
    %red = vector.mask %mask { vector.reduction <add>, %vec : vector<4xf32> into f32 } : vector<4xi1> -> f32
    vector.print %red : f32
    memref.dealloc %m : memref<4xf32>
    return
  }
}
