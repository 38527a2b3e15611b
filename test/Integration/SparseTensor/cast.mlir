// REQUIRES: integration
// RUN: mlir-sparse-run %s | FileCheck %s
// RUN: tile-opt %s | mlir-sparse-run | FileCheck %s
// RUN: tile-opt %s --sparsify | mlir-sparse-run | FileCheck %s
// RUN: tile-run %s | FileCheck %s

// Every arith cast (int/float widening and narrowing, signed and unsigned, bitcast) from a sparse vector into a dense one.

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

#trait_cast = {
  indexing_maps = [
    affine_map<(i) -> (i)>,  // A (in)
    affine_map<(i) -> (i)>   // X (out)
  ],
  iterator_types = ["parallel"],
  doc = "X(i) = cast A(i)"
}

module {
  func.func @sparse_cast_s32_to_f32(%arga: tensor<10xi32, #SV>, %argb: tensor<10xf32>) -> tensor<10xf32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xi32, #SV>)
      outs(%argb: tensor<10xf32>) {
        ^bb(%a: i32, %x : f32):
          %cst = arith.sitofp %a : i32 to f32
          linalg.yield %cst : f32
    } -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func @sparse_cast_u32_to_f32(%arga: tensor<10xi32, #SV>, %argb: tensor<10xf32>) -> tensor<10xf32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xi32, #SV>)
      outs(%argb: tensor<10xf32>) {
        ^bb(%a: i32, %x : f32):
          %cst = arith.uitofp %a : i32 to f32
          linalg.yield %cst : f32
    } -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func @sparse_cast_f32_to_s32(%arga: tensor<10xf32, #SV>, %argb: tensor<10xi32>) -> tensor<10xi32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xf32, #SV>)
      outs(%argb: tensor<10xi32>) {
        ^bb(%a: f32, %x : i32):
          %cst = arith.fptosi %a : f32 to i32
          linalg.yield %cst : i32
    } -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func @sparse_cast_f64_to_u32(%arga: tensor<10xf64, #SV>, %argb: tensor<10xi32>) -> tensor<10xi32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xf64, #SV>)
      outs(%argb: tensor<10xi32>) {
        ^bb(%a: f64, %x : i32):
          %cst = arith.fptoui %a : f64 to i32
          linalg.yield %cst : i32
    } -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func @sparse_cast_f32_to_f64(%arga: tensor<10xf32, #SV>, %argb: tensor<10xf64>) -> tensor<10xf64> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xf32, #SV>)
      outs(%argb: tensor<10xf64>) {
        ^bb(%a: f32, %x : f64):
          %cst = arith.extf %a : f32 to f64
          linalg.yield %cst : f64
    } -> tensor<10xf64>
    return %0 : tensor<10xf64>
  }
  func.func @sparse_cast_f64_to_f32(%arga: tensor<10xf64, #SV>, %argb: tensor<10xf32>) -> tensor<10xf32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xf64, #SV>)
      outs(%argb: tensor<10xf32>) {
        ^bb(%a: f64, %x : f32):
          %cst = arith.truncf %a : f64 to f32
          linalg.yield %cst : f32
    } -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func @sparse_cast_s8_to_s64(%arga: tensor<10xi8, #SV>, %argb: tensor<10xi64>) -> tensor<10xi64> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xi8, #SV>)
      outs(%argb: tensor<10xi64>) {
        ^bb(%a: i8, %x : i64):
          %cst = arith.extsi %a : i8 to i64
          linalg.yield %cst : i64
    } -> tensor<10xi64>
    return %0 : tensor<10xi64>
  }
  func.func @sparse_cast_u8_to_s64(%arga: tensor<10xi8, #SV>, %argb: tensor<10xi64>) -> tensor<10xi64> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xi8, #SV>)
      outs(%argb: tensor<10xi64>) {
        ^bb(%a: i8, %x : i64):
          %cst = arith.extui %a : i8 to i64
          linalg.yield %cst : i64
    } -> tensor<10xi64>
    return %0 : tensor<10xi64>
  }
  func.func @sparse_cast_s64_to_i16(%arga: tensor<10xi64, #SV>, %argb: tensor<10xi16>) -> tensor<10xi16> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xi64, #SV>)
      outs(%argb: tensor<10xi16>) {
        ^bb(%a: i64, %x : i16):
          %cst = arith.trunci %a : i64 to i16
          linalg.yield %cst : i16
    } -> tensor<10xi16>
    return %0 : tensor<10xi16>
  }
  func.func @sparse_cast_f32_as_s32(%arga: tensor<10xf32, #SV>, %argb: tensor<10xi32>) -> tensor<10xi32> {
    %0 = linalg.generic #trait_cast
      ins(%arga: tensor<10xf32, #SV>)
      outs(%argb: tensor<10xi32>) {
        ^bb(%a: f32, %x : i32):
          %cst = arith.bitcast %a : f32 to i32
          linalg.yield %cst : i32
    } -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }

  func.func @main() {
    %z = arith.constant 0 : index
    %zi32 = arith.constant 0 : i32
    %zi64 = arith.constant 0 : i64
    %zi16 = arith.constant 0 : i16
    %zf32 = arith.constant 0.0 : f32
    %zf64 = arith.constant 0.0 : f64
    %vi = arith.constant dense<[ -4, -3, -2, -1, 0, 1, 2, 3, 4, 305 ]> : tensor<10xi32>
    %vf = arith.constant dense<[ -4.4, -3.3, -2.2, -1.1, 0.0, 1.1, 2.2, 3.3, 4.4, 305.5 ]> : tensor<10xf32>
    %vd = arith.constant dense<[ 4.4, 3.3, 2.2, 1.1, 0.0, 1.1, 2.2, 3.3, 4.4, 305.5 ]> : tensor<10xf64>
    %vb = arith.constant dense<[ -4, -3, -2, -1, 0, 1, 2, 3, 4, 127 ]> : tensor<10xi8>
    %vl = arith.constant dense<[ 7, 8, 9, 10, 0, 65536, 65537, 131073, 1, -1 ]> : tensor<10xi64>
    %si = sparse_tensor.convert %vi : tensor<10xi32> to tensor<10xi32, #SV>
    %sf = sparse_tensor.convert %vf : tensor<10xf32> to tensor<10xf32, #SV>
    %sd = sparse_tensor.convert %vd : tensor<10xf64> to tensor<10xf64, #SV>
    %sb = sparse_tensor.convert %vb : tensor<10xi8> to tensor<10xi8, #SV>
    %sl = sparse_tensor.convert %vl : tensor<10xi64> to tensor<10xi64, #SV>

    %zero_f = arith.constant dense<0.0> : tensor<10xf32>
    %zero_d = arith.constant dense<0.0> : tensor<10xf64>
    %zero_i = arith.constant dense<0> : tensor<10xi32>
    %zero_l = arith.constant dense<0> : tensor<10xi64>
    %zero_s = arith.constant dense<0> : tensor<10xi16>

    %0 = call @sparse_cast_s32_to_f32(%si, %zero_f) : (tensor<10xi32, #SV>, tensor<10xf32>) -> tensor<10xf32>
    %v0 = vector.transfer_read %0[%z], %zf32 : tensor<10xf32>, vector<10xf32>
    vector.print %v0 : vector<10xf32>
    %1 = call @sparse_cast_u32_to_f32(%si, %zero_f) : (tensor<10xi32, #SV>, tensor<10xf32>) -> tensor<10xf32>
    %v1 = vector.transfer_read %1[%z], %zf32 : tensor<10xf32>, vector<10xf32>
    vector.print %v1 : vector<10xf32>
    %2 = call @sparse_cast_f32_to_s32(%sf, %zero_i) : (tensor<10xf32, #SV>, tensor<10xi32>) -> tensor<10xi32>
    %v2 = vector.transfer_read %2[%z], %zi32 : tensor<10xi32>, vector<10xi32>
    vector.print %v2 : vector<10xi32>
    %3 = call @sparse_cast_f64_to_u32(%sd, %zero_i) : (tensor<10xf64, #SV>, tensor<10xi32>) -> tensor<10xi32>
    %v3 = vector.transfer_read %3[%z], %zi32 : tensor<10xi32>, vector<10xi32>
    %vu = vector.bitcast %v3 : vector<10xi32> to vector<10xui32>
    vector.print %vu : vector<10xui32>
    %4 = call @sparse_cast_f32_to_f64(%sf, %zero_d) : (tensor<10xf32, #SV>, tensor<10xf64>) -> tensor<10xf64>
    %v4 = vector.transfer_read %4[%z], %zf64 : tensor<10xf64>, vector<10xf64>
    vector.print %v4 : vector<10xf64>
    %5 = call @sparse_cast_f64_to_f32(%sd, %zero_f) : (tensor<10xf64, #SV>, tensor<10xf32>) -> tensor<10xf32>
    %v5 = vector.transfer_read %5[%z], %zf32 : tensor<10xf32>, vector<10xf32>
    vector.print %v5 : vector<10xf32>
    %6 = call @sparse_cast_s8_to_s64(%sb, %zero_l) : (tensor<10xi8, #SV>, tensor<10xi64>) -> tensor<10xi64>
    %v6 = vector.transfer_read %6[%z], %zi64 : tensor<10xi64>, vector<10xi64>
    vector.print %v6 : vector<10xi64>
    %7 = call @sparse_cast_u8_to_s64(%sb, %zero_l) : (tensor<10xi8, #SV>, tensor<10xi64>) -> tensor<10xi64>
    %v7 = vector.transfer_read %7[%z], %zi64 : tensor<10xi64>, vector<10xi64>
    vector.print %v7 : vector<10xi64>
    %8 = call @sparse_cast_s64_to_i16(%sl, %zero_s) : (tensor<10xi64, #SV>, tensor<10xi16>) -> tensor<10xi16>
    %v8 = vector.transfer_read %8[%z], %zi16 : tensor<10xi16>, vector<10xi16>
    vector.print %v8 : vector<10xi16>
    %9 = call @sparse_cast_f32_as_s32(%sf, %zero_i) : (tensor<10xf32, #SV>, tensor<10xi32>) -> tensor<10xi32>
    %v9 = vector.transfer_read %9[%z], %zi32 : tensor<10xi32>, vector<10xi32>
    vector.print %v9 : vector<10xi32>

    bufferization.dealloc_tensor %si : tensor<10xi32, #SV>
    bufferization.dealloc_tensor %sf : tensor<10xf32, #SV>
    bufferization.dealloc_tensor %sd : tensor<10xf64, #SV>
    bufferization.dealloc_tensor %sb : tensor<10xi8, #SV>
    bufferization.dealloc_tensor %sl : tensor<10xi64, #SV>
    return
  }
}

// CHECK: ( -4, -3, -2, -1, 0, 1, 2, 3, 4, 305 )
// CHECK-NEXT: ( 4.29497e+09, 4.29497e+09, 4.29497e+09, 4.29497e+09, 0, 1, 2, 3, 4, 305 )
// CHECK-NEXT: ( -4, -3, -2, -1, 0, 1, 2, 3, 4, 305 )
// CHECK-NEXT: ( 4, 3, 2, 1, 0, 1, 2, 3, 4, 305 )
// CHECK-NEXT: ( -4.4, -3.3, -2.2, -1.1, 0, 1.1, 2.2, 3.3, 4.4, 305.5 )
// CHECK-NEXT: ( 4.4, 3.3, 2.2, 1.1, 0, 1.1, 2.2, 3.3, 4.4, 305.5 )
// CHECK-NEXT: ( -4, -3, -2, -1, 0, 1, 2, 3, 4, 127 )
// CHECK-NEXT: ( 252, 253, 254, 255, 0, 1, 2, 3, 4, 127 )
// CHECK-NEXT: ( 7, 8, 9, 10, 0, 0, 1, 1, 1, -1 )
// CHECK-NEXT: ( -1064514355, -1068289229, -1072902963, -1081291571, 0, 1066192077, 1074580685, 1079194419, 1082969293, 1134084096 )
