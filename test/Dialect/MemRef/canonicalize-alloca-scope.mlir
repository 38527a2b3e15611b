// RUN: tile-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// Stack-allocation scopes are inlined when that cannot make a stack allocation live
// longer: a scope with no alloca anywhere, or one that is the last op of a function.

// CHECK: module {
// CHECK-NEXT:   func.func @scopes(%arg0: index, %arg1: memref<?xf32>) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c0] : memref<?xf32>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       %3 = memref.load %alloca[%arg2] : memref<?xf32>
// CHECK-NEXT:       memref.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       %3 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:       memref.alloca_scope.return %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     return %0, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tail_scope(%arg0: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p(%arg0: index, %arg1: memref<?xf32>, %arg2: i1) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.if %arg2 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:         "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg3) = (0) to (10) {
// CHECK-NEXT:       %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:       "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT:       scf.condition(%1) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:         "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @scopes(%n: index, %m: memref<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // No alloca: inlined.
  %a = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  // An alloca in a loop: the scope frees it each iteration, so it stays.
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      %x = memref.load %t[%i] : memref<?xf32>
      memref.store %x, %m[%i] : memref<?xf32>
    }
  }
  // An alloca not last in the function: stays.
  %b = memref.alloca_scope -> (f32) {
    %t = memref.alloca(%n) : memref<?xf32>
    %y = memref.load %t[%c0] : memref<?xf32>
    memref.alloca_scope.return %y : f32
  }
  %s = arith.addf %a, %b : f32
  return %a, %s : f32, f32
}

// The last op of a function: inlined.
func.func @tail_scope(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca(%n) : memref<?xf32>
    %y = memref.load %t[%c0] : memref<?xf32>
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}

// Loops whose iterations are allocation scopes take an inner scope's allocas; scf.if
// does not.
func.func @p(%n: index, %m: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
  }
  scf.forall (%i) in (%n) {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
  }
  affine.for %i = 0 to 10 {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
  }
  affine.parallel (%i) = (0) to (10) {
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
  }
  %w = scf.while (%a = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %a, %n : index
    scf.condition(%cond) %a : index
  } do {
  ^bb0(%b: index):
    memref.alloca_scope {
      %t = memref.alloca(%n) : memref<?xf32>
      "test.use"(%t) : (memref<?xf32>) -> ()
    }
    %d = arith.addi %b, %c1 : index
    scf.yield %d : index
  }
  return
}
