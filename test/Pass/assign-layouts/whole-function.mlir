// The whole-function choice against the op-by-op (greedy) one, with the bytes each costs
// (storage with padding, plus bytes moved by conversions).
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' 2>/dev/null | FileCheck %s --check-prefix=WHOLE
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{strategy=greedy}))' 2>/dev/null | FileCheck %s --check-prefix=GREEDY
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHOLE-BYTES
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{strategy=greedy}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY-BYTES

#T8 = #tile.layout<"{1,0:T(8,128)}">

// An f32 row narrowed to bf16: op by op, the first op's tile for f32 (T(2,128)) is kept
// for the bf16 values too, which a TPU computes on only packed in words. Across the
// function, only layouts that pack every narrow value are priced: (2,128)(2,1).
// WHOLE-LABEL: func.func @narrow(
// WHOLE-NEXT: %0 = tile.relayout %arg0 : tensor<2x256xf32> to tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// WHOLE-NEXT: %1 = math.exp %0 : tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// WHOLE-NEXT: %2 = arith.truncf %1 : tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// WHOLE-NEXT: %3 = arith.mulf %2, %2 : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// WHOLE-NEXT: %4 = tile.relayout %3 : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xbf16>
// WHOLE-NEXT: return %4 : tensor<2x256xbf16>
// GREEDY-LABEL: func.func @narrow(
// GREEDY: arith.mulf %{{.*}}, %{{.*}} : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)}">>
// WHOLE-BYTES: remark: assign-layouts (tpu) @narrow: 9216 bytes unpadded, 9216 bytes padded (1.00x) in 6 static tensor values; 2 tile.relayout inserted moving 6144 bytes; total 0 padding + 6144 moved = 6144 bytes
func.func @narrow(%x: tensor<2x256xf32>) -> tensor<2x256xbf16> {
  %0 = math.exp %x : tensor<2x256xf32>
  %1 = arith.truncf %0 : tensor<2x256xf32> to tensor<2x256xbf16>
  %2 = arith.mulf %1, %1 : tensor<2x256xbf16>
  return %2 : tensor<2x256xbf16>
}

// Four rows given in T(8,128) pad every value to twice its size. Over eight values,
// converting in and out of the compact T(4,128) (8192 + 4096 bytes each way: the second
// column of tiles moves) costs less than the padding: 8*4096 + 2*12288 = 57344 <
// 8*8192 = 65536. Op by op, the given layout just propagates.
// WHOLE-LABEL: func.func @padded_chain(
// WHOLE-NEXT: %0 = tile.relayout %arg0 : tensor<4x256xf32, #tile.layout<"{1,0:T(8,128)}">> to tensor<4x256xf32, #tile.layout<"{1,0:T(4,128)}">>
// WHOLE: %8 = arith.mulf %7, %6 : tensor<4x256xf32, #tile.layout<"{1,0:T(4,128)}">>
// WHOLE-NEXT: %9 = tile.relayout %8 : tensor<4x256xf32, #tile.layout<"{1,0:T(4,128)}">> to tensor<4x256xf32, #tile.layout<"{1,0:T(8,128)}">>
// WHOLE-NEXT: return %9
// GREEDY-LABEL: func.func @padded_chain(
// GREEDY-NOT: tile.relayout
// GREEDY: return %7
// WHOLE-BYTES: remark: assign-layouts (tpu) @padded_chain: 45056 bytes unpadded, 53248 bytes padded (1.18x) in 11 static tensor values; 2 tile.relayout inserted moving 24576 bytes; total 8192 padding + 24576 moved = 32768 bytes
// GREEDY-BYTES: remark: assign-layouts (tpu) @padded_chain: 36864 bytes unpadded, 73728 bytes padded (2.00x) in 9 static tensor values; 0 tile.relayout inserted moving 0 bytes; total 36864 padding + 0 moved = 36864 bytes
func.func @padded_chain(%x: tensor<4x256xf32, #T8>) -> tensor<4x256xf32, #T8> {
  %0 = math.exp %x : tensor<4x256xf32, #T8>
  %1 = arith.mulf %0, %x : tensor<4x256xf32, #T8>
  %2 = arith.addf %1, %0 : tensor<4x256xf32, #T8>
  %3 = arith.subf %2, %1 : tensor<4x256xf32, #T8>
  %4 = arith.mulf %3, %2 : tensor<4x256xf32, #T8>
  %5 = arith.addf %4, %3 : tensor<4x256xf32, #T8>
  %6 = arith.subf %5, %4 : tensor<4x256xf32, #T8>
  %7 = arith.mulf %6, %5 : tensor<4x256xf32, #T8>
  return %7 : tensor<4x256xf32, #T8>
}

// Two values are too few to pay for the conversions (2*4096 + 2*12288 > 2*8192): the
// given layout stays, as op by op.
// WHOLE-LABEL: func.func @short_chain(
// WHOLE-NOT: tile.relayout
// WHOLE: return %1 : tensor<4x256xf32, #tile.layout<"{1,0:T(8,128)}">>
// WHOLE-BYTES: remark: assign-layouts (tpu) @short_chain: 12288 bytes unpadded, 24576 bytes padded (2.00x) in 3 static tensor values; 0 tile.relayout inserted moving 0 bytes; total 12288 padding + 0 moved = 12288 bytes
func.func @short_chain(%x: tensor<4x256xf32, #T8>) -> tensor<4x256xf32, #T8> {
  %0 = math.exp %x : tensor<4x256xf32, #T8>
  %1 = arith.mulf %0, %x : tensor<4x256xf32, #T8>
  return %1 : tensor<4x256xf32, #T8>
}
