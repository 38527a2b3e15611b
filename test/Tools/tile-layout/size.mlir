// REQUIRES: tile-layout
// `tile-layout size`: padded and unpadded bytes, exact for every tile.

// RUN: tile-layout size 'f32[3,5]{1,0:T(2,2)}' | FileCheck %s --check-prefix=SEED
// SEED: padded_bytes: 96
// SEED-NEXT: unpadded_bytes: 60
// SEED-NEXT: padded_elements: 24
// SEED-NEXT: unpadded_elements: 15
// SEED-NEXT: physical_shape: [2,3,2,2]
// SEED-NEXT: level_map: (d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)
// SEED-NEXT: padding_overhead: 1.600x

// The sub-byte example: 4-bit elements packed two to a byte.
// RUN: tile-layout --json size 's4[9216,6144]{1,0:T(64,128)(8,1)E(4)}' | FileCheck %s --check-prefix=INT4
// INT4: {{^}}{"padded_bytes": 28311552, "unpadded_bytes": 28311552}{{$}}

// Published TPU numbers: 14 GiB for 1.09 GiB of data (10 lanes padded to 128).
// RUN: tile-layout size --json 's32[29360128,10]{1,0:T(8,128)}' | FileCheck %s --check-prefix=OOM
// OOM: {"padded_bytes": 15032385536, "unpadded_bytes": 1174405120}

// Compact second-minor tiling is 4x smaller for one row of bf16.
// RUN: tile-layout size --json 'bf16[1,6144]{1,0:T(2,128)(2,1)}' | FileCheck %s --check-prefix=COMPACT
// COMPACT: {"padded_bytes": 24576, "unpadded_bytes": 12288}

// L(n) rounds the padded element count up; a later tile that pads is counted (XLA's own
// ArraySize would only look at the first tile and say 16 bytes here).
// RUN: tile-layout size --json 'f32[3,5]{1,0:T(2,2)L(100)}' | FileCheck %s --check-prefix=TAIL
// TAIL: {"padded_bytes": 400, "unpadded_bytes": 60}
// RUN: tile-layout size --json 'f32[3]{0:T(2)(4)}' | FileCheck %s --check-prefix=LATER
// LATER: {"padded_bytes": 32, "unpadded_bytes": 12}
