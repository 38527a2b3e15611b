// REQUIRES: tile-layout
// Bad shapes get a clear error with the column and a caret under the offending character.

// RUN: not tile-layout print 'f32[3,5{1,0}' 2>&1 | FileCheck %s --check-prefix=BRACKET --strict-whitespace
// BRACKET: tile-layout: error: invalid shape: expected ',' or ']' in the dimensions (at column 8)
// BRACKET-NEXT: {{^}}  f32[3,5{1,0}{{$}}
// BRACKET-NEXT: {{^}}         ^{{$}}

// XLA's message for a minor_to_major of the wrong length.
// RUN: not tile-layout print 'f32[3,5]{0:T(2,2)}' 2>&1 | FileCheck %s --check-prefix=M2M
// M2M: tile-layout: error: invalid shape: Dimensions size is 2, but minor to major size is 1. (at column 9)

// RUN: not tile-layout print 'f16x[3]' 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: error: invalid shape: unknown element type 'f16x' (at column 1)

// RUN: not tile-layout print 'f32[3,5]{1,0:E(4)T(2,2)}' 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: error: invalid shape: expects layout to end with } (at column 18)

// RUN: not tile-layout print 'f32[2]{}' 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: error: invalid shape: Extra content after shape (at column 7)

// RUN: not tile-layout size 'f32[?]' 2>&1 | FileCheck %s --check-prefix=DYN
// DYN: tile-layout: error: dimension 0 is dynamic, but the layout needs its extent
