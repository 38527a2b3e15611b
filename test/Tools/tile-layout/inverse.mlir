// REQUIRES: tile-layout
// `tile-layout inverse A` (exact inverses only) and `tile-layout coalesce A`.

// The inverse of a 4x6 array in 2x2 tiles reads memory back into the array's
// (colexicographic) element order; it is itself a transposed XLA layout.
// RUN: tile-layout inverse 'f32[4,6]{1,0:T(2,2)}' | FileCheck %s --check-prefix=INV
// INV: {{^}}cute: (2,2,3,2):(4,1,8,2){{$}}
// INV-NEXT: {{^}}xla: f32[2,2,3,2]{1,3,0,2}{{$}}
// RUN: tile-layout inverse '(4,8):(8,1)' | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: {{^}}cute: (8,4):(4,1){{$}}

// RUN: not tile-layout inverse 'F32[3,5]{1,0:T(2,2)}' 2>&1 | FileCheck %s --check-prefix=PAD
// PAD: tile-layout: error: no inverse: offset 9 is padding (no element maps to it; 9 of 24 offsets are)
// RUN: not tile-layout inverse '(2,2):(1,1)' 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: tile-layout: error: no inverse: elements 1 and 2 both map to offset 1
// RUN: not tile-layout inverse '4:2' 2>&1 | FileCheck %s --check-prefix=GAP
// GAP: tile-layout: error: no inverse: offset 1 is padding (no element maps to it; 3 of 7 offsets are)

// CuTe's coalesce example; a padded layout keeps its codomain.
// RUN: tile-layout coalesce '(2,(1,6)):(1,(6,2))' | FileCheck %s --check-prefix=COAL
// COAL: {{^}}cute: 12:1{{$}}
// RUN: tile-layout coalesce 'f32[3,5]{1,0:T(2,2)}' | FileCheck %s --check-prefix=COALPAD
// COALPAD: {{^}}shape: 15{{$}}
// COALPAD: {{^}}cosize: 24{{$}}
// COALPAD-NEXT: {{^}}padding: 9{{$}}

// `restrict`: the kept elements keep their offsets.
// RUN: tile-layout restrict '(4,4):(4,1)' '(2,3)' | FileCheck %s --check-prefix=RESTRICT
// RESTRICT: {{^}}cute: (2,3):(4,1){{$}}
// RESTRICT-NEXT: {{^}}xla: f32[2,3]{1,0:T(4,4)}{{$}}
