// Cross-checks of this directory's tests against upstream MLIR 22:
// * mlir-opt-22 prints exactly the CHECK lines of encoding-valid.mlir and seed-examples.mlir
//   for the original inputs, and accepts tile-opt's output, printing it back to the same text
//   (so both tools give every encoding the same meaning);
// * mlir-opt-22 rejects every case of encoding-invalid.mlir with the same message on the
//   same line as tile-opt.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/encoding-valid.mlir -split-input-file | FileCheck %S/encoding-valid.mlir
// RUN: tile-opt %S/encoding-valid.mlir -split-input-file | mlir-opt -split-input-file | FileCheck %S/encoding-valid.mlir
// RUN: mlir-opt %S/seed-examples.mlir -split-input-file | FileCheck %S/seed-examples.mlir
// RUN: tile-opt %S/seed-examples.mlir -split-input-file | mlir-opt -split-input-file | FileCheck %S/seed-examples.mlir
// RUN: mlir-opt %S/encoding-invalid.mlir -split-input-file -verify-diagnostics
// RUN: mlir-opt %S/ops.mlir -split-input-file --allow-unregistered-dialect | FileCheck %S/ops.mlir
// RUN: mlir-opt %S/invalid-ops.mlir -split-input-file -verify-diagnostics
