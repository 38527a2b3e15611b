// RUN: tile-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: tile-opt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOCAL

// mlir-opt's printing flags. Elided: elements attributes with more elements than the
// limit, splats never; a sparse constant when its indices or values have more. Local
// scope: no alias definitions, attributes and locations inline.

#id = affine_map<(d0) -> (d0)>

// ELIDE-LABEL: func.func @constants
// ELIDE-SAME:    attributes {arr = array<i32: 1, 2, 3>, d = dense_resource<__elided__> : vector<3xi32>}
// ELIDE:         arith.constant dense_resource<__elided__> : tensor<4xf32>
// ELIDE:         arith.constant dense<[1, 2]> : tensor<2xi32>
// ELIDE:         arith.constant dense<5.000000e+00> : tensor<8xf32>
// ELIDE:         arith.constant dense_resource<__elided__> : tensor<8xf32>
// ELIDE:         arith.constant sparse<1, 2.000000e+00> : tensor<8xf32>
// GENERIC:       "arith.constant"() <{value = dense_resource<__elided__> : tensor<4xf32>}> : () -> tensor<4xf32>
// LOCAL-NOT:   #map =
// LOCAL-LABEL: func.func @constants
// LOCAL:         arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCAL:         affine.apply affine_map<(d0) -> (d0)>(%{{.*}}) loc("{{.*}}print-flags.mlir"
// LOCAL:       } loc("{{.*}}print-flags.mlir":0:0){{$}}
// LOCAL-NOT:   #loc
func.func @constants(%i: index) -> (tensor<4xf32>, tensor<2xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, index)
    attributes {arr = array<i32: 1, 2, 3>, d = dense<[1, 2, 3]> : vector<3xi32>} {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<5.0> : tensor<8xf32>
  %3 = arith.constant sparse<[[1], [3], [5]], [1.0, 2.0, 3.0]> : tensor<8xf32>
  %4 = arith.constant sparse<[1], [2.0]> : tensor<8xf32>
  %5 = affine.apply #id(%i)
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<2xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, index
}
