// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// The CHECK lines are mlir-opt-22's print.
// CHECK: module {
// CHECK-NEXT:   func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: vector<4xf32>, %arg3: vector<4xf8E8M0FNU>) -> (f32, vector<4xf4E2M1FN>, vector<4xf8E5M2>) {
// CHECK-NEXT:     %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:     %1 = arith.scaling_truncf %arg2, %arg3 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
// CHECK-NEXT:     %2 = arith.scaling_truncf %arg2, %arg3 to_nearest_even fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
// CHECK-NEXT:     return %0, %1, %2 : f32, vector<4xf4E2M1FN>, vector<4xf8E5M2>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// arith.scaling_extf / scaling_truncf (OCP MX scaling), scalar and vector forms.
func.func @scaling(%x: f4E2M1FN, %s: f8E8M0FNU, %v: vector<4xf32>, %vs: vector<4xf8E8M0FNU>) -> (f32, vector<4xf4E2M1FN>, vector<4xf8E5M2>) {
  %e = arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32
  %t = arith.scaling_truncf %v, %vs : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %r = arith.scaling_truncf %v, %vs to_nearest_even fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
  return %e, %t, %r : f32, vector<4xf4E2M1FN>, vector<4xf8E5M2>
}
