// Runner self-test: an XFAIL test that fails is an expected failure.
// XFAIL: *
// RUN: echo actual | FileCheck %s
// CHECK: expected
