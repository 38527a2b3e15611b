// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @print(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32, %arg3: vector<[4]xf32>, %arg4: index, %arg5: vector<2x3xf32>) {
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: vector.print %arg1 : vector<4xf32>
// CHECK-NEXT: vector.print %arg3 : vector<[4]xf32>
// CHECK-NEXT: vector.print %arg4 : index
// CHECK-NEXT: vector.print %arg5 : vector<2x3xf32> punctuation <no_punctuation>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print str "tab\09q\22uote"
// CHECK-NEXT: vector.print %arg2 : i32 punctuation <comma>
// CHECK-NEXT: vector.print %arg0 : f32 {foo}
// CHECK-NEXT: vector.print punctuation <comma> {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<4xf32> to vector<[2]x4xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg2 : vector<1xf32> to vector<3x4xf32>
// CHECK-NEXT: %5 = vector.broadcast %arg0 {foo} : f32 to vector<2x[4]xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_insert(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x3xf32>, %arg3: index, %arg4: vector<f32>) {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[%arg3, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[-1] : f32 from vector<4xf32>
// CHECK-NEXT: %4 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT: %5 = vector.extract %arg2[] : vector<2x3xf32> from vector<2x3xf32>
// CHECK-NEXT: %6 = vector.insert %arg0, %arg1 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %arg0, %arg2 [%arg3, 1] : f32 into vector<2x3xf32>
// CHECK-NEXT: %8 = vector.insert %arg1, %arg1 [] : vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %9 = vector.insert %1, %arg2 [%arg3] {foo} : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @print(%x: f32, %v: vector<4xf32>, %i: i32, %s: vector<[4]xf32>, %idx: index, %m: vector<2x3xf32>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %s : vector<[4]xf32>
  vector.print %idx : index
  vector.print %m : vector<2x3xf32> punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print
  vector.print str "hello\n"
  vector.print str "tab\tq\"uote"
  vector.print %i : i32 punctuation <comma>
  vector.print %x : f32 {foo}
  vector.print punctuation <comma> {foo}
  return
}

func.func @broadcast(%x: f32, %v: vector<4xf32>, %one: vector<1xf32>) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %b3 = vector.broadcast %x : f32 to vector<f32>
  %b4 = vector.broadcast %v : vector<4xf32> to vector<[2]x4xf32>
  %b5 = vector.broadcast %one : vector<1xf32> to vector<3x4xf32>
  %b6 = vector.broadcast %x {foo} : f32 to vector<2x[4]xf32>
  return
}

func.func @extract_insert(%x: f32, %v: vector<4xf32>, %m: vector<2x3xf32>, %idx: index, %z: vector<f32>) {
  %e = vector.extract %v[0] : f32 from vector<4xf32>
  %e2 = vector.extract %m[1] : vector<3xf32> from vector<2x3xf32>
  %e3 = vector.extract %m[%idx, 2] : f32 from vector<2x3xf32>
  %e4 = vector.extract %v[-1] : f32 from vector<4xf32>
  %e5 = vector.extract %z[] : f32 from vector<f32>
  %e6 = vector.extract %m[] : vector<2x3xf32> from vector<2x3xf32>
  %in = vector.insert %x, %v [1] : f32 into vector<4xf32>
  %in2 = vector.insert %x, %m [%idx, 1] : f32 into vector<2x3xf32>
  %in3 = vector.insert %v, %v [] : vector<4xf32> into vector<4xf32>
  %in4 = vector.insert %e2, %m [%idx] {foo} : vector<3xf32> into vector<2x3xf32>
  return
}

// An enum keyword may also be written as a string; it prints as the keyword.
// CHECK-LABEL: func.func @kind_as_string
// CHECK: vector.reduction <maxsi>, %{{.*}} : vector<8xi32> into i32
func.func @kind_as_string(%v: vector<8xi32>) -> i32 {
  %s = vector.reduction <"maxsi">, %v : vector<8xi32> into i32
  return %s : i32
}
