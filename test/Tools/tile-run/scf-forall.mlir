// REQUIRES: tile-run
// RUN: tile-run %s | FileCheck %s

// scf.forall with shared outputs, parallel_insert_slice and a bufferless loop: what
// mlir-runner-22 prints after --one-shot-bufferize=bufferize-function-boundaries,
// --scf-forall-to-for and the LLVM conversions.

// CHECK: ( ( 2, 4, 6, 8, 10, 12 ), ( 14, 16, 18, 20, 22, 24 ), ( 26, 28, 30, 32, 34, 36 ), ( 38, 40, 42, 44, 46, 48 ) )
// CHECK-NEXT: ( 0, 2, 4, 0, 0, 2, 4, 0 )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 2, 2, 2, 2 ), ( 4, 4, 4, 4 ) )
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0,   1],
// CHECK-NEXT:  [1,   2],
// CHECK-NEXT:  [2,   3]]

#tile = affine_map<(d0) -> (d0 * 2)>

// Each thread of a 2x3 grid scales its 2x2 block of the input into the shared output.
func.func @scale_blocks(%in: tensor<4x6xf32>, %init: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %two = arith.constant 2.0 : f32
  %res = scf.forall (%ti, %tj) in (2, 3) shared_outs(%acc = %init) -> (tensor<4x6xf32>) {
    %i = affine.apply #tile(%ti)
    %j = affine.apply #tile(%tj)
    %blk = tensor.extract_slice %in[%i, %j] [2, 2] [1, 1] : tensor<4x6xf32> to tensor<2x2xf32>
    %scaled = linalg.generic {
        indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%blk : tensor<2x2xf32>) outs(%blk : tensor<2x2xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.mulf %x, %two : f32
        linalg.yield %y : f32
    } -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %acc[%i, %j] [2, 2] [1, 1]
          : tensor<2x2xf32> into tensor<4x6xf32>
    }
  }
  return %res : tensor<4x6xf32>
}

// Two shared outputs, strided and rank-reducing inserts, a dynamic bound and a step.
func.func @rows(%n: index) -> (tensor<8xi32>, tensor<3x4xi32>) {
  %z = arith.constant dense<0> : tensor<8xi32>
  %m = arith.constant dense<-1> : tensor<3x4xi32>
  %r:2 = scf.forall (%k) = (0) to (%n) step (2) shared_outs(%a = %z, %b = %m) -> (tensor<8xi32>, tensor<3x4xi32>) {
    %ki = arith.index_cast %k : index to i32
    %v = tensor.from_elements %ki, %ki : tensor<2xi32>
    %row = tensor.splat %ki : tensor<4xi32>
    %c2 = arith.constant 2 : index
    %r = arith.divui %k, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%r] [2] [4] : tensor<2xi32> into tensor<8xi32>
      tensor.parallel_insert_slice %row into %b[%r, 0] [1, 4] [1, 1] : tensor<4xi32> into tensor<3x4xi32>
    }
  }
  return %r#0, %r#1 : tensor<8xi32>, tensor<3x4xi32>
}

// A forall over a buffer, without shared outputs.
func.func @fill(%buf: memref<3x2xf32>) {
  scf.forall (%i, %j) in (3, 2) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %ii, %jj : i32
    %f = arith.sitofp %s : i32 to f32
    memref.store %f, %buf[%i, %j] : memref<3x2xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %pf = arith.constant 0.0 : f32
  %pi = arith.constant 0 : i32
  %in = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                              [7.0, 8.0, 9.0, 10.0, 11.0, 12.0],
                              [13.0, 14.0, 15.0, 16.0, 17.0, 18.0],
                              [19.0, 20.0, 21.0, 22.0, 23.0, 24.0]]> : tensor<4x6xf32>
  %init = tensor.empty() : tensor<4x6xf32>
  %s = call @scale_blocks(%in, %init) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  %sv = vector.transfer_read %s[%c0, %c0], %pf : tensor<4x6xf32>, vector<4x6xf32>
  vector.print %sv : vector<4x6xf32>
  %a, %b = call @rows(%c5) : (index) -> (tensor<8xi32>, tensor<3x4xi32>)
  %av = vector.transfer_read %a[%c0], %pi : tensor<8xi32>, vector<8xi32>
  vector.print %av : vector<8xi32>
  %bv = vector.transfer_read %b[%c0, %c0], %pi : tensor<3x4xi32>, vector<3x4xi32>
  vector.print %bv : vector<3x4xi32>
  %buf = memref.alloc() : memref<3x2xf32>
  call @fill(%buf) : (memref<3x2xf32>) -> ()
  %u = memref.cast %buf : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<3x2xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
