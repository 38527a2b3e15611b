// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// A fixed-length piece moved in and out of a scalable vector, as SVE kernels do when they
// assemble a scalable register from 128-bit parts.
func.func @parts(%lo: vector<4xf32>, %hi: vector<4xf32>, %acc: vector<[8]xf32>) -> (vector<[8]xf32>, vector<4xf32>) {
  %a = vector.scalable.insert %lo, %acc[0] : vector<4xf32> into vector<[8]xf32>
  %b = vector.scalable.insert %hi, %a[4]
         : vector<4xf32> into vector<[8]xf32>
  %c = vector.scalable.extract %b[4] : vector<4xf32> from vector<[8]xf32>
  %d = vector.scalable.extract %b[0] {tag} : vector<[4]xf32> from vector<[8]xf32>
  %e = "vector.scalable.insert"(%d, %b) <{pos = 0 : i64}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[8]xf32>
  return %e, %c : vector<[8]xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @parts(
// CHECK-NEXT:    %0 = vector.scalable.insert %arg0, %arg2[0] : vector<4xf32> into vector<[8]xf32>
// CHECK-NEXT:    %1 = vector.scalable.insert %arg1, %0[4] : vector<4xf32> into vector<[8]xf32>
// CHECK-NEXT:    %2 = vector.scalable.extract %1[4] : vector<4xf32> from vector<[8]xf32>
// CHECK-NEXT:    %3 = vector.scalable.extract %1[0] {tag} : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT:    %4 = vector.scalable.insert %3, %1[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT:    return %4, %2 : vector<[8]xf32>, vector<4xf32>
