// RUN: tile-opt %s -split-input-file -verify-diagnostics

// builtin.module's body is a SizedRegion<1>: the generic form may not leave it empty.
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// A module's name is a symbol; a string is no name, so a region must follow.
// expected-error@+1 {{expected '{' to begin a region}}
module "name" {
}
