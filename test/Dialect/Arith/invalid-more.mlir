// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Errors in arith ops the other invalid files leave out; messages and locations are mlir-opt-22's.

func.func @andi_float(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.andi %a, %b : f32
  return %0 : f32
}

// -----

func.func @ori_mixed_widths(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{'arith.ori' op requires the same type for all operands and results}}
  %0 = "arith.ori"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

func.func @xori_index_vector(%a: vector<4xindex>, %b: vector<8xindex>) -> vector<4xindex> {
  // expected-error@+1 {{'arith.xori' op requires the same type for all operands and results}}
  %0 = "arith.xori"(%a, %b) : (vector<4xindex>, vector<8xindex>) -> vector<4xindex>
  return %0 : vector<4xindex>
}

// -----

func.func @subi_bad_overflow(%a: i32, %b: i32) -> i32 {
  // expected-error@+2 {{custom op 'arith.subi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.subi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.subi %a, %b overflow<wrap> : i32
  return %0 : i32
}

// -----

func.func @subf_on_integers(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.subf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.subf %a, %b : i32
  return %0 : i32
}

// -----

func.func @remf_result(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf64> {
  // expected-error@+1 {{'arith.remf' op requires the same type for all operands and results}}
  %0 = "arith.remf"(%a, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xf64>
  return %0 : vector<4xf64>
}

// -----

func.func @divui_float(%a: f16, %b: f16) -> f16 {
  // expected-error@+1 {{'arith.divui' op operand #0 must be signless-integer-like, but got 'f16'}}
  %0 = arith.divui %a, %b : f16
  return %0 : f16
}

// -----

func.func @ceildivsi_operands(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.ceildivsi' op expected 2 operands, but found 1}}
  %0 = "arith.ceildivsi"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @ceildivui_tensor(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'arith.ceildivui' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = arith.ceildivui %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @floordivsi_shapes(%a: tensor<4xi32>, %b: tensor<5xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'arith.floordivsi' op requires the same type for all operands and results}}
  %0 = "arith.floordivsi"(%a, %b) : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @remsi_exact(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.remsi %a, %b exact : i32
  return %0 : i32
}

// -----

func.func @remui_results(%a: i8, %b: i8) {
  // expected-error@+1 {{'arith.remui' op requires one result}}
  %0:2 = "arith.remui"(%a, %b) : (i8, i8) -> (i8, i8)
  return
}

// -----

func.func @shli_float_vector(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'vector<2xf32>'}}
  %0 = arith.shli %a, %b : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @shrsi_widths(%a: i16, %b: i32) -> i16 {
  // expected-error@+1 {{'arith.shrsi' op requires the same type for all operands and results}}
  %0 = "arith.shrsi"(%a, %b) : (i16, i32) -> i16
  return %0 : i16
}

// -----

func.func @shrui_overflow_flag(%a: i16, %b: i16) -> i16 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.shrui %a, %b overflow<nsw> : i16
  return %0 : i16
}

// -----

func.func @maxsi_float(%a: f64, %b: f64) -> f64 {
  // expected-error@+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'f64'}}
  %0 = arith.maxsi %a, %b : f64
  return %0 : f64
}

// -----

func.func @maxui_mixed(%a: vector<4xi32>, %b: vector<4xi64>) -> vector<4xi32> {
  // expected-error@+1 {{'arith.maxui' op requires the same type for all operands and results}}
  %0 = "arith.maxui"(%a, %b) : (vector<4xi32>, vector<4xi64>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @minsi_memref(%a: memref<4xi32>, %b: memref<4xi32>) -> memref<4xi32> {
  // expected-error@+1 {{'arith.minsi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = "arith.minsi"(%a, %b) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  return %0 : memref<4xi32>
}

// -----

func.func @minui_result(%a: i32, %b: i32) -> i64 {
  // expected-error@+1 {{'arith.minui' op requires the same type for all operands and results}}
  %0 = "arith.minui"(%a, %b) : (i32, i32) -> i64
  return %0 : i64
}

// -----

func.func @maximumf_integer(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.maximumf %a, %b : i32
  return %0 : i32
}

// -----

func.func @maxnumf_bad_fastmath(%a: f32, %b: f32) -> f32 {
  // expected-error@+2 {{custom op 'arith.maxnumf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.maxnumf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.maxnumf %a, %b fastmath<fastest> : f32
  return %0 : f32
}

// -----

func.func @minimumf_widths(%a: f32, %b: f16) -> f32 {
  // expected-error@+1 {{'arith.minimumf' op requires the same type for all operands and results}}
  %0 = "arith.minimumf"(%a, %b) : (f32, f16) -> f32
  return %0 : f32
}

// -----

func.func @minnumf_index(%a: index, %b: index) -> index {
  // expected-error@+1 {{'arith.minnumf' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.minnumf %a, %b : index
  return %0 : index
}

// -----

func.func @index_castui_ints(%a: i32) -> i64 {
  // expected-error@+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %a : i32 to i64
  return %0 : i64
}

// -----

func.func @uitofp_from_float(%a: f32) -> f64 {
  // expected-error@+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %a : f32 to f64
  return %0 : f64
}

// -----

func.func @scaling_truncf_shapes(%v: vector<4xf32>, %s: vector<2xf8E8M0FNU>) -> vector<4xf4E2M1FN> {
  // expected-error@+1 {{'arith.scaling_truncf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_truncf %v, %s : vector<4xf32>, vector<2xf8E8M0FNU> to vector<4xf4E2M1FN>
  return %0 : vector<4xf4E2M1FN>
}

// -----

func.func @cmpi_float(%a: f32) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return %0 : i1
}

// -----

func.func @cmpf_int(%a: i32) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %a, %a : i32
  return %0 : i1
}

// -----

func.func @index_castui_shapes(%a: vector<4xi32>) -> vector<8xindex> {
  // expected-error@+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = arith.index_castui %a : vector<4xi32> to vector<8xindex>
  return %0 : vector<8xindex>
}

// -----

func.func @uitofp_to_int(%a: i32) -> i64 {
  // expected-error@+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.uitofp %a : i32 to i64
  return %0 : i64
}

// -----

func.func @scaling_truncf_wider(%v: f16, %s: f8E8M0FNU) -> f32 {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %v, %s : f16, f8E8M0FNU to f32
  return %0 : f32
}

// -----

func.func @scaling_truncf_same_width(%a: vector<4xf32>, %s: vector<4xf8E8M0FNU>) -> vector<4xf32> {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'vector<4xf32>', 'vector<4xf8E8M0FNU>' and result type 'vector<4xf32>' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @index_castui_dims(%a: tensor<4xi32>) -> tensor<?xindex> {
  // expected-error@+1 {{'arith.index_castui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_castui %a : tensor<4xi32> to tensor<?xindex>
  return %0 : tensor<?xindex>
}
