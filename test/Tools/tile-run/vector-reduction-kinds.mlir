// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// vector.reduction of every combining kind, with and without an accumulator, on i32,
// f32 and index; the expected output is mlir-runner-22's.

// CHECK: 20
// CHECK-NEXT: 27
// CHECK-NEXT: -1080
// CHECK-NEXT: -7560
// CHECK-NEXT: 5
// CHECK-NEXT: 5
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: 12
// CHECK-NEXT: 12
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: -14
// CHECK-NEXT: -11
// CHECK-NEXT: 7.75
// CHECK-NEXT: 10.75
// CHECK-NEXT: -6
// CHECK-NEXT: -18
// CHECK-NEXT: -2
// CHECK-NEXT: -2
// CHECK-NEXT: 8
// CHECK-NEXT: 8
// CHECK-NEXT: -2
// CHECK-NEXT: -2
// CHECK-NEXT: 8
// CHECK-NEXT: 8
// CHECK-NEXT: 9

func.func @main() {
  %i = arith.constant dense<[6, -3, 12, 5]> : vector<4xi32>
  %ia = arith.constant 7 : i32
  %f = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
  %fa = arith.constant 3.0 : f32
  %x = arith.constant dense<[3, 9]> : vector<2xindex>
  %r0 = vector.reduction <add>, %i : vector<4xi32> into i32
  vector.print %r0 : i32
  %r1 = vector.reduction <add>, %i, %ia : vector<4xi32> into i32
  vector.print %r1 : i32
  %r2 = vector.reduction <mul>, %i : vector<4xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <mul>, %i, %ia : vector<4xi32> into i32
  vector.print %r3 : i32
  %r4 = vector.reduction <minui>, %i : vector<4xi32> into i32
  vector.print %r4 : i32
  %r5 = vector.reduction <minui>, %i, %ia : vector<4xi32> into i32
  vector.print %r5 : i32
  %r6 = vector.reduction <minsi>, %i : vector<4xi32> into i32
  vector.print %r6 : i32
  %r7 = vector.reduction <minsi>, %i, %ia : vector<4xi32> into i32
  vector.print %r7 : i32
  %r8 = vector.reduction <maxui>, %i : vector<4xi32> into i32
  vector.print %r8 : i32
  %r9 = vector.reduction <maxui>, %i, %ia : vector<4xi32> into i32
  vector.print %r9 : i32
  %r10 = vector.reduction <maxsi>, %i : vector<4xi32> into i32
  vector.print %r10 : i32
  %r11 = vector.reduction <maxsi>, %i, %ia : vector<4xi32> into i32
  vector.print %r11 : i32
  %r12 = vector.reduction <and>, %i : vector<4xi32> into i32
  vector.print %r12 : i32
  %r13 = vector.reduction <and>, %i, %ia : vector<4xi32> into i32
  vector.print %r13 : i32
  %r14 = vector.reduction <or>, %i : vector<4xi32> into i32
  vector.print %r14 : i32
  %r15 = vector.reduction <or>, %i, %ia : vector<4xi32> into i32
  vector.print %r15 : i32
  %r16 = vector.reduction <xor>, %i : vector<4xi32> into i32
  vector.print %r16 : i32
  %r17 = vector.reduction <xor>, %i, %ia : vector<4xi32> into i32
  vector.print %r17 : i32
  %r18 = vector.reduction <add>, %f : vector<4xf32> into f32
  vector.print %r18 : f32
  %r19 = vector.reduction <add>, %f, %fa : vector<4xf32> into f32
  vector.print %r19 : f32
  %r20 = vector.reduction <mul>, %f : vector<4xf32> into f32
  vector.print %r20 : f32
  %r21 = vector.reduction <mul>, %f, %fa : vector<4xf32> into f32
  vector.print %r21 : f32
  %r22 = vector.reduction <minnumf>, %f : vector<4xf32> into f32
  vector.print %r22 : f32
  %r23 = vector.reduction <minnumf>, %f, %fa : vector<4xf32> into f32
  vector.print %r23 : f32
  %r24 = vector.reduction <maxnumf>, %f : vector<4xf32> into f32
  vector.print %r24 : f32
  %r25 = vector.reduction <maxnumf>, %f, %fa : vector<4xf32> into f32
  vector.print %r25 : f32
  %r26 = vector.reduction <minimumf>, %f : vector<4xf32> into f32
  vector.print %r26 : f32
  %r27 = vector.reduction <minimumf>, %f, %fa : vector<4xf32> into f32
  vector.print %r27 : f32
  %r28 = vector.reduction <maximumf>, %f : vector<4xf32> into f32
  vector.print %r28 : f32
  %r29 = vector.reduction <maximumf>, %f, %fa : vector<4xf32> into f32
  vector.print %r29 : f32
  %r30 = vector.reduction <maxui>, %x : vector<2xindex> into index
  vector.print %r30 : index
  return
}
