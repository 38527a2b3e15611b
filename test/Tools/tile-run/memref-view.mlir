// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// memref.view aliases the bytes of an i8 buffer: what mlir-runner-22 prints after
// --finalize-memref-to-llvm and the LLVM conversions (floats stored through one view are
// their IEEE bits through another, and a byte stored into the buffer shows through both).

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   -2],
// CHECK-NEXT: [1.5,   -0.5],
// CHECK-NEXT: [3,   1.92593e-34]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  -1073741824,  1069547520,  -1090519040,  1077936128,  125829120]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   -2],
// CHECK-NEXT: [1.5,   -0.5],
// CHECK-NEXT: [3,   1.92593e-34]]
// CHECK-NEXT: 3

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// One byte buffer seen three ways: floats written through a 2-D view at byte 8 read back
// as i32 bits through a second view, and a dynamic-size view sharing the same bytes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<64xi8>
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.muli %i, %c4 : index
    %k = arith.addi %j, %c8 : index
    memref.store %z, %buf[%k] : memref<64xi8>
  }
  %f = memref.view %buf[%c8][] : memref<64xi8> to memref<3x2xf32>
  %one = arith.constant 1.5 : f32
  %neg = arith.constant -2.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = arith.mulf %fi, %one : f32
    %b = arith.addf %a, %neg : f32
    memref.store %a, %f[%i, %c0] : memref<3x2xf32>
    memref.store %b, %f[%i, %c1] : memref<3x2xf32>
  }
  %bits = memref.view %buf[%c8][] : memref<64xi8> to memref<6xi32>
  %d = memref.view %buf[%c8][%c3] : memref<64xi8> to memref<?x2xf32>
  %one_byte = arith.constant 7 : i8
  // Overwrite the highest byte of element 5 (little-endian: byte 8 + 5*4 + 3).
  %c31 = arith.constant 31 : index
  memref.store %one_byte, %buf[%c31] : memref<64xi8>
  %uf = memref.cast %f : memref<3x2xf32> to memref<*xf32>
  %ub = memref.cast %bits : memref<6xi32> to memref<*xi32>
  %ud = memref.cast %d : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %x = memref.load %d[%c2, %c0] : memref<?x2xf32>
  vector.print %x : f32
  memref.dealloc %buf : memref<64xi8>
  return
}
