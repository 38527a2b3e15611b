// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: not tile-opt %s -split-input-file 2>&1 | FileCheck %s

// memref.global's type must be a statically shaped memref; MLIR reports it at the op name.
// CHECK: invalid-global.mlir:8:1: error: custom op 'memref.global' type should be static shaped memref, but got 'f32'
// CHECK: invalid-global.mlir:13:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'
// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @scalar : f32

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global nested @bad_visibility : memref<2xf32>

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
memref.global @int_init : memref<2xf32> = 3
