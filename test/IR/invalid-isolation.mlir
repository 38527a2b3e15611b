// RUN: tile-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Values used across an isolated-from-above op: MLIR's parser accepts the reference and the
// verifier rejects it (the parser does not hide outer names from isolated regions).
// Unregistered ops use the `foo` prefix (mlir-opt registers a `test` dialect).

func.func @outer(%a: i32) {
  "foo.region"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error @+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%a) : (i32) -> ()
      return
    }
  }) : () -> ()
  return
}

// -----

func.func @outer(%a: i32) {
  // expected-note @+1 {{required by region isolation constraints}}
  "builtin.module"() ({
    // expected-error @+1 {{'foo.use' op using value defined outside the region}}
    "foo.use"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
