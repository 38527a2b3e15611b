// REQUIRES: tile-layout
// `tile-layout grid`: the seed's Figure 2, a 4x8 array tiled (2,4)(2,1).

// RUN: tile-layout grid 'F32[4,8]{1,0:T(2,4)(2,1)}' | FileCheck %s --check-prefix=FIG2 --strict-whitespace
// FIG2:{{^}} 0  2  4  6  8 10 12 14{{$}}
// FIG2-NEXT:{{^}} 1  3  5  7  9 11 13 15{{$}}
// FIG2-NEXT:{{^}}16 18 20 22 24 26 28 30{{$}}
// FIG2-NEXT:{{^}}17 19 21 23 25 27 29 31{{$}}

// RUN: tile-layout grid --json 'f32[4,8]{1,0:T(2,4)(2,1)}' | FileCheck %s --check-prefix=JSON
// JSON: {{^}}{"grid": {{\[\[}}0, 2, 4, 6, 8, 10, 12, 14], [1, 3, 5, 7, 9, 11, 13, 15], [16, 18, 20, 22, 24, 26, 28, 30], [17, 19, 21, 23, 25, 27, 29, 31]]}{{$}}

// Figure 1: the padding slots (4, 5, 12, 13, ...) hold no element.
// RUN: tile-layout grid 'f32[3,5]{1,0:T(2,2)}' | FileCheck %s --check-prefix=FIG1 --strict-whitespace
// FIG1:{{^}} 0  1  4  5  8{{$}}
// FIG1-NEXT:{{^}} 2  3  6  7 10{{$}}
// FIG1-NEXT:{{^}}12 13 16 17 20{{$}}

// Rank 3 prints one 2-D slice at a time.
// RUN: tile-layout grid 'f32[2,2,3]{2,1,0:T(2,2)}' | FileCheck %s --check-prefix=RANK3
// RANK3: [0,:,:]
// RANK3-NEXT: 0  1  4
// RANK3-NEXT: 2  3  6
// RANK3-EMPTY:
// RANK3-NEXT: [1,:,:]
