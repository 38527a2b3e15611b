// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// Vectors built lane by lane: a chain of inserts writing every lane is one from_elements
// (inserted vectors read through to_elements), an insert over an insert at the same
// position writes past it, constants inserted into constants are constants, an insert of
// a whole vector is a broadcast, and broadcasts fold (to their own type, of constants, of
// broadcasts).

// CHECK: module {
// CHECK-NEXT:   func.func @build_lanes(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.from_elements %arg0, %arg1, %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @build_rows(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: f32) -> (vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0:4 = vector.to_elements %arg1 : vector<4xf32>
// CHECK-NEXT:     %1:4 = vector.to_elements %arg2 : vector<4xf32>
// CHECK-NEXT:     %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %1#3 : vector<2x4xf32>
// CHECK-NEXT:     return %2, %arg2 : vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @partial(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32) -> vector<4xi32> {
// CHECK-NEXT:     %0 = vector.insert %arg2, %arg0 [1] : i32 into vector<4xi32>
// CHECK-NEXT:     return %0 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_lanes() -> (vector<4xi32>, vector<2x2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0, 0, 7, 0]> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<{{\[\[}}5.000000e+00, 6.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT:     return %cst, %cst_0 : vector<4xi32>, vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_then_constant(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [3] : f32 into vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @whole_and_splats(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>, %arg2: f32) -> (vector<1x4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<2.500000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg2 : f32 to vector<3x4xf32>
// CHECK-NEXT:     return %0, %1, %2, %arg0, %cst : vector<1x4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rows_of_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2xf32> {
// CHECK-NEXT:     %0 = vector.from_elements %arg2, %arg3 : vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parts(%arg0: f32, %arg1: f32, %arg2: vector<2x2xi32>) -> (f32, f32, vector<2x2xi32>, vector<3xf32>, vector<2xindex>) {
// CHECK-NEXT:     %cst = arith.constant dense<[5, 1]> : vector<2xindex>
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT:     return %arg1, %arg0, %arg2, %0, %cst : f32, f32, vector<2x2xi32>, vector<3xf32>, vector<2xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swapped(%arg0: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0:2 = vector.to_elements %arg0 : vector<2xf32>
// CHECK-NEXT:     %1 = vector.from_elements %0#1, %0#0 : vector<2xf32>
// CHECK-NEXT:     return %1 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gathered(%arg0: vector<2x3x4xi8>, %arg1: vector<2x2xf32>) -> (vector<4xi8>, vector<2x2xi8>, vector<4xf32>, vector<3xi8>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 2, 1] : i8 from vector<2x3x4xi8>
// CHECK-NEXT:     %1 = vector.extract %arg0[1, 2, 2] : i8 from vector<2x3x4xi8>
// CHECK-NEXT:     %2 = vector.extract %arg0[1, 2, 3] : i8 from vector<2x3x4xi8>
// CHECK-NEXT:     %3 = vector.extract %arg0[1, 2] : vector<4xi8> from vector<2x3x4xi8>
// CHECK-NEXT:     %4 = vector.extract %arg0[1, 2] : vector<4xi8> from vector<2x3x4xi8>
// CHECK-NEXT:     %5 = vector.shape_cast %4 : vector<4xi8> to vector<2x2xi8>
// CHECK-NEXT:     %6 = vector.shape_cast %arg1 : vector<2x2xf32> to vector<4xf32>
// CHECK-NEXT:     %7 = vector.from_elements %0, %1, %2 : vector<3xi8>
// CHECK-NEXT:     return %3, %5, %6, %7 : vector<4xi8>, vector<2x2xi8>, vector<4xf32>, vector<3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcast_of_reshape(%arg0: vector<4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:     return %0 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @build_lanes(%a: f32, %b: f32, %c: f32, %d: f32) -> vector<4xf32> {
  %u = ub.poison : vector<4xf32>
  %0 = vector.insert %a, %u[0] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<4xf32>
  %2 = vector.insert %c, %1[2] : f32 into vector<4xf32>
  %3 = vector.insert %d, %2[3] : f32 into vector<4xf32>
  return %3 : vector<4xf32>
}

func.func @build_rows(%init: vector<2x4xf32>, %r0: vector<4xf32>, %r1: vector<4xf32>, %x: f32) -> (vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.insert %r0, %init[0] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.insert %x, %0[1, 2] : f32 into vector<2x4xf32>
  %2 = vector.insert %r1, %1[1] : vector<4xf32> into vector<2x4xf32>
  %row = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
  return %2, %row : vector<2x4xf32>, vector<4xf32>
}

// Only some lanes written: the chain stays, but an overwritten lane is skipped.
func.func @partial(%v: vector<4xi32>, %a: i32, %b: i32) -> vector<4xi32> {
  %0 = vector.insert %a, %v[1] : i32 into vector<4xi32>
  %1 = vector.insert %b, %0[1] : i32 into vector<4xi32>
  return %1 : vector<4xi32>
}

func.func @constant_lanes() -> (vector<4xi32>, vector<2x2xf32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %c7 = arith.constant 7 : i32
  %0 = vector.insert %c7, %z[2] : i32 into vector<4xi32>
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %r = arith.constant dense<[5.0, 6.0]> : vector<2xf32>
  %1 = vector.insert %r, %m[0] : vector<2xf32> into vector<2x2xf32>
  return %0, %1 : vector<4xi32>, vector<2x2xf32>
}

func.func @dynamic_then_constant(%v: vector<4xf32>, %x: f32) -> vector<4xf32> {
  %c3 = arith.constant 3 : index
  %0 = vector.insert %x, %v[%c3] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @whole_and_splats(%v: vector<4xf32>, %d: vector<1x4xf32>, %s: f32) -> (vector<1x4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.insert %v, %d[0] : vector<4xf32> into vector<1x4xf32>
  %b1 = vector.broadcast %s : f32 to vector<4xf32>
  %b2 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.insert %b1, %b2[1] : vector<4xf32> into vector<2x4xf32>
  %2 = vector.broadcast %b1 : vector<4xf32> to vector<3x4xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 2.5 : f32
  %4 = vector.broadcast %c : f32 to vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<1x4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @rows_of_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> vector<2xf32> {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
  return %1 : vector<2xf32>
}

// from_elements and to_elements: taking apart what was just built gives the parts back,
// rebuilding a vector from all its parts is the vector, constants fold and one repeated
// element is a broadcast.
func.func @parts(%a: f32, %b: f32, %v: vector<2x2xi32>) -> (f32, f32, vector<2x2xi32>, vector<3xf32>, vector<2xindex>) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  %2:4 = vector.to_elements %v : vector<2x2xi32>
  %3 = vector.from_elements %2#0, %2#1, %2#2, %2#3 : vector<2x2xi32>
  %4 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %5 = vector.from_elements %c5, %c1 : vector<2xindex>
  return %1#1, %1#0, %3, %4, %5 : f32, f32, vector<2x2xi32>, vector<3xf32>, vector<2xindex>
}

// Reordered parts are not the vector.
func.func @swapped(%v: vector<2xf32>) -> vector<2xf32> {
  %0:2 = vector.to_elements %v : vector<2xf32>
  %1 = vector.from_elements %0#1, %0#0 : vector<2xf32>
  return %1 : vector<2xf32>
}

// Scalars extracted in order from a trailing block of one vector and gathered again are
// that block reshaped; a broadcast of a shape_cast that only adds leading unit dimensions
// broadcasts the shape_cast's source.
func.func @gathered(%v: vector<2x3x4xi8>, %w: vector<2x2xf32>) -> (vector<4xi8>, vector<2x2xi8>, vector<4xf32>, vector<3xi8>) {
  %a0 = vector.extract %v[1, 2, 0] : i8 from vector<2x3x4xi8>
  %a1 = vector.extract %v[1, 2, 1] : i8 from vector<2x3x4xi8>
  %a2 = vector.extract %v[1, 2, 2] : i8 from vector<2x3x4xi8>
  %a3 = vector.extract %v[1, 2, 3] : i8 from vector<2x3x4xi8>
  %0 = vector.from_elements %a0, %a1, %a2, %a3 : vector<4xi8>
  %1 = vector.from_elements %a0, %a1, %a2, %a3 : vector<2x2xi8>
  %b0 = vector.extract %w[0, 0] : f32 from vector<2x2xf32>
  %b1 = vector.extract %w[0, 1] : f32 from vector<2x2xf32>
  %b2 = vector.extract %w[1, 0] : f32 from vector<2x2xf32>
  %b3 = vector.extract %w[1, 1] : f32 from vector<2x2xf32>
  %2 = vector.from_elements %b0, %b1, %b2, %b3 : vector<4xf32>
  // Not a whole block: stays.
  %3 = vector.from_elements %a1, %a2, %a3 : vector<3xi8>
  return %0, %1, %2, %3 : vector<4xi8>, vector<2x2xi8>, vector<4xf32>, vector<3xi8>
}

func.func @broadcast_of_reshape(%r: vector<4xf32>) -> vector<3x4xf32> {
  %0 = vector.shape_cast %r : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %0 : vector<1x4xf32> to vector<3x4xf32>
  return %1 : vector<3x4xf32>
}
