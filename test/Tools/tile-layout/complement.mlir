// REQUIRES: tile-layout
// `tile-layout complement A SIZE`: CuTe's published complement examples, then padding.

// RUN: tile-layout complement 4:1 24 | FileCheck %s --check-prefix=C1
// C1: {{^}}cute: 6:4{{$}}
// RUN: tile-layout complement 6:4 24 | FileCheck %s --check-prefix=C2
// C2: {{^}}cute: 4:1{{$}}
// RUN: tile-layout complement '(4,6):(1,4)' 24 | FileCheck %s --check-prefix=C3
// C3: {{^}}cute: 1:0{{$}}
// RUN: tile-layout complement 4:2 24 | FileCheck %s --check-prefix=C4
// C4: {{^}}cute: (2,3):(1,8){{$}}
// RUN: tile-layout complement '(2,4):(1,6)' 24 | FileCheck %s --check-prefix=C5
// C5: {{^}}cute: 3:2{{$}}
// RUN: tile-layout --json complement '(2,2):(1,6)' 24 | FileCheck %s --check-prefix=C6
// C6: {{^}}{"cute": "(3,2):(2,12)", {{.*}}}{{$}}

// Padding is owned memory: the complement of F32[3,5] in 2x2 tiles (24 offsets) steps
// over whole copies of it.
// RUN: tile-layout complement 'f32[3,5]{1,0:T(2,2)}' 96 | FileCheck %s --check-prefix=PAD
// PAD: {{^}}cute: 4:24{{$}}

// RUN: not tile-layout complement '(2,2):(1,1)' 8 2>&1 | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: tile-layout: error: no complement: stride 1 is not a multiple of 2, the extent covered by the smaller strides (the layout overlaps itself)
// RUN: not tile-layout complement 4:1 x 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: tile-layout: error: complement needs a SIZE (a positive integer)
