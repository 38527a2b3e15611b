// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// dense_resource attributes and the file's resource section: only the blobs still used
// are printed (in first-use order, hex upper-cased), external resources are kept whole.

// CHECK-LABEL: func.func @weights()
// CHECK: arith.constant dense_resource<zz> : tensor<2xf32>
// CHECK: arith.constant dense_resource<"ids 64"> : tensor<1xi64>
func.func @weights() -> (tensor<2xf32>, tensor<1xi64>) {
  %0 = arith.constant dense_resource<zz> : tensor<2xf32>
  %1 = arith.constant dense_resource<"ids 64"> : tensor<1xi64>
  return %0, %1 : tensor<2xf32>, tensor<1xi64>
}

// CHECK-LABEL: func.func @dynamic()
// CHECK-SAME: attributes {blob = dense_resource<zz> : tensor<?xf32>}
func.func @dynamic() attributes {blob = dense_resource<zz> : tensor<?xf32>} {
  return
}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       zz: "0x100000000000803F00000040",
// CHECK-NEXT:       "ids 64": "0x08000000FF00000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     zfoo: {
// CHECK-NEXT:       x: "a"
// CHECK-NEXT:     },
// CHECK-NEXT:     afoo: {
// CHECK-NEXT:       y: "0x0800000001",
// CHECK-NEXT:       b: false
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
{-#
  external_resources: {
    zfoo: { x: "a" },
    afoo: { y: "0x0800000001", b: false }
  },
  dialect_resources: {
    builtin: {
      unused: "0x04000000",
      "ids 64": "0x08000000ff00000000000000",
      zz: "0x100000000000803f00000040"
    }
  }
#-}
