// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The seed's Figure 1 layout: F32[3,5]{1,0:T(2,2)}.
// CHECK-LABEL: func.func @figure1(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
// CHECK-NEXT: %0 = tile.relayout %arg0 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
// CHECK-NEXT: return %0 : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
// GENERIC: = "tile.relayout"(%arg{{[0-9]+}}) : (tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
func.func @figure1(%x: tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}

// Layout text is printed in XLA's canonical form: whitespace dropped, defaults left out,
// parts in the order T, L, #, *, E, S, SC, P, M.
// CHECK-LABEL: func.func @canonical(
// CHECK-SAME: tensor<4x8xbf16, #tile.layout<"{1,0:T(8,128)(2,1)S(1)}">>
// CHECK-SAME: tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">>
// CHECK-SAME: tensor<8x8x8xi1, #tile.layout<"{0,2,1:T(8,128)E(32)}">>
// CHECK-SAME: tensor<2x2xf32, #tile.layout<"{1,0}">>
func.func @canonical(%a: tensor<4x8xbf16, #tile.layout<" { 1 , 0 : T( 8,128 ) (2,1) S(1) } ">>,
                     %b: tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">>,
                     %c: tensor<8x8x8xi1, #tile.layout<"{0,2,1:T(8,128)E(32)}">>,
                     %d: tensor<2x2xf32, #tile.layout<"{1,0:}">>) {
  return
}

// Both sides tiled, the attribute dictionary before the colon, and an untiled result.
// CHECK-LABEL: func.func @chain(
// CHECK: %0 = tile.relayout %arg0 {note = "bf16 packing"} : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)}">> to tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
// CHECK-NEXT: %1 = tile.relayout %0 : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">> to tensor<4x8xbf16>
func.func @chain(%x: tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)}">>) -> tensor<4x8xbf16> {
  %y = tile.relayout %x {note = "bf16 packing"} : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)}">> to tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
  %z = tile.relayout %y : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">> to tensor<4x8xbf16>
  return %z : tensor<4x8xbf16>
}

// Dynamic dimensions are fine as long as no combined dimension needs their extent.
// CHECK-LABEL: func.func @dynamic(
// CHECK: tile.relayout %arg0 : tensor<?x?xf32> to tensor<?x?xf32, #tile.layout<"{0,1:T(8,128)}">>
func.func @dynamic(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #tile.layout<"{0,1:T(8,128)}">> {
  %y = tile.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #tile.layout<"{0,1:T(8,128)}">>
  return %y : tensor<?x?xf32, #tile.layout<"{0,1:T(8,128)}">>
}
