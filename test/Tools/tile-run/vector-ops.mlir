// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// The expected output is what mlir-runner-22 prints for this program (lowered with
// --convert-vector-to-scf, --convert-vector-to-llvm, --finalize-memref-to-llvm, ...).

// CHECK: ( 10, 11, 12, 13 )
// CHECK-NEXT: ( 12, 13, -1, -1 )
// CHECK-NEXT: ( ( 0, 10, 20 ), ( 1, 11, 21 ), ( 2, 12, 22 ), ( 3, 13, 23.5 ) )
// CHECK-NEXT: ( ( 20, 21, 22, 23.5 ), ( 20, 21, 22, 23.5 ) )
// CHECK-NEXT: ( 1, 2, -1, -1 )
// CHECK-NEXT: ( 1, 1, 0, 0 )
// CHECK-NEXT: 46
// CHECK-NEXT: 2
// CHECK-NEXT: 1.716e+06
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -13
// CHECK-NEXT: ( ( 46, 46, 46 ), ( 46, 46, 46 ) )
// CHECK-NEXT: ( 20, 21, 22, 23.5 )
// CHECK-NEXT: 13
// CHECK-NEXT: ( 13, 11, 12, 13 )
// CHECK-NEXT: ( ( 11, 12 ), ( 21, 22 ) )
// CHECK-NEXT: ( ( 0, 0, 11, 12 ), ( 0, 0, 21, 22 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( 11, 12, 21, 22 )
// CHECK-NEXT: ( ( 0, 10, 20 ), ( 1, 11, 21 ), ( 2, 12, 22 ), ( 3, 13, 23.5 ) )
// CHECK-NEXT: ( 13, 46, 2 )
// CHECK-NEXT: 2
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( ( 1, 0 ), ( 1, 0 ), ( 0, 0 ) )
// CHECK-NEXT: ( 10, 12, 11, 13, 12, -1, 13, -1 )
// CHECK-NEXT: ( 12, 13, -1, -1 )
// CHECK-NEXT: ( 1092616192, 1093664768, 1094713344, 1095761920 )
// CHECK-NEXT: ( 112, 134, 143, 168 )
// CHECK-NEXT: ( ( 6, 36 ), ( 36, 366 ) )
// CHECK-NEXT: ( 0, 0, 10, 11, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 10, 7, 7 )
// CHECK-NEXT: ( 0, 0, 11, 10 )
// CHECK-NEXT: ( 13, 0, 10, 12, 0, 0, 0, 0 )
// CHECK-NEXT: ( 20, 21, 10, 11 )
// CHECK-NEXT: done: ( 13, -3 )

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>
#matmul = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (k, j)>,
                   affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.5]]> : vector<3x4xf32>
  vector.transfer_write %init, %m[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  // In bounds, then running off the end (padding).
  %r0 = vector.transfer_read %m[%c1, %c0], %pad : memref<3x4xf32>, vector<4xf32>
  vector.print %r0 : vector<4xf32>
  %r1 = vector.transfer_read %m[%c1, %c2], %pad : memref<3x4xf32>, vector<4xf32>
  vector.print %r1 : vector<4xf32>
  %r2 = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = #transpose} : memref<3x4xf32>, vector<4x3xf32>
  vector.print %r2 : vector<4x3xf32>
  %r3 = vector.transfer_read %m[%c2, %c0], %pad {permutation_map = #bcast} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %r3 : vector<2x4xf32>
  %mask = vector.create_mask %c2 : vector<4xi1>
  %r4 = vector.transfer_read %m[%c0, %c1], %pad, %mask : memref<3x4xf32>, vector<4xf32>
  vector.print %r4 : vector<4xf32>
  vector.print %mask : vector<4xi1>
  // Reductions.
  %sum = vector.reduction <add>, %r0 : vector<4xf32> into f32
  vector.print %sum : f32
  %mx = vector.reduction <maximumf>, %r4 : vector<4xf32> into f32
  vector.print %mx : f32
  %acc = arith.constant 100.0 : f32
  %mul = vector.reduction <mul>, %r0, %acc : vector<4xf32> into f32
  vector.print %mul : f32
  %iv = arith.constant dense<[5, -3, 12, 7]> : vector<4xi32>
  %mn = vector.reduction <minsi>, %iv : vector<4xi32> into i32
  %mu = vector.reduction <maxui>, %iv : vector<4xi32> into i32
  %xo = vector.reduction <xor>, %iv : vector<4xi32> into i32
  vector.print %mn : i32
  vector.print %mu : i32
  vector.print %xo : i32
  // Shapes.
  %b = vector.broadcast %sum : f32 to vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  %row = vector.extract %init[2] : vector<4xf32> from vector<3x4xf32>
  vector.print %row : vector<4xf32>
  %e = vector.extract %init[%c1, 3] : f32 from vector<3x4xf32>
  vector.print %e : f32
  %ins = vector.insert %e, %r0 [0] : f32 into vector<4xf32>
  vector.print %ins : vector<4xf32>
  %sl = vector.extract_strided_slice %init {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xf32> to vector<2x2xf32>
  vector.print %sl : vector<2x2xf32>
  %zero = arith.constant dense<0.0> : vector<3x4xf32>
  %put = vector.insert_strided_slice %sl, %zero {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<3x4xf32>
  vector.print %put : vector<3x4xf32>
  %flat = vector.shape_cast %sl : vector<2x2xf32> to vector<4xf32>
  vector.print %flat : vector<4xf32>
  %tr = vector.transpose %init, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  vector.print %tr : vector<4x3xf32>
  %fe = vector.from_elements %e, %sum, %mx : vector<3xf32>
  vector.print %fe : vector<3xf32>
  %el:3 = vector.to_elements %fe : vector<3xf32>
  vector.print %el#2 : f32
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %cm = vector.constant_mask [2, 1] : vector<3x2xi1>
  vector.print %cm : vector<3x2xi1>
  %il = vector.interleave %r0, %r1 : vector<4xf32> -> vector<8xf32>
  vector.print %il : vector<8xf32>
  %ev, %od = vector.deinterleave %il : vector<8xf32> -> vector<4xf32>
  vector.print %od : vector<4xf32>
  %bits = vector.bitcast %r0 : vector<4xf32> to vector<4xi32>
  vector.print %bits : vector<4xi32>
  %f = vector.fma %r0, %r0, %r1 : vector<4xf32>
  vector.print %f : vector<4xf32>
  // A 2x3 by 3x2 matrix product.
  %a = vector.extract_strided_slice %init {offsets = [0, 0], sizes = [2, 3], strides = [1, 1]} : vector<3x4xf32> to vector<2x3xf32>
  %bm = vector.extract_strided_slice %tr {offsets = [0, 0], sizes = [3, 2], strides = [1, 1]} : vector<4x3xf32> to vector<3x2xf32>
  %c = arith.constant dense<1.0> : vector<2x2xf32>
  %p = vector.contract #matmul %a, %bm, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %p : vector<2x2xf32>
  // Memory.
  %buf = memref.alloc() : memref<8xf32>
  %z8 = arith.constant dense<0.0> : vector<8xf32>
  vector.store %z8, %buf[%c0] : memref<8xf32>, vector<8xf32>
  vector.maskedstore %buf[%c2], %mask, %r0 : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %ld = vector.load %buf[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %ld : vector<8xf32>
  %passthru = arith.constant dense<7.0> : vector<4xf32>
  %ml = vector.maskedload %buf[%c1], %mask, %passthru : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %idx = arith.constant dense<[3, 0, 2, 1]> : vector<4xi32>
  %all = vector.constant_mask [4] : vector<4xi1>
  %g = vector.gather %buf[%c1][%idx], %all, %passthru : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  vector.scatter %buf[%c0][%idx], %mask, %r1 : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %ld2 = vector.load %buf[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %ld2 : vector<8xf32>
  vector.transfer_write %r0, %m[%c2, %c2], %mask : vector<4xf32>, memref<3x4xf32>
  %back = vector.transfer_read %m[%c2, %c0], %pad : memref<3x4xf32>, vector<4xf32>
  vector.print %back : vector<4xf32>
  // Printing forms.
  vector.print str "done: "
  vector.print punctuation <open>
  vector.print %e : f32 punctuation <comma>
  vector.print %mn : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  memref.dealloc %m : memref<3x4xf32>
  memref.dealloc %buf : memref<8xf32>
  return
}
