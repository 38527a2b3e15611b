// REQUIRES: tile-layout
// `tile-layout divide A B`: a tile (or an XLA shape) tiles A's levels as XLA does, so the
// seed's two figures are divides; a CuTe layout is CuTe's logical divide A ∘ (B, B*).

// Figure 1: F32[3,5] divided by a 2x2 tile is F32[3,5]{1,0:T(2,2)}, 9 padding cells.
// RUN: tile-layout divide 'F32[3,5]' '(2,2)' | FileCheck %s --check-prefix=FIG1
// FIG1: {{^}}cute: none (leaf 0 (extent 3) of the shape (3,5) is not strided{{.*}}
// FIG1-NEXT: {{^}}xla: f32[3,5]{1,0:T(2,2)}{{$}}
// FIG1-NEXT: {{^}}shape: (3,5){{$}}
// FIG1-NEXT: {{^}}map: (d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2){{$}}
// FIG1-NEXT: {{^}}levels: [2,3,2,2]{{$}}
// FIG1-NEXT: {{^}}size: 15{{$}}
// FIG1-NEXT: {{^}}cosize: 24{{$}}
// FIG1-NEXT: {{^}}padding: 9{{$}}
// The same with the tile written as an XLA shape or in XLA's T(..) spelling.
// RUN: tile-layout divide 'f32[3,5]{1,0}' 'f32[2,2]' | FileCheck %s --check-prefix=FIG1-XLA
// RUN: tile-layout divide 'f32[3,5]' 'T(2,2)' | FileCheck %s --check-prefix=FIG1-XLA
// FIG1-XLA: {{^}}xla: f32[3,5]{1,0:T(2,2)}{{$}}

// Figure 2: 4x8 divided by (2,4), then by (2,1): the repeated tile is a nested divide.
// RUN: tile-layout --json divide 'f32[4,8]{1,0:T(2,4)}' '(2,1)' | FileCheck %s --check-prefix=FIG2
// RUN: tile-layout --json divide 'f32[4,8]' 'T(2,4)(2,1)' | FileCheck %s --check-prefix=FIG2
// FIG2: {{^}}{"cute": "((2,2),8):((1,16),2)", "xla": "f32[4,8]{1,0:T(2,4)(2,1)}", "shape": "(4,8)", {{.*}} "cosize": 32, "padding": 0}{{$}}

// CuTe's 1-D logical divide example.
// RUN: tile-layout divide '(4,2,3):(2,1,8)' 4:2 | FileCheck %s --check-prefix=CUTE
// CUTE: {{^}}cute: ((2,2),(2,3)):((4,1),(2,8)){{$}}

// RUN: not tile-layout divide 'f32[3,5]' '(2,0)' 2>&1 | FileCheck %s --check-prefix=BADTILE
// BADTILE: tile-layout: error: invalid B '(2,0)': '0' is not a positive tile extent
// RUN: not tile-layout divide '(2,2)' '(2,2)' 2>&1 | FileCheck %s --check-prefix=TILEA
// TILEA: tile-layout: error: A must be a layout, not a bare tile (a tile is only the divisor of 'divide')

// CuTe's 2-D logical divide, mode by mode: ((TileM,RestM),(TileN,RestN)) of shape
// ((3,3),(8,4)); the tile part of each mode is (3,(2,4)):(177,(13,2)) as published.
// RUN: tile-layout divide '(9,(4,8)):(59,(13,1))' '<3:3, (2,4):(1,8)>' | FileCheck %s --check-prefix=TWOD
// TWOD: {{^}}cute: ((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1))){{$}}
