// RUN: tile-opt %s --sparsify=strict=true | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-opt-22 --sparsifier="enable-runtime-library=false" > /dev/null
// REQUIRES: mlir-opt

// Semiring ops in kernel bodies: merge lattices as MLIR's sparsifier builds them, and the
// chosen region inlined at the innermost loop (its block arguments the loaded values).

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

#ew1 = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
#ew2 = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}

// Overlap only (no left or right part): one loop over the intersection, no tails.
// CHECK-LABEL: func.func @overlap_only(
// CHECK:         scf.while
// CHECK:           scf.if
// CHECK:             arith.minimumf
// CHECK:             tensor.insert
// CHECK:           } else {
// CHECK-NEXT:        scf.yield
// CHECK:         }
// CHECK-NOT:     scf.for
// CHECK:         sparse_tensor.load {{.*}} hasInserts
func.func @overlap_only(%a: tensor<16xf64, #SV>, %b: tensor<16xf64, #SV>) -> tensor<16xf64, #SV> {
  %e = tensor.empty() : tensor<16xf64, #SV>
  %r = linalg.generic #ew2 ins(%a, %b : tensor<16xf64, #SV>, tensor<16xf64, #SV>) outs(%e : tensor<16xf64, #SV>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %m = sparse_tensor.binary %x, %y : f64, f64 to f64
      overlap = {
      ^bb0(%p: f64, %q: f64):
        %v = arith.minimumf %p, %q : f64
        sparse_tensor.yield %v : f64
      }
      left = {}
      right = {}
    linalg.yield %m : f64
  } -> tensor<16xf64, #SV>
  return %r : tensor<16xf64, #SV>
}

// Symmetric difference: the overlap is empty (nothing inserted where both are stored),
// `left = identity`, and a right region; the tails run over what is left of each.
// CHECK-LABEL: func.func @xor_pattern(
// CHECK:         scf.while
// CHECK:           arith.minui
// CHECK:           %[[BOTH:.*]] = arith.andi
// CHECK:           scf.if %[[BOTH]]
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      } else {
// CHECK:             tensor.insert
// CHECK:             arith.negf
// CHECK:             tensor.insert
// CHECK:         scf.for
// CHECK:           tensor.insert
// CHECK:         scf.for
// CHECK:           arith.negf
// CHECK:           tensor.insert
func.func @xor_pattern(%a: tensor<16xf64, #SV>, %b: tensor<16xf64, #SV>) -> tensor<16xf64, #SV> {
  %e = tensor.empty() : tensor<16xf64, #SV>
  %r = linalg.generic #ew2 ins(%a, %b : tensor<16xf64, #SV>, tensor<16xf64, #SV>) outs(%e : tensor<16xf64, #SV>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %m = sparse_tensor.binary %x, %y : f64, f64 to f64
      overlap = {}
      left = identity
      right = {
      ^bb0(%q: f64):
        %n = arith.negf %q : f64
        sparse_tensor.yield %n : f64
      }
    linalg.yield %m : f64
  } -> tensor<16xf64, #SV>
  return %r : tensor<16xf64, #SV>
}

// Present region only: one loop over the stored entries.
// CHECK-LABEL: func.func @present_only(
// CHECK:         %[[LO:.*]] = memref.load %{{.*}}[%c0]
// CHECK:         %[[HI:.*]] = memref.load
// CHECK:         scf.for %{{.*}} = %[[LO]] to %[[HI]]
// CHECK:           math.exp
// CHECK:           tensor.insert
// CHECK-NOT:     scf.for
func.func @present_only(%a: tensor<16xf64, #SV>) -> tensor<16xf64, #SV> {
  %e = tensor.empty() : tensor<16xf64, #SV>
  %r = linalg.generic #ew1 ins(%a : tensor<16xf64, #SV>) outs(%e : tensor<16xf64, #SV>) {
  ^bb0(%x: f64, %o: f64):
    %u = sparse_tensor.unary %x : f64 to f64
      present = {
      ^bb0(%v: f64):
        %ex = math.exp %v : f64
        sparse_tensor.yield %ex : f64
      }
      absent = {}
    linalg.yield %u : f64
  } -> tensor<16xf64, #SV>
  return %r : tensor<16xf64, #SV>
}

// A non-empty absent region visits every coordinate: one loop over the dimension
// carrying the position; the complement of the pattern (present region empty) stores
// only where nothing is stored.
// CHECK-LABEL: func.func @complement(
// CHECK:         %[[N:.*]] = sparse_tensor.lvl %arg0
// CHECK:         scf.for %[[I:.*]] = %c0 to %[[N]] step %c1 iter_args(%[[P:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) -> (index, tensor<16xi32, #sparse>)
// CHECK:           %[[HERE:.*]] = arith.cmpi eq, %{{.*}}, %[[I]]
// CHECK:           scf.if %[[HERE]]
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[INS:.*]] = tensor.insert %{{.*}} into %{{.*}}[%[[I]]]
func.func @complement(%a: tensor<16xf64, #SV>) -> tensor<16xi32, #SV> {
  %one = arith.constant 1 : i32
  %e = tensor.empty() : tensor<16xi32, #SV>
  %r = linalg.generic #ew1 ins(%a : tensor<16xf64, #SV>) outs(%e : tensor<16xi32, #SV>) {
  ^bb0(%x: f64, %o: i32):
    %u = sparse_tensor.unary %x : f64 to i32
      present = {}
      absent = {
        sparse_tensor.yield %one : i32
      }
    linalg.yield %u : i32
  } -> tensor<16xi32, #SV>
  return %r : tensor<16xi32, #SV>
}

// The absent value is zero and the output dense: the absent point drops (zero-filled
// anyway), so only the stored entries are visited.
// CHECK-LABEL: func.func @absent_zero_dense(
// CHECK:         %[[LO:.*]] = memref.load %{{.*}}[%c0]
// CHECK:         %[[HI:.*]] = memref.load
// CHECK:         scf.for %{{.*}} = %[[LO]] to %[[HI]]
// CHECK:           arith.mulf
// CHECK:           tensor.insert
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @absent_zero_dense(%a: tensor<16xf64, #SV>) -> tensor<16xf64> {
  %e = tensor.empty() : tensor<16xf64>
  %r = linalg.generic #ew1 ins(%a : tensor<16xf64, #SV>) outs(%e : tensor<16xf64>) {
  ^bb0(%x: f64, %o: f64):
    %u = sparse_tensor.unary %x : f64 to f64
      present = {
      ^bb0(%v: f64):
        %s = arith.mulf %v, %v : f64
        sparse_tensor.yield %s : f64
      }
      absent = {
        %z = arith.constant 0.0 : f64
        sparse_tensor.yield %z : f64
      }
    linalg.yield %u : f64
  } -> tensor<16xf64>
  return %r : tensor<16xf64>
}

// select: the predicate decides whether the stored entry is inserted.
// CHECK-LABEL: func.func @keep_small(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[V:.*]] = memref.load {{.*}} : memref<?xf64>
// CHECK:             %[[K:.*]] = arith.cmpf olt, %[[V]]
// CHECK:             scf.if %[[K]]
// CHECK-NEXT:          tensor.insert %[[V]]
// CHECK:             } else {
func.func @keep_small(%a: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  %e = tensor.empty() : tensor<8x8xf64, #CSR>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<8x8xf64, #CSR>) outs(%e : tensor<8x8xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %s = sparse_tensor.select %x : f64 {
    ^bb0(%v: f64):
      %t = arith.constant 2.0 : f64
      %k = arith.cmpf olt, %v, %t : f64
      sparse_tensor.yield %k : i1
    }
    linalg.yield %s : f64
  } -> tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

// A custom reduction: each row starts at the identity (the output's value is not read),
// the region combines the stored entries, implicit zeros take no part.
// CHECK-LABEL: func.func @row_products(
// CHECK-SAME:    %{{.*}}: tensor<8x8xf64, #sparse{{[0-9]*}}>, %[[ID:.*]]: f64
// CHECK:         scf.for %[[I:[^ ]*]] =
// CHECK:           %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ID]]) -> (f64)
// CHECK:             %[[V:.*]] = memref.load {{.*}} : memref<?xf64>
// CHECK:             %[[M:.*]] = arith.mulf %[[V]], %[[ACC]] : f64
// CHECK:             scf.yield %[[M]] : f64
// CHECK:           tensor.insert %[[R]] into %{{.*}}[%[[I]]]
func.func @row_products(%a: tensor<8x8xf64, #CSR>, %id: f64, %init: tensor<8xf64>) -> tensor<8xf64> {
  %r = linalg.generic #rows ins(%a : tensor<8x8xf64, #CSR>) outs(%init : tensor<8xf64>) {
  ^bb0(%x: f64, %acc: f64):
    %p = sparse_tensor.reduce %x, %acc, %id : f64 {
    ^bb0(%l: f64, %m: f64):
      %q = arith.mulf %l, %m : f64
      sparse_tensor.yield %q : f64
    }
    linalg.yield %p : f64
  } -> tensor<8xf64>
  return %r : tensor<8xf64>
}

// The region reads linalg.index: the loop's index in its place.
// CHECK-LABEL: func.func @scale_by_index(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1
// CHECK:           %[[J:.*]] = memref.load %{{.*}} : memref<?xindex>
// CHECK:           arith.index_cast %[[J]] : index to i64
func.func @scale_by_index(%a: tensor<16xf64, #SV>) -> tensor<16xf64, #SV> {
  %e = tensor.empty() : tensor<16xf64, #SV>
  %r = linalg.generic #ew1 ins(%a : tensor<16xf64, #SV>) outs(%e : tensor<16xf64, #SV>) {
  ^bb0(%x: f64, %o: f64):
    %i = linalg.index 0 : index
    %u = sparse_tensor.unary %x : f64 to f64
      present = {
      ^bb0(%v: f64):
        %ii = arith.index_cast %i : index to i64
        %f = arith.sitofp %ii : i64 to f64
        %s = arith.mulf %v, %f : f64
        sparse_tensor.yield %s : f64
      }
      absent = {}
    linalg.yield %u : f64
  } -> tensor<16xf64, #SV>
  return %r : tensor<16xf64, #SV>
}
