// REQUIRES: tile-layout
// `tile-layout print` writes XLA's canonical text: lower-case element types (the seed
// documents' upper case is accepted), whitespace dropped, a missing layout filled in.

// RUN: tile-layout print 'F32[3,5]{1,0:T(2,2)}' | FileCheck %s --check-prefix=SEED
// SEED: {{^}}f32[3,5]{1,0:T(2,2)}{{$}}

// RUN: tile-layout print ' bf16 [2, 3, 1004] { 2, 1, 0 : T(2, *, 128) }' | FileCheck %s --check-prefix=COMBINED
// COMBINED: {{^}}bf16[2,3,1004]{2,1,0:T(2,*,128)}{{$}}

// RUN: tile-layout print 'PRED[8,8,8]{0,2,1:T(8,128)E(32)}' | FileCheck %s --check-prefix=PRED
// PRED: {{^}}pred[8,8,8]{0,2,1:T(8,128)E(32)}{{$}}

// RUN: tile-layout print 'f32[3,5]' | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: {{^}}f32[3,5]{1,0}{{$}}

// RUN: tile-layout print 'bf16[8,128]{1,0:T(8,128)(2,1)L(4)#(u8)*(u16)E(16)S(1)SC(0:4)M(64)}' | FileCheck %s --check-prefix=ALL
// ALL: {{^}}bf16[8,128]{1,0:T(8,128)(2,1)L(4)#(u8)*(u16)E(16)S(1)SC(0:4)M(64)}{{$}}

// RUN: tile-layout --json print 'F32[3,5]{1,0:T(2,2)}' | FileCheck %s --check-prefix=JSON
// JSON: {{^}}{"layout": "f32[3,5]{1,0:T(2,2)}"}{{$}}
