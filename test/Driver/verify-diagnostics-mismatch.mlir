// RUN: not tile-opt %S/Inputs/verify-diagnostics-mismatch.mlir -split-input-file -verify-diagnostics 2>&1 | FileCheck %s
// RUN: not tile-opt %S/Inputs/verify-diagnostics-mismatch.mlir -split-input-file -verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY

// Mismatches are reported with mlir-opt-22's messages: unexpected diagnostics as they
// happen, then every expectation that was not produced, underlined; the exit code is 1.

// CHECK:      verify-diagnostics-mismatch.mlir:30:4: error: found start of regex with no end '}}'
// CHECK-NEXT: // expected-error-re@+1 {{[{][{]}}unterminated {{[{][{]}}regex}}
// CHECK-NEXT: {{^   \^~+$}}
// CHECK:      verify-diagnostics-mismatch.mlir:2:23: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}  %0 = arith.addi %x, %y : i32 // expected-error {{[{][{]}}wrong message}}
// CHECK-NEXT: {{^                      \^$}}
// CHECK-NEXT: verify-diagnostics-mismatch.mlir:16:23: error: unexpected error: use of undeclared SSA value name
// CHECK:      verify-diagnostics-mismatch.mlir:23:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK:      verify-diagnostics-mismatch.mlir:2:35: error: expected error "wrong message" was not produced
// CHECK-NEXT: {{^}}  %0 = arith.addi %x, %y : i32 // expected-error {{[{][{]}}wrong message}}
// CHECK-NEXT: {{^ +\^~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-mismatch.mlir:8:4: error: expected error "never produced" was not produced
// CHECK:      verify-diagnostics-mismatch.mlir:23:6: error: expected warning "undeclared SSA value" was not produced

// ONLY-NOT:   unexpected error
// ONLY-NOT:   diagnostic emitted when expecting
// ONLY:       expected error "wrong message" was not produced
// ONLY:       expected error "never produced" was not produced
