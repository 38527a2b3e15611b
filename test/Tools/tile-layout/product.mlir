// REQUIRES: tile-layout
// `tile-layout product A B`: CuTe's blocked (default), raked and logical products.

// CuTe's 1-D logical product example.
// RUN: tile-layout product --kind logical '(2,2):(4,1)' 6:1 | FileCheck %s --check-prefix=LOGICAL
// LOGICAL: {{^}}cute: ((2,2),(2,3)):((4,1),(2,8)){{$}}

// A 2x2 row-major block arranged 2x3 row-major is the XLA tiling T(2,2) of 4x6.
// RUN: tile-layout product 'f32[2,2]' 'f32[2,3]' | FileCheck %s --check-prefix=BLOCKED
// BLOCKED: {{^}}cute: ((2,2),(2,3)):((2,12),(1,4)){{$}}
// BLOCKED-NEXT: {{^}}xla: f32[4,6]{1,0:T(2,2)}{{$}}
// RUN: tile-layout --json product --kind raked '(2,2):(2,1)' '(2,3):(3,1)' | FileCheck %s --check-prefix=RAKED
// RAKED: {{^}}{"cute": "((2,2),(3,2)):((12,2),(4,1))", {{.*}}"size": 24, "cosize": 24, "padding": 0}{{$}}

// A padded block keeps its padding in every copy: 3 elements of 4, twice.
// RUN: tile-layout product 'f32[3]{0:T(2)}' 2:1 | FileCheck %s --check-prefix=PADDED
// PADDED: {{^}}size: 6{{$}}
// PADDED-NEXT: {{^}}cosize: 8{{$}}
// PADDED-NEXT: {{^}}padding: 2{{$}}
