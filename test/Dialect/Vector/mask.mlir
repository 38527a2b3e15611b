// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @masked(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: f32, %arg4: vector<8xf32>, %arg5: vector<8xf32>, %arg6: tensor<8xf32>) -> (vector<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = vector.mask %arg2 { vector.transfer_read %arg0[%arg1], %arg3 : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %1 = vector.mask %arg2, %arg4 { vector.transfer_read %arg0[%arg1], %arg3 {in_bounds = [true]} : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %arg2 { vector.transfer_write %arg5, %arg0[%arg1] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
// CHECK-NEXT: %2 = vector.mask %arg2 { vector.reduction <add>, %arg5 : vector<8xf32> into f32 } {note} : vector<8xi1> -> f32
// CHECK-NEXT: %3 = vector.mask %arg2 { vector.transfer_write %arg5, %arg6[%arg1] : vector<8xf32>, tensor<8xf32> } : vector<8xi1> -> tensor<8xf32>
// CHECK-NEXT: vector.mask %arg2 { vector.yield } : vector<8xi1>
// CHECK-NEXT: %4 = vector.mask %arg2 { vector.yield %arg5 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: return %0, %3 : vector<8xf32>, tensor<8xf32>

func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %pad: f32, %p: vector<8xf32>, %v: vector<8xf32>, %t: tensor<8xf32>) -> (vector<8xf32>, tensor<8xf32>) {
  %0 = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %mask, %p {
    vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  %2 = vector.mask %mask { vector.reduction <add>, %v : vector<8xf32> into f32 } {note} : vector<8xi1> -> f32
  %3 = vector.mask %mask { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<8xf32> } : vector<8xi1> -> tensor<8xf32>
  vector.mask %mask { vector.yield } : vector<8xi1>
  %4 = vector.mask %mask { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0, %3 : vector<8xf32>, tensor<8xf32>
}
