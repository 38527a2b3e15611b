// The whole-function choice against the op-by-op (greedy) one, with the bytes each costs.
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' 2>/dev/null | FileCheck %s --check-prefix=WHOLE
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{strategy=greedy}))' 2>/dev/null | FileCheck %s --check-prefix=GREEDY
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' 2>&1 >/dev/null | FileCheck %s --check-prefix=WHOLE-BYTES
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{strategy=greedy}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=GREEDY-BYTES

#T8 = #tile.layout<"{1,0:T(8,128)}">

// An i8 row widened to f32: op by op, the first op's target tile for i8 (4 rows, packed
// (4,1)) is kept for the four f32 values too, padding each 512-byte row to 2048 bytes.
// Priced over the function, the f32 tile T(2,128) wins: 2 rows for every value.
//   greedy: storage 512 + 4*2048 = 8704, moved (128+512) + (2048+512) = 3200
//   whole:  storage 256 + 4*1024 = 4352, moved (128+256) + (1024+512) = 1920
// WHOLE-LABEL: func.func @widen(
// WHOLE-NEXT: %0 = tile.relayout %arg0 : tensor<1x128xi8> to tensor<1x128xi8, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %1 = arith.addi %0, %0 : tensor<1x128xi8, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %2 = arith.sitofp %1 : tensor<1x128xi8, #tile.layout<"{1,0:T(2,128)}">> to tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %3 = arith.mulf %2, %2 : tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %4 = math.exp %3 : tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %5 = arith.addf %4, %2 : tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-NEXT: %6 = tile.relayout %5 : tensor<1x128xf32, #tile.layout<"{1,0:T(2,128)}">> to tensor<1x128xf32>
// WHOLE-NEXT: return %6 : tensor<1x128xf32>
// GREEDY-LABEL: func.func @widen(
// GREEDY: arith.sitofp %{{.*}} : tensor<1x128xi8, #tile.layout<"{1,0:T(4,128)(4,1)}">> to tensor<1x128xf32, #tile.layout<"{1,0:T(4,128)(4,1)}">>
// GREEDY: arith.addf %{{.*}}, %{{.*}} : tensor<1x128xf32, #tile.layout<"{1,0:T(4,128)(4,1)}">>
// WHOLE-BYTES: remark: assign-layouts (tpu) @widen: 2944 bytes unpadded, 5248 bytes padded (1.78x) in 8 static tensor values; 2 tile.relayout inserted moving 1920 bytes; total 2304 padding + 1920 moved = 4224 bytes
// GREEDY-BYTES: remark: assign-layouts (tpu) @widen: 2944 bytes unpadded, 9856 bytes padded (3.35x) in 8 static tensor values; 2 tile.relayout inserted moving 3200 bytes; total 6912 padding + 3200 moved = 10112 bytes
func.func @widen(%x: tensor<1x128xi8>) -> tensor<1x128xf32> {
  %0 = arith.addi %x, %x : tensor<1x128xi8>
  %1 = arith.sitofp %0 : tensor<1x128xi8> to tensor<1x128xf32>
  %2 = arith.mulf %1, %1 : tensor<1x128xf32>
  %3 = math.exp %2 : tensor<1x128xf32>
  %4 = arith.addf %3, %1 : tensor<1x128xf32>
  return %4 : tensor<1x128xf32>
}

// Four rows given in T(8,128) pad every value to twice its size. Over eight values,
// converting in and out of the compact T(4,128) (6144 bytes each way) costs less than
// the padding: 8*2048 + 2*6144 = 28672 < 8*4096 = 32768. Op by op, the given layout
// just propagates.
// WHOLE-LABEL: func.func @padded_chain(
// WHOLE-NEXT: %0 = tile.relayout %arg0 : tensor<4x128xf32, #tile.layout<"{1,0:T(8,128)}">> to tensor<4x128xf32, #tile.layout<"{1,0:T(4,128)}">>
// WHOLE: %8 = arith.mulf %7, %6 : tensor<4x128xf32, #tile.layout<"{1,0:T(4,128)}">>
// WHOLE-NEXT: %9 = tile.relayout %8 : tensor<4x128xf32, #tile.layout<"{1,0:T(4,128)}">> to tensor<4x128xf32, #tile.layout<"{1,0:T(8,128)}">>
// WHOLE-NEXT: return %9
// GREEDY-LABEL: func.func @padded_chain(
// GREEDY-NOT: tile.relayout
// GREEDY: return %7
// WHOLE-BYTES: remark: assign-layouts (tpu) @padded_chain: 22528 bytes unpadded, 26624 bytes padded (1.18x) in 11 static tensor values; 2 tile.relayout inserted moving 12288 bytes; total 4096 padding + 12288 moved = 16384 bytes
// GREEDY-BYTES: remark: assign-layouts (tpu) @padded_chain: 18432 bytes unpadded, 36864 bytes padded (2.00x) in 9 static tensor values; 0 tile.relayout inserted moving 0 bytes; total 18432 padding + 0 moved = 18432 bytes
func.func @padded_chain(%x: tensor<4x128xf32, #T8>) -> tensor<4x128xf32, #T8> {
  %0 = math.exp %x : tensor<4x128xf32, #T8>
  %1 = arith.mulf %0, %x : tensor<4x128xf32, #T8>
  %2 = arith.addf %1, %0 : tensor<4x128xf32, #T8>
  %3 = arith.subf %2, %1 : tensor<4x128xf32, #T8>
  %4 = arith.mulf %3, %2 : tensor<4x128xf32, #T8>
  %5 = arith.addf %4, %3 : tensor<4x128xf32, #T8>
  %6 = arith.subf %5, %4 : tensor<4x128xf32, #T8>
  %7 = arith.mulf %6, %5 : tensor<4x128xf32, #T8>
  return %7 : tensor<4x128xf32, #T8>
}

// Two values are too few to pay for the conversions (2*2048 + 2*6144 > 2*4096): the
// given layout stays, as op by op.
// WHOLE-LABEL: func.func @short_chain(
// WHOLE-NOT: tile.relayout
// WHOLE: return %1 : tensor<4x128xf32, #tile.layout<"{1,0:T(8,128)}">>
// WHOLE-BYTES: remark: assign-layouts (tpu) @short_chain: 6144 bytes unpadded, 12288 bytes padded (2.00x) in 3 static tensor values; 0 tile.relayout inserted moving 0 bytes; total 6144 padding + 0 moved = 6144 bytes
func.func @short_chain(%x: tensor<4x128xf32, #T8>) -> tensor<4x128xf32, #T8> {
  %0 = math.exp %x : tensor<4x128xf32, #T8>
  %1 = arith.mulf %0, %x : tensor<4x128xf32, #T8>
  return %1 : tensor<4x128xf32, #T8>
}
