// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// REQUIRES: mlir-opt

// Malformed locations are reported in mlir-opt-22's words (both RUN lines).

func.func @loc_without_parens() {
  return loc) // expected-error {{expected '(' in location}}
}

// -----

func.func @loc_not_closed() {
  return loc(unknown // expected-error {{expected ')' in location}}
}

// -----

func.func @name_child_not_closed() {
  return loc("kernel"(unknown]) // expected-error {{expected ')' after child location of NameLoc}}
}

// -----

func.func @callsite_without_parens() {
  return loc(callsite unknown // expected-error {{expected '(' in callsite location}}
}

// -----

func.func @callsite_without_at() {
  return loc(callsite(unknown unknown)) // expected-error {{expected 'at' in callsite location}}
}

// -----

func.func @callsite_not_closed() {
  return loc(callsite(unknown at unknown // expected-error {{expected ')' in callsite location}}
}

// -----

func.func @fused_metadata_not_closed() {
  return loc(fused<"pass" [unknown]) // expected-error {{expected '>' after fused location metadata}}
}

// -----

func.func @fused_without_list() {
  return loc(fused<"pass">unknown]) // expected-error {{expected '[' in fused location}}
}

// -----

func.func @fused_list_not_closed() {
  return loc(fused[unknown) // expected-error {{expected ']' in fused location}}
}

// -----

func.func @alias_of_no_location() {
  // expected-error@+1 {{expected location, but found '"not a location"'}}
  return loc(#label)
}
#label = "not a location"
