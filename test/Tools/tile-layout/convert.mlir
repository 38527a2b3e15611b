// REQUIRES: tile-layout
// `tile-layout convert --to cute|xla|linear|pack|encoding|map A`.

// RUN: tile-layout convert --to cute 'f32[4,8]{0,1}' | FileCheck %s --check-prefix=CUTE
// CUTE: {{^}}(4,8):(1,4){{$}}
// RUN: tile-layout convert --to xla '((2,2),(2,3)):((2,12),(1,4))' | FileCheck %s --check-prefix=XLA
// XLA: {{^}}f32[4,6]{1,0:T(2,2)}{{$}}
// RUN: tile-layout convert --to cute '((2,3),4):((1,2),6)' | FileCheck %s --check-prefix=NESTED
// RUN: tile-layout coalesce '((2,3),4):((1,2),6)' | FileCheck %s --check-prefix=NESTED-COAL
// NESTED-COAL: {{^}}cute: 24:1{{$}}
// NESTED: {{^}}((2,3),4):((1,2),6){{$}}

// Linear layouts over F2: one list of bases per dimension, least significant bit first.
// RUN: tile-layout convert --to linear 'f32[4,8]{1,0:T(2,4)}' | FileCheck %s --check-prefix=LINEAR
// LINEAR: {{^}}F2{{\[\[}}4,16],[1,2,8]]{{$}}
// RUN: tile-layout convert --to xla 'F2[[4,16],[1,2,8]]' | FileCheck %s --check-prefix=FROMLINEAR
// FROMLINEAR: {{^}}f32[4,8]{1,0:T(2,4)}{{$}}
// RUN: not tile-layout convert --to linear 'f32[3,5]{1,0:T(2,2)}' 2>&1 | FileCheck %s --check-prefix=NOLINEAR
// NOLINEAR: tile-layout: error: no linear layout: dimension 0 has extent 3, not a power of two: linear layouts over F2 cover only power-of-two shapes and cannot represent padding, and the layout pads it (9 padding offsets)
// RUN: not tile-layout convert --to xla 'F2[[1,3]]' 2>&1 | FileCheck %s --check-prefix=SWIZZLE
// SWIZZLE: tile-layout: error: invalid A 'F2{{\[\[}}1,3]]': bases 1 (dim 0 bit 0) and 3 (dim 0 bit 1) share bit 0: the layout XORs them (a swizzle), which no affine level map expresses

// linalg.pack and #tile.layout, both ways.
// RUN: tile-layout convert --to pack 'f32[3,5]{0,1:T(2,2)}' | FileCheck %s --check-prefix=PACK
// PACK: {{^}}linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %dest : tensor<3x5xf32> -> tensor<3x2x2x2xf32>{{$}}
// RUN: tile-layout convert --to xla 'linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 128] into %dest : tensor<16x256xbf16> -> tensor<2x2x8x128xbf16>' | FileCheck %s --check-prefix=FROMPACK
// FROMPACK: {{^}}f32[16,256]{1,0:T(8,128)}{{$}}
// RUN: not tile-layout convert --to pack 'bf16[16,256]{1,0:T(8,128)(2,1)}' 2>&1 | FileCheck %s --check-prefix=NOPACK
// NOPACK: tile-layout: error: no linalg.pack: linalg.pack tiles once, but the layout has 2 levels of tiles
// RUN: tile-layout convert --to encoding 'bf16[16,256]{1,0:T(8,128)(2,1)}' | FileCheck %s --check-prefix=ENC
// ENC: {{^}}tensor<16x256xbf16, #tile.layout<"{1,0:T(8,128)(2,1)}">>{{$}}
// RUN: tile-layout --json convert --to xla 'tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>' | FileCheck %s --check-prefix=FROMENC
// FROMENC: {{^}}{"xla": "f32[3,5]{1,0:T(2,2)}"}{{$}}
// RUN: not tile-layout convert --to cute 'f32[3,5]{1,0:T(2,2)}' 2>&1 | FileCheck %s --check-prefix=NOCUTE
// NOCUTE: tile-layout: error: no CuTe layout: leaf 0 (extent 3) of the shape (3,5) is not strided: its offsets are no sum of coordinate times stride
// RUN: not tile-layout convert --to fortran 4:1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: tile-layout: error: unknown notation 'fortran': expected cute, xla, linear, pack, encoding or map

// The dense part of a sparse encoding: BSR's dim-to-level map with every level dense is
// the 2x2-tiled layout (DESIGN.md §2); level formats are dropped.
// RUN: tile-layout convert --to xla '[4,6] (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)' | FileCheck %s --check-prefix=BSR
// BSR: {{^}}f32[4,6]{1,0:T(2,2)}{{$}}
// RUN: tile-layout convert --to cute '[3,5] (d0, d1) -> (d1, d0)' | FileCheck %s --check-prefix=CSC
// CSC: {{^}}(3,5):(1,3){{$}}
