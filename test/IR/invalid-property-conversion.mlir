// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Properties written in the generic form are converted to the op's typed storage before
// verification: an attribute of the wrong class fails there, naming the whole dictionary.

func.func @bool_prop(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {nontemporal = 5 : i64} for op memref.load: Invalid attribute `nontemporal` in property conversion: 5 : i64}}
  %0 = "memref.load"(%m, %i) <{nontemporal = 5}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @unknown_entries_are_printed(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {foo = 1 : i64, nontemporal = "yes"} for op memref.load: Invalid attribute `nontemporal` in property conversion: "yes"}}
  %0 = "memref.load"(%m, %i) <{nontemporal = "yes", foo = 1}> : (memref<4xf32>, index) -> f32
  return
}

// -----

// The same attribute in the discardable dictionary reaches the verifier instead.
func.func @attr_dict(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%m, %i) {nontemporal = 5} : (memref<4xf32>, index) -> f32
  return
}

// -----

// An integer of the wrong width converts (an IntegerAttr) and fails verification...
func.func @wrong_width(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i64}> : (memref<8xf32>, index) -> ()
  return
}

// -----

// ... except where MLIR stores the property with its width: an enum.
func.func @wrong_width_enum(%v: f32, %m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 0 : i32} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 0 : i32}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i32}> : (f32, memref<8xf32>, index) -> f32
  return
}

// -----

func.func @wrong_width_confined(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i64}> : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @array_for_dense_array(%m: memref<8xf32>) {
  // expected-error @+1 {{Invalid attribute `static_offsets` in property conversion: [0]}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = [0], static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @string_for_symbol(%m: memref<8xf32>) {
  // expected-error @+1 {{Invalid attribute `name` in property conversion: 3 : i64}}
  %0 = "memref.get_global"() <{name = 3}> : () -> memref<8xf32>
  return
}
