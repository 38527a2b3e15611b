// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The 1-D memory image of the seed's Figure 1 layout: 2x3 tiles of 2x2, 24 elements.
// CHECK-LABEL: func.func @figure1(
// CHECK: %0 = tile.to_physical %arg0 : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
// CHECK-NEXT: %1 = tile.from_physical %0 {note = "back"} : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
// GENERIC: "tile.to_physical"(%arg{{[0-9]+}}) : (tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<24xf32>
// GENERIC: "tile.from_physical"(%{{[0-9]+}}) {note = "back"} : (tensor<24xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
func.func @figure1(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %p = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  %y = tile.from_physical %p {note = "back"} : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}

// Untiled tensors are row-major; L(n) rounds the buffer up; a later tile that pads counts.
// CHECK-LABEL: func.func @sizes(
// CHECK: tile.to_physical %arg0 : tensor<3x5xf32> to tensor<15xf32>
// CHECK: tile.to_physical %arg1 : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)L(64)}">> to tensor<64xf32>
// CHECK: tile.to_physical %arg2 : tensor<3xf32, #tile.layout<"{0:T(2)(4)}">> to tensor<8xf32>
// CHECK: tile.to_physical %arg3 : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> to tensor<4096xbf16>
func.func @sizes(%a: tensor<3x5xf32>, %b: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)L(64)}">>,
                 %c: tensor<3xf32, #tile.layout<"{0:T(2)(4)}">>,
                 %d: tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>) {
  %0 = tile.to_physical %a : tensor<3x5xf32> to tensor<15xf32>
  %1 = tile.to_physical %b : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)L(64)}">> to tensor<64xf32>
  %2 = tile.to_physical %c : tensor<3xf32, #tile.layout<"{0:T(2)(4)}">> to tensor<8xf32>
  %3 = tile.to_physical %d : tensor<10x200xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">> to tensor<4096xbf16>
  return
}
