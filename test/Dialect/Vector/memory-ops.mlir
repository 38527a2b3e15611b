// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @transfers(%arg0: memref<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: vector<4xi1>, %arg4: vector<4x8xi1>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %cst : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2], %cst {permutation_map = #map} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %arg3 {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg2, %arg2], %cst {permutation_map = #map1} : memref<4x8xf32>, vector<8x4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %arg4 {permutation_map = #map1} : memref<4x8xf32>, vector<8x4xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg2, %arg2], %cst {in_bounds = [true, false], permutation_map = #map2} : memref<4x8xf32>, vector<3x4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg1[%arg2, %arg2], %cst : tensor<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg2, %arg2] : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg2, %arg2], %arg3 {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg2, %arg2] {permutation_map = #map1} : vector<8x4xf32>, memref<4x8xf32>
// CHECK-NEXT: %7 = vector.transfer_write %0, %arg1[%arg2, %arg2] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %7 : tensor<?x?xf32>
// CHECK-LABEL: func.func @loads(%arg0: memref<16xf32>, %arg1: memref<4x4xf32>, %arg2: index, %arg3: vector<4xi1>, %arg4: vector<4xi32>, %arg5: vector<4xf32>, %arg6: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg1[%arg2, %arg2] {nontemporal = true} : memref<4x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %2 = vector.load %arg0[%arg2] {alignment = 16 : i64} : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %1, %arg1[%arg2, %arg2] : memref<4x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %3 = vector.maskedload %arg0[%arg2], %arg3, %arg5 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg2], %arg3, %3 : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = vector.gather %arg0[%arg2] [%arg4], %arg3, %arg5 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg2] [%arg4], %arg3, %4 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %5 = vector.scatter %arg6[%arg2] [%arg4], %arg3, %4 : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// CHECK-NEXT: %6 = vector.expandload %arg0[%arg2], %arg3, %arg5 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg2], %arg3, %6 {alignment = 8 : i64} : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %7 = vector.type_cast %arg1 : memref<4x4xf32> to memref<vector<4x4xf32>>
// CHECK-NEXT: %8 = memref.load %7[] : memref<vector<4x4xf32>>
// CHECK-NEXT: return %5 : tensor<16xf32>
// CHECK-LABEL: func.func @vector_elements(%arg0: memref<4x8xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<4x8xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<4x8xvector<4xf32>>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%arg1, %arg1] : vector<2x4xf32>, memref<4x8xvector<4xf32>>
// CHECK-NEXT: return

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>

func.func @transfers(%m: memref<4x8xf32>, %t: tensor<?x?xf32>, %i: index, %mk: vector<4xi1>, %m2: vector<4x8xi1>) -> tensor<?x?xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad, %mk {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %pad
      {permutation_map = #transpose, in_bounds = [false, false]}
      : memref<4x8xf32>, vector<8x4xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad, %m2 {permutation_map = #transpose} : memref<4x8xf32>, vector<8x4xf32>
  %5 = vector.transfer_read %m[%i, %i], %pad {permutation_map = #bcast, in_bounds = [true, false]} : memref<4x8xf32>, vector<3x4xf32>
  %6 = vector.transfer_read %t[%i, %i], %pad : tensor<?x?xf32>, vector<2x4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<4x8xf32>
  vector.transfer_write %0, %m[%i, %i], %mk {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
  vector.transfer_write %3, %m[%i, %i] {permutation_map = #transpose} : vector<8x4xf32>, memref<4x8xf32>
  %r = vector.transfer_write %0, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @loads(%m: memref<16xf32>, %m2: memref<4x4xf32>, %i: index, %mask: vector<4xi1>, %idx: vector<4xi32>, %v: vector<4xf32>, %t: tensor<16xf32>) -> tensor<16xf32> {
  %l = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  %l2 = vector.load %m2[%i, %i] {nontemporal = true} : memref<4x4xf32>, vector<2x4xf32>
  %l3 = vector.load %m[%i] {alignment = 16} : memref<16xf32>, vector<4xf32>
  vector.store %l, %m[%i] : memref<16xf32>, vector<4xf32>
  vector.store %l2, %m2[%i, %i] {nontemporal = false} : memref<4x4xf32>, vector<2x4xf32>
  %ml = vector.maskedload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %ml : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %g = vector.gather %m[%i][%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%idx], %mask, %g : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %st = vector.scatter %t[%i][%idx], %mask, %g : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %ex = vector.expandload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %ex {alignment = 8} : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %vm = vector.type_cast %m2 : memref<4x4xf32> to memref<vector<4x4xf32>>
  %one = memref.load %vm[] : memref<vector<4x4xf32>>
  return %st : tensor<16xf32>
}

func.func @vector_elements(%m: memref<4x8xvector<4xf32>>, %i: index, %p: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<4x8xvector<4xf32>>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p : memref<4x8xvector<4xf32>>, vector<2x4xf32>
  vector.transfer_write %1, %m[%i, %i] : vector<2x4xf32>, memref<4x8xvector<4xf32>>
  return
}
