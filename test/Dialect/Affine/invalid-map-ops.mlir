// RUN: tile-opt %s -split-input-file -verify-diagnostics

// affine.apply, affine.min and affine.max: a map applied to `(dims)[symbols]`. Only
// affine.apply checks the operand counts while parsing (and has a result per map result);
// min and max leave them to the verifier, as MLIR's parsers do.
func.func @apply_two_results(%i: index) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}

// -----

func.func @apply_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)[%i]
  return
}

// -----

func.func @min_no_results(%i: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = affine.min affine_map<(d0) -> ()>(%i)
  return
}

// -----

func.func @min_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0)>(%i)[%i]
  return
}

// -----

func.func @max_not_a_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.max' invalid kind of attribute specified}}
  %0 = affine.max 3 (%i)
  return
}
