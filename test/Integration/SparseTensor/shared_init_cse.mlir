// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --pass-pipeline="builtin.module(func.func(sparsify,cse),canonicalize,cse)" | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-opt --cse --canonicalize | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Two SpMVs into one zero-filled init. sparsify writes each dense output in place as a chain
// of tensor.insert values, so CSE (ours or MLIR's) cannot merge the two outputs into one
// buffer, and One-Shot Bufferize copies the shared init only where it must.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
func.func @two(%a: tensor<4x4xf64, #CSR>, %x: tensor<4xf64>, %x2: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %z = arith.constant dense<0.0> : tensor<4xf64>
  %y = linalg.generic #trait ins(%a, %x : tensor<4x4xf64, #CSR>, tensor<4xf64>) outs(%z : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %y2 = linalg.generic #trait ins(%a, %x2 : tensor<4x4xf64, #CSR>, tensor<4xf64>) outs(%z : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  return %y, %y2 : tensor<4xf64>, tensor<4xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0], [0.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 4.0], [5.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf64>
  %a = sparse_tensor.convert %d : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %x2 = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf64>
  %y, %y2 = call @two(%a, %x, %x2) : (tensor<4x4xf64, #CSR>, tensor<4xf64>, tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>)
  %v = vector.transfer_read %y[%c0], %f0 : tensor<4xf64>, vector<4xf64>
  %v2 = vector.transfer_read %y2[%c0], %f0 : tensor<4xf64>, vector<4xf64>
  vector.print %v : vector<4xf64>
  vector.print %v2 : vector<4xf64>
  return
}

// CHECK: ( 7, 6, 16, 5 )
// CHECK-NEXT: ( 70, 60, 160, 50 )
