// Runner self-test: REQUIRES on a missing feature makes the test UNSUPPORTED.
// REQUIRES: tile-lit-selftest-feature-that-does-not-exist
// RUN: false
