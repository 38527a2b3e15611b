// REQUIRES: tile-layout
// `tile-layout svg`: the seed's two figures. The logical panel has one cell per element of
// the array padded to whole tiles, the memory panel one cell per padded element.

// Figure 1: F32[3,5] in 2x2 tiles: 15 elements, 9 padding cells, 24 memory cells.
// RUN: tile-layout svg 'F32[3,5]{1,0:T(2,2)}' -o %t.fig1.svg
// RUN: FileCheck %s --input-file=%t.fig1.svg --check-prefix=FIG1
// RUN: FileCheck %s --input-file=%t.fig1.svg --check-prefix=FIG1-PAD
// RUN: FileCheck %s --input-file=%t.fig1.svg --check-prefix=FIG1-MEM
// FIG1: <svg xmlns="http://www.w3.org/2000/svg"
// FIG1: f32[3,5]{1,0:T(2,2)}
// FIG1-COUNT-15: <rect class="cell"
// FIG1-NOT: <rect class="cell"
// FIG1: </svg>
// FIG1-PAD-COUNT-9: <rect class="cell pad"
// FIG1-PAD-NOT: <rect class="cell pad"
// FIG1-MEM-COUNT-24: <rect class="mem
// FIG1-MEM-NOT: <rect class="mem

// Figure 2: 4x8 in (2,4)(2,1): no padding; sixteen red 2x1 boxes.
// RUN: tile-layout svg 'f32[4,8]{1,0:T(2,4)(2,1)}' | FileCheck %s --check-prefix=FIG2
// RUN: tile-layout svg 'f32[4,8]{1,0:T(2,4)(2,1)}' | FileCheck %s --check-prefix=FIG2-MEM
// RUN: tile-layout svg 'f32[4,8]{1,0:T(2,4)(2,1)}' | FileCheck %s --check-prefix=FIG2-RED
// FIG2-COUNT-32: <rect class="cell"
// FIG2-NOT: class="cell
// FIG2-MEM-COUNT-32: <rect class="mem"
// FIG2-MEM-NOT: class="mem
// FIG2-RED-COUNT-16: stroke="#d00000"
// FIG2-RED-NOT: stroke="#d00000"

// RUN: not tile-layout svg 'f32[1000,1000]' 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: tile-layout: error: the picture would have 2000000 cells; svg draws at most 40000
