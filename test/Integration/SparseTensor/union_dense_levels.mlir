// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify=strict=true | tile-run - | FileCheck %s
// RUN: tile-run %s | FileCheck %s
// CHECK: ( ( ( 1.5, 0.5, 2.5, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) ), ( ( 0.5, 0.5, 0.5, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) ), ( ( 0.5, 3.5, 0.5, 0.5 ), ( 4.5, 0.5, 0.5, 5.5 ) ) )
// CHECK-NEXT: ( ( ( 1.5, 0.5, 2.5, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) ), ( ( 0.5, 0.5, 0.5, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) ), ( ( 0.5, 3.5, 0.5, 0.5 ), ( 4.5, 0.5, 0.5, 5.5 ) ) )

// A sparse tensor with a dense innermost level under compressed ones, added to a dense
// tensor: the union visits every point, and where the sparse operand has no entry the
// dense level's positions are not read.
#Tssd = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : dense) }>
#Tsds = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : compressed) }>
#trait_add = {
  indexing_maps = [
    affine_map<(i, j, k) -> (i, j, k)>,
    affine_map<(i, j, k) -> (i, j, k)>,
    affine_map<(i, j, k) -> (i, j, k)>
  ],
  iterator_types = ["parallel", "parallel", "parallel"]
}
module {
  func.func @add_ssd(%a: tensor<3x2x4xf32, #Tssd>, %b: tensor<3x2x4xf32>, %x: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
    %0 = linalg.generic #trait_add
      ins(%a, %b : tensor<3x2x4xf32, #Tssd>, tensor<3x2x4xf32>) outs(%x : tensor<3x2x4xf32>) {
      ^bb0(%u: f32, %v: f32, %o: f32):
        %s = arith.addf %u, %v : f32
        linalg.yield %s : f32
    } -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
  func.func @add_sds(%a: tensor<3x2x4xf32, #Tsds>, %b: tensor<3x2x4xf32>, %x: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
    %0 = linalg.generic #trait_add
      ins(%a, %b : tensor<3x2x4xf32, #Tsds>, tensor<3x2x4xf32>) outs(%x : tensor<3x2x4xf32>) {
      ^bb0(%u: f32, %v: f32, %o: f32):
        %s = arith.addf %u, %v : f32
        linalg.yield %s : f32
    } -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f32
    %da = arith.constant dense<[[[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 3.0, 0.0, 0.0], [4.0, 0.0, 0.0, 5.0]]]> : tensor<3x2x4xf32>
    %b = arith.constant dense<0.5> : tensor<3x2x4xf32>
    %x = arith.constant dense<0.0> : tensor<3x2x4xf32>
    %a1 = sparse_tensor.convert %da : tensor<3x2x4xf32> to tensor<3x2x4xf32, #Tssd>
    %a2 = sparse_tensor.convert %da : tensor<3x2x4xf32> to tensor<3x2x4xf32, #Tsds>
    %r1 = call @add_ssd(%a1, %b, %x) : (tensor<3x2x4xf32, #Tssd>, tensor<3x2x4xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %v1 = vector.transfer_read %r1[%c0, %c0, %c0], %f0 : tensor<3x2x4xf32>, vector<3x2x4xf32>
    vector.print %v1 : vector<3x2x4xf32>
    %r2 = call @add_sds(%a2, %b, %x) : (tensor<3x2x4xf32, #Tsds>, tensor<3x2x4xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0], %f0 : tensor<3x2x4xf32>, vector<3x2x4xf32>
    vector.print %v2 : vector<3x2x4xf32>
    bufferization.dealloc_tensor %a1 : tensor<3x2x4xf32, #Tssd>
    bufferization.dealloc_tensor %a2 : tensor<3x2x4xf32, #Tsds>
    return
  }
}
