// REQUIRES: tile-layout
// `tile-layout index`: the seed's worked example, element (2,3) of F32[3,5]{1,0:T(2,2)}.

// RUN: tile-layout index 'F32[3,5]{1,0:T(2,2)}' 2,3 | FileCheck %s --check-prefix=SEED
// SEED: {{^}}17{{$}}
// RUN: tile-layout --json index 'f32[3,5]{1,0:T(2,2)}' '(2, 3)' | FileCheck %s --check-prefix=JSON
// JSON: {{^}}{"index": 17}{{$}}

// Combined dimensions: F32[2,7,8,11,10] with (*,*,2,*,3) is F32[112,110] tiled (2,3);
// (1,2,3,4,5) is (1*56+2*8+3, 4*10+5) = (75, 45) there.
// RUN: tile-layout index 'f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}' 1,2,3,4,5 | FileCheck %s --check-prefix=COMBINED
// RUN: tile-layout index 'f32[112,110]{1,0:T(2,3)}' 75,45 | FileCheck %s --check-prefix=COMBINED
// COMBINED: {{^}}8307{{$}}

// RUN: tile-layout index 'f32[]' | FileCheck %s --check-prefix=SCALAR
// SCALAR: {{^}}0{{$}}

// RUN: not tile-layout index 'f32[3,5]{1,0:T(2,2)}' 3,0 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: tile-layout: error: index 3 is out of bounds for dimension 0 of extent 3
// RUN: not tile-layout index 'f32[3,5]{1,0:T(2,2)}' 1 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: tile-layout: error: expected an index of 2 coordinates, got 1
// RUN: not tile-layout index 'f32[3,5]' 1,x 2>&1 | FileCheck %s --check-prefix=BADINDEX
// BADINDEX: tile-layout: error: invalid index '1,x': 'x' is not an integer
