// Folding cases checked against `mlir-opt-22 --canonicalize`: each function returns the folded
// op's result; the line after it is the `arith.constant` value MLIR produced, or `nofold`.

func.func @add_wrap() -> i32 {
  %c2147483647_i32 = arith.constant 2147483647 : i32
  %c1_i32 = arith.constant 1 : i32
  %r = arith.addi %c2147483647_i32, %c1_i32 : i32
  return %r : i32
}
// folds to: -2147483648 : i32

func.func @mul_wrap() -> i8 {
  %a = arith.constant 100 : i8
  %b = arith.constant 3 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
// folds to: 44 : i8

func.func @sub_wrap() -> i8 {
  %a = arith.constant 0 : i8
  %b = arith.constant 1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
// folds to: -1 : i8

func.func @add_index() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
// folds to: -9223372036854775808 : index

func.func @add_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.addi %a, %b : i1
  return %r : i1
}
// folds to: false

func.func @add_i128() -> i128 {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 1 : i128
  %r = arith.addi %a, %b : i128
  return %r : i128
}
// folds to: -170141183460469231731687303715884105728 : i128

func.func @divsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// folds to: -3 : i32

func.func @divsi_ovf() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// folds to: nofold

func.func @divsi_zero() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
// folds to: nofold

func.func @divui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divui %a, %b : i8
  return %r : i8
}
// folds to: 124 : i8

func.func @remsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}
// folds to: -1 : i32

func.func @remui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 10 : i8
  %r = arith.remui %a, %b : i8
  return %r : i8
}
// folds to: 9 : i8

func.func @remsi_zero() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 0 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}
// folds to: nofold

func.func @ceildivsi_nn() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// folds to: -3 : i32

func.func @ceildivsi_pp() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// folds to: 4 : i32

func.func @ceildivsi_mm() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// folds to: 4 : i32

func.func @ceildivsi_pm() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// folds to: -3 : i32

func.func @ceildivsi_min() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 3 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
// folds to: nofold

func.func @ceildivui() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}
// folds to: 125 : i8

func.func @floordivsi_n() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// folds to: -4 : i32

func.func @floordivsi_m() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// folds to: -4 : i32

func.func @floordivsi_exact() -> i32 {
  %a = arith.constant -8 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
// folds to: -4 : i32

func.func @shli() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 31 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}
// folds to: -2147483648 : i32

func.func @shli_big() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 32 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}
// folds to: nofold

func.func @shrsi() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 1 : i8
  %r = arith.shrsi %a, %b : i8
  return %r : i8
}
// folds to: -4 : i8

func.func @shrui() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 1 : i8
  %r = arith.shrui %a, %b : i8
  return %r : i8
}
// folds to: 124 : i8

func.func @andi() -> i8 {
  %a = arith.constant -8 : i8
  %b = arith.constant 12 : i8
  %r = arith.andi %a, %b : i8
  return %r : i8
}
// folds to: 8 : i8

func.func @ori() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 12 : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
// folds to: 15 : i8

func.func @xori() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.xori %a, %b : i8
  return %r : i8
}
// folds to: -13 : i8

func.func @maxsi() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.maxsi %a, %b : i8
  return %r : i8
}
// folds to: 12 : i8

func.func @maxui() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}
// folds to: -1 : i8

func.func @minsi() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.minsi %a, %b : i8
  return %r : i8
}
// folds to: -1 : i8

func.func @minui() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 12 : i8
  %r = arith.minui %a, %b : i8
  return %r : i8
}
// folds to: 12 : i8

func.func @cmpi_slt() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
// folds to: true

func.func @cmpi_ult() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
// folds to: false

func.func @cmpi_vec() -> vector<2xi1> {
  %a = arith.constant dense<[1, 5]> : vector<2xi32>
  %b = arith.constant dense<3> : vector<2xi32>
  %r = arith.cmpi sgt, %a, %b : vector<2xi32>
  return %r : vector<2xi1>
}
// folds to: dense<[false, true]> : vector<2xi1>

func.func @extsi() -> i32 {
  %a = arith.constant -1 : i8
  %r = arith.extsi %a : i8 to i32
  return %r : i32
}
// folds to: -1 : i32

func.func @extui() -> i32 {
  %a = arith.constant -1 : i8
  %r = arith.extui %a : i8 to i32
  return %r : i32
}
// folds to: 255 : i32

func.func @extui_i1() -> i8 {
  %a = arith.constant true
  %r = arith.extui %a : i1 to i8
  return %r : i8
}
// folds to: 1 : i8

func.func @extsi_i1() -> i8 {
  %a = arith.constant true
  %r = arith.extsi %a : i1 to i8
  return %r : i8
}
// folds to: -1 : i8

func.func @trunci() -> i8 {
  %a = arith.constant 257 : i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}
// folds to: 1 : i8

func.func @trunci_i1() -> i1 {
  %a = arith.constant 3 : i32
  %r = arith.trunci %a : i32 to i1
  return %r : i1
}
// folds to: true

func.func @index_cast() -> i32 {
  %a = arith.constant -1 : index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
// folds to: -1 : i32

func.func @index_castui() -> index {
  %a = arith.constant -1 : i32
  %r = arith.index_castui %a : i32 to index
  return %r : index
}
// folds to: 4294967295 : index

func.func @sitofp() -> f32 {
  %a = arith.constant -1 : i32
  %r = arith.sitofp %a : i32 to f32
  return %r : f32
}
// folds to: -1.000000e+00 : f32

func.func @sitofp_i1() -> f32 {
  %a = arith.constant true
  %r = arith.sitofp %a : i1 to f32
  return %r : f32
}
// folds to: -1.000000e+00 : f32

func.func @uitofp() -> f32 {
  %a = arith.constant -1 : i8
  %r = arith.uitofp %a : i8 to f32
  return %r : f32
}
// folds to: 2.550000e+02 : f32

func.func @sitofp_round() -> f32 {
  %a = arith.constant 16777217 : i64
  %r = arith.sitofp %a : i64 to f32
  return %r : f32
}
// folds to: 0x4B800000 : f32

func.func @sitofp_f16_round() -> f16 {
  %a = arith.constant 2049 : i64
  %r = arith.sitofp %a : i64 to f16
  return %r : f16
}
// folds to: 2.048000e+03 : f16

func.func @uitofp_f16_ovf() -> f16 {
  %a = arith.constant 100000 : i32
  %r = arith.uitofp %a : i32 to f16
  return %r : f16
}
// folds to: 0x7C00 : f16

func.func @sitofp_bf16_big() -> bf16 {
  %a = arith.constant 9223372036854775807 : i64
  %r = arith.sitofp %a : i64 to bf16
  return %r : bf16
}
// folds to: 9.223370e+18 : bf16

func.func @fptosi() -> i32 {
  %a = arith.constant -3.7 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}
// folds to: -3 : i32

func.func @fptoui_neg() -> i32 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptoui %a : f32 to i32
  return %r : i32
}
// folds to: nofold

func.func @fptoui_negfrac() -> i32 {
  %a = arith.constant -0.5 : f32
  %r = arith.fptoui %a : f32 to i32
  return %r : i32
}
// folds to: 0 : i32

func.func @fptosi_big() -> i32 {
  %a = arith.constant 1.0e10 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}
// folds to: nofold

func.func @fptosi_i1() -> i1 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptosi %a : f32 to i1
  return %r : i1
}
// folds to: true

func.func @extf() -> f32 {
  %a = arith.constant 1.5 : f16
  %r = arith.extf %a : f16 to f32
  return %r : f32
}
// folds to: 1.500000e+00 : f32

func.func @truncf_inexact() -> f32 {
  %a = arith.constant 0.1 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// folds to: nofold

func.func @truncf_exact() -> f16 {
  %a = arith.constant 1.5 : f64
  %r = arith.truncf %a : f64 to f16
  return %r : f16
}
// folds to: 1.500000e+00 : f16

func.func @truncf_ovf() -> f16 {
  %a = arith.constant 1.0e10 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}
// folds to: nofold

func.func @bitcast_fi() -> i32 {
  %a = arith.constant 1.0 : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
// folds to: 1065353216 : i32

func.func @bitcast_if() -> f32 {
  %a = arith.constant -1 : i32
  %r = arith.bitcast %a : i32 to f32
  return %r : f32
}
// folds to: 0xFFFFFFFF : f32

func.func @bitcast_vec() -> vector<2xi32> {
  %a = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %r = arith.bitcast %a : vector<2xf32> to vector<2xi32>
  return %r : vector<2xi32>
}
// folds to: dense<[1065353216, -1073741824]> : vector<2xi32>

func.func @addf32() -> f32 {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// folds to: 3.000000e-01 : f32

func.func @addf64() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
// folds to: 0.30000000000000004 : f64

func.func @addf16() -> f16 {
  %a = arith.constant 0.1 : f16
  %b = arith.constant 0.2 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
// folds to: 2.998050e-01 : f16

func.func @addbf16() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 0.00390625 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
// folds to: 1.000000e+00 : bf16

func.func @mulf16_ovf() -> f16 {
  %a = arith.constant 60000.0 : f16
  %b = arith.constant 2.0 : f16
  %r = arith.mulf %a, %b : f16
  return %r : f16
}
// folds to: 0x7C00 : f16

func.func @divf_inf() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
// folds to: 0x7F800000 : f32

func.func @divf_nan() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
// folds to: 0x7FC00000 : f32

func.func @subf_inf() -> f64 {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 0x7FF0000000000000 : f64
  %r = arith.subf %a, %b : f64
  return %r : f64
}
// folds to: 0x7FF8000000000000 : f64

func.func @addf_nan_payload() -> f32 {
  %a = arith.constant 0xFFC00001 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// folds to: 0xFFC00001 : f32

func.func @addf_nan_rhs() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0x7F800001 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// folds to: 0x7FC00001 : f32

func.func @remf() -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// folds to: -1.500000e+00 : f32

func.func @negf() -> f32 {
  %a = arith.constant 0.0 : f32
  %r = arith.negf %a : f32
  return %r : f32
}
// folds to: -0.000000e+00 : f32

func.func @maximumf_z() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
// folds to: 0.000000e+00 : f32

func.func @minimumf_z() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}
// folds to: -0.000000e+00 : f32

func.func @maxnumf_z() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
// folds to: 0.000000e+00 : f32

func.func @minnumf_z() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
// folds to: -0.000000e+00 : f32

func.func @maxnumf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
// folds to: 2.000000e+00 : f32

func.func @maximumf_nan() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0x7FC00000 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
// folds to: 0x7FC00000 : f32

func.func @minnumf_snan() -> f32 {
  %a = arith.constant 0x7F800001 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
// folds to: 0x7FC00001 : f32

func.func @cmpf_olt() -> i1 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
// folds to: true

func.func @cmpf_uno() -> i1 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.cmpf uno, %a, %b : f32
  return %r : i1
}
// folds to: true

func.func @cmpf_oeq_z() -> i1 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %a, %b : f32
  return %r : i1
}
// folds to: true

func.func @dense_add() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[3, 4]> : tensor<2xi32>
  %r = arith.addi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
// folds to: dense<[4, 6]> : tensor<2xi32>

func.func @splat_add() -> vector<4xf32> {
  %a = arith.constant dense<1.5> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xf32>
  %r = arith.addf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
// folds to: dense<3.500000e+00> : vector<4xf32>

func.func @dense_splat_mul() -> tensor<2xi8> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi8>
  %b = arith.constant dense<[3, 3]> : tensor<2xi8>
  %r = arith.muli %a, %b : tensor<2xi8>
  return %r : tensor<2xi8>
}
// folds to: dense<[3, 6]> : tensor<2xi8>

func.func @dense_to_splat() -> tensor<2xi8> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi8>
  %b = arith.constant dense<[2, 1]> : tensor<2xi8>
  %r = arith.addi %a, %b : tensor<2xi8>
  return %r : tensor<2xi8>
}
// folds to: dense<3> : tensor<2xi8>

func.func @select_dense() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<1> : vector<3xi32>
  %b = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %r = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  return %r : vector<3xi32>
}
// folds to: dense<[1, 8, 1]> : vector<3xi32>

func.func @mulsi_ext() -> i32 {
  %a = arith.constant -3 : i32
  %b = arith.constant 1073741824 : i32
  %r:2 = arith.mulsi_extended %a, %b : i32
  return %r#1 : i32
}
// folds to: -1 : i32

func.func @mului_ext() -> i32 {
  %a = arith.constant -3 : i32
  %b = arith.constant 1073741824 : i32
  %r:2 = arith.mului_extended %a, %b : i32
  return %r#1 : i32
}
// folds to: 1073741823 : i32

func.func @addui_ext() -> i1 {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %r:2 = arith.addui_extended %a, %b : i32, i1
  return %r#1 : i1
}
// folds to: true

func.func @mulsi_ext128() -> i128 {
  %a = arith.constant -3 : i128
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %r:2 = arith.mulsi_extended %a, %b : i128
  return %r#1 : i128
}
// folds to: -2 : i128

func.func @mului_ext128() -> i128 {
  %a = arith.constant -3 : i128
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %r:2 = arith.mului_extended %a, %b : i128
  return %r#1 : i128
}
// folds to: 170141183460469231731687303715884105725 : i128

func.func @sqrt() -> f32 {
  %a = arith.constant 2.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}
// folds to: 1.41421354 : f32

func.func @sqrt_neg() -> f32 {
  %a = arith.constant -2.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}
// folds to: nofold

func.func @exp64() -> f64 {
  %a = arith.constant 1.0 : f64
  %r = math.exp %a : f64
  return %r : f64
}
// folds to: 2.7182818284590451 : f64

func.func @erf() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.erf %a : f32
  return %r : f32
}
// folds to: 0.520499885 : f32

func.func @asinh() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.asinh %a : f32
  return %r : f32
}
// folds to: 0.481211841 : f32

func.func @acosh_nan() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.acosh %a : f32
  return %r : f32
}
// folds to: 0xFFC00000 : f32

func.func @exp_f16() -> f16 {
  %a = arith.constant 1.0 : f16
  %r = math.exp %a : f16
  return %r : f16
}
// folds to: nofold

func.func @floor_f16() -> f16 {
  %a = arith.constant -2.5 : f16
  %r = math.floor %a : f16
  return %r : f16
}
// folds to: -3.000000e+00 : f16

func.func @round() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.round %a : f32
  return %r : f32
}
// folds to: -3.000000e+00 : f32

func.func @roundeven() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.roundeven %a : f32
  return %r : f32
}
// folds to: -2.000000e+00 : f32

func.func @absf() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.absf %a : f32
  return %r : f32
}
// folds to: 2.500000e+00 : f32

func.func @absi() -> i8 {
  %a = arith.constant -128 : i8
  %r = math.absi %a : i8
  return %r : i8
}
// folds to: -128 : i8

func.func @ctlz() -> i32 {
  %a = arith.constant 1 : i32
  %r = math.ctlz %a : i32
  return %r : i32
}
// folds to: 31 : i32

func.func @cttz() -> i8 {
  %a = arith.constant 0 : i8
  %r = math.cttz %a : i8
  return %r : i8
}
// folds to: 8 : i8

func.func @ctpop() -> i8 {
  %a = arith.constant -1 : i8
  %r = math.ctpop %a : i8
  return %r : i8
}
// folds to: 8 : i8

func.func @ipowi() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// folds to: 81 : i32

func.func @ipowi_neg() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant -1 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// folds to: 0 : i32

func.func @ipowi_m1() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -3 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}
// folds to: -1 : i32

func.func @powf() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f32
  %r = math.powf %a, %b : f32
  return %r : f32
}
// folds to: 1.41421354 : f32

func.func @atan2_zero() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = math.atan2 %a, %b : f32
  return %r : f32
}
// folds to: 0x7FC00000 : f32

func.func @copysign() -> f16 {
  %a = arith.constant 2.0 : f16
  %b = arith.constant -0.0 : f16
  %r = math.copysign %a, %b : f16
  return %r : f16
}
// folds to: -2.000000e+00 : f16

func.func @isnan() -> i1 {
  %a = arith.constant 0x7FC00000 : f32
  %r = math.isnan %a : f32
  return %r : i1
}
// folds to: true

func.func @isnormal_sub() -> i1 {
  %a = arith.constant 1.0e-40 : f32
  %r = math.isnormal %a : f32
  return %r : i1
}
// folds to: false

func.func @isnormal_f16() -> i1 {
  %a = arith.constant 1.0 : f16
  %r = math.isnormal %a : f16
  return %r : i1
}
// folds to: true

func.func @log_negzero() -> f32 {
  %a = arith.constant -0.0 : f32
  %r = math.log %a : f32
  return %r : f32
}
// folds to: nofold

func.func @log1p_m2() -> f64 {
  %a = arith.constant -2.0 : f64
  %r = math.log1p %a : f64
  return %r : f64
}
// folds to: nofold
