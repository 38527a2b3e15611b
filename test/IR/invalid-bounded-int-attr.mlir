// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Integer attributes confined to a range. A ConfinedAttr (memref, affine and linalg) of
// any width or value converts to its property and fails in the verifier; an enum (memref's
// atomic kinds) converts only from one of its cases.

func.func @atomic_kind_out_of_range(%v: f32, %m: memref<8xf32>, %i: index) -> f32 {
  // expected-error @+1 {{invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<8xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @atomic_kind_negative(%v: f32, %m: memref<8xf32>, %i: index) -> f32 {
  // expected-error @+1 {{Invalid attribute `kind` in property conversion: -1 : i64}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = -1 : i64}> : (f32, memref<8xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @locality_above_three(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 4 : i32}> : (memref<8xf32>, index) -> ()
  return
}

// -----

func.func @zero_alignment(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 0 : i32}> : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @index_dim_of_i32(%t: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xindex>) {
  ^bb0(%out: index):
    // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = "linalg.index"() <{dim = 0 : i32}> : () -> index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @affine_locality_above_three(%m: memref<8xf32>) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "affine.prefetch"(%m) <{isDataCache = true, isWrite = false, localityHint = 7 : i32, map = affine_map<() -> (0)>}> : (memref<8xf32>) -> ()
  return
}
