// REQUIRES: tile-layout
// `--svg` on any algebra result: XLA results in the seed-figure style, others as the
// domain grid beside the codomain with a line per element (the composed mapping).

// The divide that makes Figure 1 draws Figure 1: 15 elements, 9 padding cells.
// RUN: tile-layout divide 'F32[3,5]' '(2,2)' --svg -o %t.fig1.svg
// RUN: FileCheck %s --input-file=%t.fig1.svg --check-prefix=FIG1
// FIG1: f32[3,5]{1,0:T(2,2)}
// FIG1-COUNT-15: <rect class="cell"
// FIG1-NOT: <rect class="cell"

// A CuTe composition (cosize 43, 12 elements): 12 cells, 43 memory cells, 31 padding,
// 12 mapping lines.
// RUN: tile-layout compose '(6,2):(8,2)' '(4,3):(3,1)' --svg | FileCheck %s --check-prefix=COMP
// RUN: tile-layout compose '(6,2):(8,2)' '(4,3):(3,1)' --svg | FileCheck %s --check-prefix=COMP-PAD
// RUN: tile-layout compose '(6,2):(8,2)' '(4,3):(3,1)' --svg | FileCheck %s --check-prefix=COMP-MAP
// COMP: <svg xmlns="http://www.w3.org/2000/svg"
// COMP-COUNT-12: <rect class="cell"
// COMP-NOT: <rect class="cell"
// COMP-PAD-COUNT-31: <rect class="mem pad"
// COMP-PAD-NOT: <rect class="mem pad"
// COMP-MAP-COUNT-12: <line class="map"
// COMP-MAP-NOT: <line class="map"

// `svg` itself draws a layout in any notation: CuTe's (6,2):(8,2) has 12 elements and
// cosize 43.
// RUN: tile-layout svg '(6,2):(8,2)' | FileCheck %s --check-prefix=CUTE
// CUTE: (6,2):(8,2)</text>
// CUTE-COUNT-12: <rect class="cell"
// CUTE-NOT: <rect class="cell"
