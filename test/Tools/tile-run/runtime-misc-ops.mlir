// REQUIRES: tile-run
// The CHECK lines are mlir-runner-22's output for scripts/mlir-sparse-run with
// --convert-bufferization-to-memref (for bufferization.clone).
// RUN: tile-run %s | FileCheck %s
// CHECK: 0.681639
// CHECK-NEXT: 0.731689
// CHECK-NEXT: 2.117
// CHECK-NEXT: 1.117
// CHECK-NEXT: -0.287682
// CHECK-NEXT: 0.559616
// CHECK-NEXT: 0.487139
// CHECK-NEXT: 2.625
// CHECK-NEXT: 10
// CHECK-NEXT: ( ( 2, 3 ), ( 4, 5 ) )
// CHECK-NEXT: 1
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 1 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 9, 8 ) )
// CHECK-NEXT: 2
// CHECK-NEXT: 4

// More ops run against mlir-runner: math functions, memref views and casts, tensor slices
// and rank, scf.execute_region, bufferization.clone, and cf branches.
module {
  func.func @math(%x: f64, %y: f64) {
    %s = math.sin %x : f64
    vector.print %s : f64
    %c = math.cos %x : f64
    vector.print %c : f64
    %e = math.exp %x : f64
    vector.print %e : f64
    %em = math.expm1 %x : f64
    vector.print %em : f64
    %ax = math.absf %x : f64
    %l = math.log %ax : f64
    vector.print %l : f64
    %lp = math.log1p %ax : f64
    vector.print %lp : f64
    %p = math.powf %ax, %y : f64
    vector.print %p : f64
    %f = math.fma %x, %y, %x : f64
    vector.print %f : f64
    return
  }

  func.func @branches(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^loop(%c0, %c0 : index, index)
  ^loop(%i: index, %acc: index):
    %done = arith.cmpi sge, %i, %n : index
    cf.cond_br %done, ^exit, ^body
  ^body:
    %next = arith.addi %acc, %i : index
    %i1 = arith.addi %i, %c1 : index
    cf.br ^loop(%i1, %next : index, index)
  ^exit:
    %ok = arith.cmpi sge, %acc, %c0 : index
    cf.assert %ok, "sum is negative"
    return %acc : index
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 0.75 : f64
    %y = arith.constant 2.5 : f64
    call @math(%x, %y) : (f64, f64) -> ()
    %c5 = arith.constant 5 : index
    %sum = call @branches(%c5) : (index) -> index
    vector.print %sum : index

    // memref views: reinterpret_cast, a memory space cast, alignment, clone, copy in.
    %m = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c5 step %c1 {
      %fi = arith.index_cast %i : index to i32
      %ff = arith.sitofp %fi : i32 to f32
      %v = arith.addf %ff, %one : f32
      memref.store %v, %m[%i] : memref<6xf32>
    }
    memref.store %one, %m[%c5] : memref<6xf32>
    memref.assume_alignment %m, 64 : memref<6xf32>
    %r = memref.reinterpret_cast %m to offset: [1], sizes: [2, 2], strides: [2, 1] : memref<6xf32> to memref<2x2xf32, strided<[2, 1], offset: 1>>
    %pad = arith.constant 0.0 : f32
    %vr = vector.transfer_read %r[%c0, %c0], %pad : memref<2x2xf32, strided<[2, 1], offset: 1>>, vector<2x2xf32>
    vector.print %vr : vector<2x2xf32>
    %ms = memref.memory_space_cast %m : memref<6xf32> to memref<6xf32, 1>
    %v5 = memref.load %ms[%c5] : memref<6xf32, 1>
    vector.print %v5 : f32
    %cl = bufferization.clone %m : memref<6xf32> to memref<6xf32>
    memref.store %pad, %m[%c0] : memref<6xf32>
    %vc = vector.transfer_read %cl[%c0], %pad : memref<6xf32>, vector<6xf32>
    vector.print %vc : vector<6xf32>

    // tensor.insert_slice and tensor.rank.
    %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
    %small = arith.constant dense<[[9.0, 8.0]]> : tensor<1x2xf32>
    %ins = tensor.insert_slice %small into %t[1, 1] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x3xf32>
    %vi = vector.transfer_read %ins[%c0, %c0], %pad : tensor<2x3xf32>, vector<2x3xf32>
    vector.print %vi : vector<2x3xf32>
    %rank = tensor.rank %ins : tensor<2x3xf32>
    vector.print %rank : index

    // scf.execute_region runs its region once.
    %er = scf.execute_region -> f32 {
      %a = memref.load %m[%c1] : memref<6xf32>
      %b = arith.mulf %a, %a : f32
      scf.yield %b : f32
    }
    vector.print %er : f32
    memref.dealloc %cl : memref<6xf32>
    memref.dealloc %m : memref<6xf32>
    return
  }
}
