// REQUIRES: tile-run
// RUN: tile-run %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// The ranked (printMemref1dF32), shape-only and f16/bf16/i16 memref printers and
// verifyMemRefF32, whose differences go to stderr; the expected output is mlir-runner-22's.

// ERR: 2.5 != 2.6 offset = 2
// CHECK: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [2.5,  2.5,  2.5]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = 
// CHECK-NEXT: {{\[\[}}2.5,   2.5], 
// CHECK-NEXT:  [2.5,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [7,  7]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [1.5,  1.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [1.5,  1.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [-300,  -300]
// CHECK-NEXT: 1

func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI32(memref<?xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}

func.func @main() {
  %m = memref.alloc() : memref<3xf32>
  %c = arith.constant 2.5 : f32
  linalg.fill ins(%c : f32) outs(%m : memref<3xf32>)
  %d = memref.cast %m : memref<3xf32> to memref<?xf32>
  call @printMemref1dF32(%d) : (memref<?xf32>) -> ()
  %m2 = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%c : f32) outs(%m2 : memref<2x2xf32>)
  %d2 = memref.cast %m2 : memref<2x2xf32> to memref<?x?xf32>
  call @printMemref2dF32(%d2) : (memref<?x?xf32>) -> ()
  %u = memref.cast %m2 : memref<2x2xf32> to memref<*xf32>
  call @printMemrefShapeF32(%u) : (memref<*xf32>) -> ()
  %n = memref.alloc() : memref<2xi32>
  %ci = arith.constant 7 : i32
  linalg.fill ins(%ci : i32) outs(%n : memref<2xi32>)
  %dn = memref.cast %n : memref<2xi32> to memref<?xi32>
  call @printMemref1dI32(%dn) : (memref<?xi32>) -> ()
  %h = memref.alloc() : memref<2xf16>
  %ch = arith.constant 1.5 : f16
  linalg.fill ins(%ch : f16) outs(%h : memref<2xf16>)
  %uh = memref.cast %h : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %b = memref.alloc() : memref<2xbf16>
  %cb = arith.constant 1.5 : bf16
  linalg.fill ins(%cb : bf16) outs(%b : memref<2xbf16>)
  %ub = memref.cast %b : memref<2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %s = memref.alloc() : memref<2xi16>
  %cs = arith.constant -300 : i16
  linalg.fill ins(%cs : i16) outs(%s : memref<2xi16>)
  %us = memref.cast %s : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%us) : (memref<*xi16>) -> ()
  %m3 = memref.alloc() : memref<2x2xf32>
  %c3 = arith.constant 2.5 : f32
  linalg.fill ins(%c3 : f32) outs(%m3 : memref<2x2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.6 : f32
  memref.store %x, %m3[%c1, %c0] : memref<2x2xf32>
  %u3 = memref.cast %m3 : memref<2x2xf32> to memref<*xf32>
  %errs = call @verifyMemRefF32(%u, %u3) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %errs : i64
  return
}
