// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' 2>/dev/null | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{target=cpu}))' 2>/dev/null | FileCheck %s --check-prefix=CPU
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts{packing=bit minor-tile=256}))' 2>/dev/null | FileCheck %s --check-prefix=BIT
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(assign-layouts))' -verify-diagnostics -o /dev/null

// Elementwise values get the TPU tile (compact 4x128 for 3 rows); arguments and results
// keep their types, so conversions are inserted at the boundary.
// CHECK-LABEL: func.func @elementwise(
// CHECK-NEXT: %0 = tile.relayout %arg0 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %1 = tile.relayout %arg1 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %2 = arith.addf %0, %1 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %3 = arith.mulf %2, %2 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
// CHECK-NEXT: %4 = tile.relayout %3 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">> to tensor<3x5xf32>
// CHECK-NEXT: return %4 : tensor<3x5xf32>
// CPU-LABEL: func.func @elementwise(
// CPU-NEXT: %0 = arith.addf %arg0, %arg1 : tensor<3x5xf32>
// expected-remark@+1 {{assign-layouts (tpu) @elementwise: 420 bytes unpadded, 8372 bytes padded (19.93x) in 7 static tensor values; 3 tile.relayout inserted}}
func.func @elementwise(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = arith.addf %a, %b : tensor<3x5xf32>
  %1 = arith.mulf %0, %0 : tensor<3x5xf32>
  return %1 : tensor<3x5xf32>
}

// 16-bit values pack pairs of rows: (2,128)(2,1) for two rows; compares, selects and
// casts keep one encoding on all their tensors, as MLIR requires.
// CHECK-LABEL: func.func @bf16(
// CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x256xi1, #tile.layout<"{1,0:T(2,128)(2,1)}">>, tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// CHECK: arith.extf %{{.*}} : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xf32, #tile.layout<"{1,0:T(2,128)(2,1)}">>
// BIT-LABEL: func.func @bf16(
// BIT: arith.negf %{{.*}} : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,256)(2,1)}">>
// expected-remark@+1 {{assign-layouts (tpu) @bf16:}}
func.func @bf16(%b: tensor<2x256xbf16>, %c: tensor<2x256xbf16>) -> (tensor<2x256xbf16>, tensor<2x256xf32>) {
  %0 = arith.negf %b : tensor<2x256xbf16>
  %1 = arith.cmpf olt, %0, %c : tensor<2x256xbf16>
  %2 = arith.select %1, %0, %c : tensor<2x256xi1>, tensor<2x256xbf16>
  %3 = arith.extf %2 : tensor<2x256xbf16> to tensor<2x256xf32>
  return %2, %3 : tensor<2x256xbf16>, tensor<2x256xf32>
}

// A layout given on an argument propagates; 8-bit values get (8,128)(4,1); booleans take
// a 4-byte word by default and one bit with packing=bit.
// CHECK-LABEL: func.func @given(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<16x256xi8, #tile.layout<"{1,0:T(8,128)(4,1)}">>
// CHECK: arith.addf %arg0, %arg0 : tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
// CHECK: tensor.empty() : tensor<8x8xi1, #tile.layout<"{1,0:T(8,128)E(32)}">>
// BIT-LABEL: func.func @given(
// BIT: tensor.empty() : tensor<8x8xi1, #tile.layout<"{1,0:T(32,256)(32,1)E(1)}">>
// expected-remark@+1 {{assign-layouts (tpu) @given:}}
func.func @given(%a: tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>, %i: tensor<16x256xi8>) -> (tensor<16x256xi8>, tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>, tensor<8x8xi1>) {
  %e = tensor.empty() : tensor<16x256xi8>
  %0 = arith.addi %i, %e : tensor<16x256xi8>
  %1 = arith.addf %a, %a : tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>
  %p = tensor.empty() : tensor<8x8xi1>
  return %0, %1, %p : tensor<16x256xi8>, tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>, tensor<8x8xi1>
}
