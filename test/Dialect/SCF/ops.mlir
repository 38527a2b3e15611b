// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s -mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for unsigned %arg5 = %arg4 to %arg4 step %arg4 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, i32)  : i32 {
// CHECK-NEXT: scf.yield %arg6, %arg7 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: } {attr = 1 : i64}
// CHECK-NEXT: %2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (f32) {
// CHECK-NEXT: scf.yield %arg8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loops(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg0) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: scf.condition(%arg0) {tag} %arg3, %arg4 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT: scf.yield %arg3, %arg4 : i32, f32
// CHECK-NEXT: } attributes {foo}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg1 : f32, f32
// CHECK-NEXT: } {attr = "a"}
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: } {attr = 2 : i64}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (f32, i32) no_inline {
// CHECK-NEXT: scf.yield %arg0, %arg1 : f32, i32
// CHECK-NEXT: } {a}
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<?x?xf32>) -> f32 {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: memref.store %arg3, %arg4[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {bar}
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {foo}
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

func.func @for_loops(%lb: index, %ub: index, %st: index, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %ub step %st {
  }
  %r = scf.for %iv = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  %r2:2 = scf.for unsigned %iv = %i to %i step %i iter_args(%a = %x, %b = %i) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  scf.for %iv = %i to %i step %i : i32 {
    scf.for %jv = %lb to %ub step %st {
    }
  } {attr = 1 : i64}
  %r3 = scf.for %iv = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    %n = scf.for %jv = %lb to %ub step %st iter_args(%b = %a) -> (f32) {
      scf.yield %b : f32
    }
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @while_loops(%c: i1, %i: i32, %x: f32) -> i32 {
  %w = scf.while (%a = %i) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %w2:2 = scf.while (%a = %i, %b = %x) : (i32, f32) -> (i32, f32) {
    scf.condition(%c) {tag} %a, %b : i32, f32
  } do {
  ^bb0(%aa: i32, %bb: f32):
    scf.yield %aa, %bb : i32, f32
  } attributes {foo}
  return %w : i32
}

func.func @ifs(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  %r2:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %y : f32, f32
  } else {
    scf.yield %y, %x : f32, f32
  } {attr = "a"}
  scf.if %c {
    scf.if %c {
    }
  } {attr = 2 : i64}
  return %r : f32
}

func.func @execute_region(%x: f32, %i: i32) -> f32 {
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %e2:2 = scf.execute_region -> (f32, i32) no_inline {
    scf.yield %x, %i : f32, i32
  } {a}
  scf.execute_region {
    scf.yield
  }
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return %e : f32
}

func.func @parallel(%lb: index, %ub: index, %st: index, %x: f32, %m: memref<?x?xf32>) -> f32 {
  scf.parallel (%p, %q) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %x, %m[%p, %q] : memref<?x?xf32>
  }
  scf.parallel (%p) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {bar}
  %pr = scf.parallel (%p) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  %pr2:2 = scf.parallel (%p) = (%lb) to (%ub) step (%st) init (%x, %x) -> (f32, f32) {
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %rr : f32
    }
  }
  return %pr : f32
}

func.func @index_switch(%i: index, %x: f32) -> f32 {
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i {foo}
  default {
  }
  return %s : f32
}
