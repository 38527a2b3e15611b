// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s
// The expected output is mlir-runner-22's for the same program; only the base address
// differs from run to run. The i8 memref prints raw bytes (not valid UTF-8 on their own),
// matched loosely.

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT: {{\[\[}}123457,   1.5,   1.5], 
// CHECK-NEXT:  [1.5,   1.5,   1.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [-0.1,  -0.1,  -0.1]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = 
// CHECK-NEXT: {{\[\[}}[-7,    -7], 
// CHECK-NEXT:   [-7,    -7]], 
// CHECK-NEXT:  {{\[\[}}-7,    -7], 
// CHECK-NEXT:   [-7,    -7]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT: [42]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data = 
// CHECK-NEXT: [{{.*}},  {{.*}},  {{.*}},  {{.*}}]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [9,  9]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 1 sizes = [2, 2] strides = [3, 1] data = 
// CHECK-NEXT: {{\[\[}}1.5,   1.5], 
// CHECK-NEXT:  [1.5,   1.5]]
// CHECK-NEXT: -5
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: ( 123457, -0.1 )

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2x3xf32>
  %cst = arith.constant 1.5 : f32
  linalg.fill ins(%cst : f32) outs(%m : memref<2x3xf32>)
  %big = arith.constant 123456.789 : f32
  memref.store %big, %m[%c0, %c0] : memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %d = memref.alloc() : memref<3xf64>
  %e = arith.constant -0.1 : f64
  linalg.fill ins(%e : f64) outs(%d : memref<3xf64>)
  %ud = memref.cast %d : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  %i = memref.alloc() : memref<2x2x2xi32>
  %iv = arith.constant -7 : i32
  linalg.fill ins(%iv : i32) outs(%i : memref<2x2x2xi32>)
  %ui = memref.cast %i : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %s = memref.alloc() : memref<i64>
  %sv = arith.constant 42 : i64
  memref.store %sv, %s[] : memref<i64>
  %us = memref.cast %s : memref<i64> to memref<*xi64>
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  %b = memref.alloc() : memref<4xi8>
  %bv = arith.constant -3 : i8
  linalg.fill ins(%bv : i8) outs(%b : memref<4xi8>)
  %ub = memref.cast %b : memref<4xi8> to memref<*xi8>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()
  %x = memref.alloc() : memref<2xindex>
  %xv = arith.constant 9 : index
  linalg.fill ins(%xv : index) outs(%x : memref<2xindex>)
  %ux = memref.cast %x : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  %sub = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %usub = memref.cast %sub : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%usub) : (memref<*xf32>) -> ()
  %n = arith.constant -5 : i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printOpen() : () -> ()
  call @printF32(%big) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%e) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}
