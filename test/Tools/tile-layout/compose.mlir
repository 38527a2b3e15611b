// REQUIRES: tile-layout
// `tile-layout compose A B` is A after B. The CuTe operands are the worked examples of
// CuTe's layout-algebra documentation; the results are the published ones.

// RUN: tile-layout compose '(6,2):(8,2)' '(4,3):(3,1)' | FileCheck %s --check-prefix=EX1
// EX1: {{^}}cute: ((2,2),3):((24,2),8){{$}}
// EX1-NEXT: {{^}}xla: none{{$}}
// EX1-NEXT: {{^}}shape: (4,3){{$}}
// EX1: {{^}}cosize: 43{{$}}

// RUN: tile-layout compose 20:2 '(5,4):(4,1)' | FileCheck %s --check-prefix=EX2
// EX2: {{^}}cute: (5,4):(8,2){{$}}

// RUN: tile-layout --json compose '(10,2):(16,4)' '(5, 4) : (1, 5)' | FileCheck %s --check-prefix=EX3
// EX3: {{^}}{"cute": "(5,(2,2)):(16,(80,4))", "shape": "(5,4)", "map": "(d0, d1) -> (((d0 + d1 * 5) mod 10) * 16 + ((d0 + d1 * 5) floordiv 10) * 4)", "levels": [149], "size": 20, "cosize": 149, "padding": 129}{{$}}

// An XLA layout after a CuTe one: B = 6:2 picks every other element of the 3x5 array
// (colexicographic: (0,0), (2,0), (1,1), ...); padding of A stays padding.
// RUN: tile-layout compose 'f32[3,5]{1,0:T(2,2)}' '6:2' | FileCheck %s --check-prefix=MIXED
// MIXED: {{^}}cute: none (leaf 0 (extent 6) of the shape 6 is not strided{{.*}}
// MIXED: {{^}}map: (d0) -> (((d0 * 2) mod 3) floordiv 2, ((d0 * 2) floordiv 3) floordiv 2, ((d0 * 2) mod 3) mod 2, ((d0 * 2) floordiv 3) mod 2){{$}}
// MIXED-NEXT: {{^}}levels: [2,3,2,2]{{$}}
// MIXED: {{^}}cosize: 24{{$}}
// MIXED-NEXT: {{^}}padding: 18{{$}}

// RUN: not tile-layout compose 4:1 3:2 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: tile-layout: error: B maps element 2 to 4, outside A's domain of 4 elements: A ∘ B would read past A

// By-mode composition with a tiler (CuTe's documentation examples): `<3:4, 8:2>`, and a
// shape `<3, 8>` read as stride-1 layouts.
// RUN: tile-layout compose '(12,(4,8)):(59,(13,1))' '<3:4, 8:2>' | FileCheck %s --check-prefix=TILER
// TILER: {{^}}cute: (3,(2,4)):(236,(26,1)){{$}}
// RUN: tile-layout compose '(12,(4,8)):(59,(13,1))' '<3,8>' | FileCheck %s --check-prefix=SHAPE
// SHAPE: {{^}}cute: (3,(4,2)):(59,(13,1)){{$}}
// RUN: not tile-layout compose '(12,(4,8)):(59,(13,1))' '<3,8,2>' 2>&1 | FileCheck %s --check-prefix=TOOMANY
// TOOMANY: tile-layout: error: the tiler has 3 modes, but A = (12,(4,8)) has 2
