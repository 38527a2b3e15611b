// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// printMemrefC32 / printMemrefC64 as mlir-runner-22 prints them (each element as
// `std::complex` writes itself: `(re,im)`).

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[(1.5,-2),   (0,3.25)],
// CHECK-NEXT:  [(0,3.25),   (1.5,-2)]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [(1e+10,-0.125),  (-7,0.001),  (1e+10,-0.125)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [(-7,0.001)]

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x2xcomplex<f32>>
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %b = complex.constant [0.0 : f32, 3.25 : f32] : complex<f32>
  memref.store %a, %m[%c0, %c0] : memref<2x2xcomplex<f32>>
  memref.store %b, %m[%c0, %c1] : memref<2x2xcomplex<f32>>
  memref.store %b, %m[%c1, %c0] : memref<2x2xcomplex<f32>>
  memref.store %a, %m[%c1, %c1] : memref<2x2xcomplex<f32>>
  %u = memref.cast %m : memref<2x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  %d = memref.alloc() : memref<3xcomplex<f64>>
  %x = complex.constant [1.0e10, -0.125] : complex<f64>
  %y = complex.constant [-7.0, 1.0e-3] : complex<f64>
  %c2 = arith.constant 2 : index
  memref.store %x, %d[%c0] : memref<3xcomplex<f64>>
  memref.store %y, %d[%c1] : memref<3xcomplex<f64>>
  memref.store %x, %d[%c2] : memref<3xcomplex<f64>>
  %du = memref.cast %d : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%du) : (memref<*xcomplex<f64>>) -> ()
  %e = memref.alloc() : memref<complex<f64>>
  memref.store %y, %e[] : memref<complex<f64>>
  %eu = memref.cast %e : memref<complex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%eu) : (memref<*xcomplex<f64>>) -> ()
  return
}
func.func private @printMemrefC32(memref<*xcomplex<f32>>)
func.func private @printMemrefC64(memref<*xcomplex<f64>>)
