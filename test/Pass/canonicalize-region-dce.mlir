// RUN: tile-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: mlir-opt-22 %s -canonicalize -split-input-file | FileCheck %s
// The canonicalizer's region dead-code elimination (MLIR's runRegionDCE, run after each
// greedy iteration): values a loop carries but nothing reads go with their block
// arguments and the operands branches pass them; loops that only read memory go; and a
// constant whose last use a fold removed goes in the same iteration.

// A sum-and-product loop lowered to cf whose product is never returned.
// CHECK-LABEL: func.func @count
// CHECK:         cf.br ^bb1(%c0 : index)
// CHECK:       ^bb1(%[[I:.*]]: index):
// CHECK-NOT:     arith.muli
// CHECK:         cf.br ^bb1(%{{.*}} : index)
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[I]] : index
func.func @count(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c1 : index, index)
^header(%i: index, %prod: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %i1 = arith.addi %i, %c1 : index
  %prod1 = arith.muli %prod, %i1 : index
  cf.br ^header(%i1, %prod1 : index, index)
^done:
  return %i : index
}

// -----

// A diamond whose join takes a value nothing reads: without it the diamond is a select.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    %[[X:.*]] = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:    return %[[X]] : f32
func.func @diamond(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.mulf %a, %a : f32
  cf.br ^join(%a, %l : f32, f32)
^right:
  %r = arith.addf %b, %b : f32
  cf.br ^join(%b, %r : f32, f32)
^join(%x: f32, %unused: f32):
  return %x : f32
}

// -----

// A loop that only loads has no effect and goes.
// CHECK-LABEL: func.func @read_only_loop
// CHECK-NEXT:    return
func.func @read_only_loop(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<8xf32>
  }
  return
}

// -----

// The loop's bound folds into its map; the constant it used goes in the same iteration,
// so the order of the constants left is MLIR's.
// CHECK-LABEL: func.func @bound_fold
// CHECK-NEXT:    %[[M:.*]] = arith.constant -2 : index
// CHECK-NEXT:    %[[S:.*]] = arith.constant 7 : index
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 7 {
// CHECK:         return %[[M]], %[[S]]
func.func @bound_fold(%m: memref<?xf32>, %b: index) -> (index, index) {
  %c7 = arith.constant 7 : index
  %lo = affine.min affine_map<(d0) -> (-2, d0)>(%c7)
  %seven = affine.apply affine_map<(d0) -> (7)>(%b)
  affine.for %i = 0 to %c7 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i + 1] : memref<?xf32>
  }
  return %lo, %seven : index, index
}

// -----

// A switch forwards operands per case; the ones no block reads go, case by case.
// CHECK-LABEL: func.func @opcode
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      0: ^bb1(%arg1 : f32),
// CHECK-NEXT:      1: ^bb1(%arg2 : f32)
// CHECK-NEXT:    ]
// CHECK:       ^bb1(%[[X:.*]]: f32):
func.func @opcode(%op: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %op : i32, [
    default: ^other(%a : f32),
    0: ^add(%a, %b : f32, f32),
    1: ^add(%b, %b : f32, f32)
  ]
^add(%x: f32, %y: f32):
  %s = arith.addf %x, %x : f32
  return %s : f32
^other(%z: f32):
  %zero = arith.constant 0.0 : f32
  return %zero : f32
}
