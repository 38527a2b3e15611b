// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// scf.for canonicalizations, checked against mlir-opt-22 (both RUN lines): loops that never
// run (constant bounds, signed or unsigned, equal bounds, `lb + c` with the loop's overflow
// flag, a step that is not positive) are their initial values; loops that run once are
// their body; an empty body yielding outer values is those values; iteration arguments
// yielded unchanged, yielding their initial value, unused, or duplicating another are
// dropped.

// CHECK: module {
// CHECK-NEXT:   func.func @zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @passthrough(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT:       %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       %2 = arith.mulf %arg5, %arg5 : f32
// CHECK-NEXT:       scf.yield %1, %2 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_body(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_same(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_inv(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned_zero(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @signed_neg(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @plus_c(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %arg1 to %0 step %c4 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:       %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT:       %4 = arith.addf %arg3, %3 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_multi(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dup_args(%arg0: f32, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @init_yielded(%arg0: f32, %arg1: index, %arg2: memref<f32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       memref.store %arg0, %arg2[] : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_both(%arg0: f32, %arg1: index, %arg2: memref<f32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT:       memref.store %0, %arg2[] : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_trip_effects(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c2] : memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @plus_c_nsw(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @step_big(%arg0: f32) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i32_loop(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_trips(%arg0: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_one(%arg0: memref<4x4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg3, %c0] : memref<4x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @results_one_trip(%arg0: memref<4xf32>, %arg1: index) -> (f32, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     %1 = arith.addf %0, %cst : f32
// CHECK-NEXT:     return %1, %arg1 : f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_nuw(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s_nuw(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c3 overflow<nuw> : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %arg1 to %0 step %c4 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_nsw(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c3 overflow<nsw> : index
// CHECK-NEXT:     %1 = scf.for unsigned %arg2 = %arg1 to %0 step %c4 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nsw_zero(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nsw_neg(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nsw_dyn_step(%arg0: f32, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c3 overflow<nsw> : index
// CHECK-NEXT:     %1 = scf.for %arg3 = %arg1 to %0 step %arg2 iter_args(%arg4 = %arg0) -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @const_dyn_step(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c1 to %c3 step %arg1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_step(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_step_minus_one(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_step_zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @zero_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @one_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @passthrough(%a: f32, %b: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %z = arith.addf %x, %x : f32
    scf.yield %z, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @unused(%a: f32, %b: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %z = arith.addf %x, %x : f32
    %w = arith.mulf %y, %y : f32
    scf.yield %z, %w : f32, f32
  }
  return %r#0 : f32
}
func.func @empty_body(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
func.func @if_same(%c: i1, %a: f32) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @while_inv(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %false = arith.constant false
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @unsigned_zero(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : index
  %r = scf.for unsigned %i = %m1 to %c0 step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @signed_neg(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : index
  %r = scf.for %i = %m1 to %c0 step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @plus_c(%a: f32, %lb: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %y = arith.addf %x, %g : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @same(%a: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @empty_multi(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a) -> f32 {
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @dup_args(%a: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (f32, f32) {
    %z = arith.addf %x, %y : f32
    scf.yield %z, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @init_yielded(%a: f32, %n: index, %m: memref<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> f32 {
    memref.store %x, %m[] : memref<f32>
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @unused_both(%a: f32, %n: index, %m: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> f32 {
    %v = memref.load %m[] : memref<f32>
    memref.store %v, %m[] : memref<f32>
    scf.yield %v : f32
  }
  return
}
func.func @one_trip_effects(%m: memref<4xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c2 to %c3 step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @plus_c_nsw(%a: f32, %lb: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @step_big(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c5 step %c10 iter_args(%x = %a) -> f32 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %y = arith.addf %x, %g : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @i32_loop(%a: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> f32 : i32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @two_trips(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @nested_one(%m: memref<4x4xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      memref.store %v, %m[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
func.func @results_one_trip(%m: memref<4xf32>, %n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %z, %k = %n) -> (f32, index) {
    %v = memref.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %v : f32
    %k2 = arith.addi %k, %i : index
    scf.yield %s, %k2 : f32, index
  }
  return %r#0, %r#1 : f32, index
}
func.func @u_nuw(%a: f32, %lb: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nuw> : index
  %r = scf.for unsigned %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @s_nuw(%a: f32, %lb: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nuw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @u_nsw(%a: f32, %lb: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r = scf.for unsigned %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @nsw_zero(%a: f32, %lb: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c0 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @nsw_neg(%a: f32, %lb: index) -> f32 {
  %cm = arith.constant -2 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %cm overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @nsw_dyn_step(%a: f32, %lb: index, %s: index) -> f32 {
  %c3 = arith.constant 3 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @const_dyn_step(%a: f32, %s: index) -> f32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c3 step %s iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @neg_step(%a: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c1 to %c3 step %c0 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @neg_step_minus_one(%a: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant -1 : index
  %r = scf.for %i = %c1 to %c3 step %cm iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @zero_step_zero_trip(%a: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c3 to %c3 step %c0 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
