// RUN: not tile-opt %s -split-input-file 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: not tile-opt %s -split-input-file -output-split-marker='// NEXT' 2>%t.err | FileCheck %s --check-prefix=MARKER
// RUN: not tile-opt %s --split-input-file -cse 2>%t.err | FileCheck %s
// RUN: not tile-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// Chunks are processed independently: a failing chunk prints nothing, the others are
// printed, joined by the output marker; errors keep the original file's line numbers.
// The exit code is 1 because one chunk failed.

// CHECK:      module {
// CHECK-NEXT:   func.func @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @c() {

// MARKER:      {{^}}}
// MARKER-EMPTY:
// MARKER-NEXT: // NEXT
// MARKER-NEXT: // NEXT
// MARKER-NEXT: module {

// Without splitting, the markers are comments and @b's error is the only output.

func.func @a() {
  return
}

// -----

func.func @b(%x: i32) -> i32 {
  // ERR: split-input-file.mlir:[[@LINE+3]]:23: error: use of undeclared SSA value name
  // ERR-NEXT: {{^}}  %0 = arith.addi %x, %y : i32
  // WHOLE: split-input-file.mlir:[[@LINE+1]]:23: error: use of undeclared SSA value name
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----
func.func @c() {
  return
}
