// REQUIRES: mlir-opt
// The generic form is what upstream MLIR reads: with --allow-unregistered-dialect,
// mlir-opt keeps `#tile.layout<"...">` inside tensor types as an opaque attribute of the
// unregistered `tile` dialect and prints it back unchanged. (Without the flag it rejects
// the attribute; the custom form `tile.relayout %x : ...` it cannot parse at all.)
// RUN: tile-opt %s --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | tile-opt | FileCheck %s --check-prefix=BACK

// CHECK-LABEL: func.func @f(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
// CHECK-NEXT: %0 = "tile.relayout"(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
// CHECK-NEXT: return %0 : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
// BACK: %0 = tile.relayout %arg0 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
func.func @f(%x: tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}
