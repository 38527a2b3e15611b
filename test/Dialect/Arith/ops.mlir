// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// Round trip of every arith op; the CHECK lines are mlir-opt-22's output for this file.

// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT: %cst_5 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_6 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-NEXT: %cst_8 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_9 = arith.constant dense<1.000000e+00> : vector<[4]xf32>
// CHECK-NEXT: %c7_i16 = arith.constant {foo = "bar"} 7 : i16
// CHECK-NEXT: return
func.func @constants() {
  %c0 = arith.constant 0 : index
  %c0_dup = arith.constant 0 : index
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i64
  %c255 = arith.constant 255 : i8
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %c1 = arith.constant 1
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 0 : i1
  %cf = arith.constant 1.0 : f32
  %cf64 = arith.constant 2.5
  %cnan = arith.constant 0x7FC00000 : f32
  %cbf = arith.constant -0.0 : bf16
  %d0 = arith.constant dense<0> : vector<4xi32>
  %d1 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d2 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %d3 = arith.constant dense<true> : vector<4xi1>
  %d4 = arith.constant dense<1.0> : vector<[4]xf32>
  %attr = arith.constant {foo = "bar"} 7 : i16
  return
}

// CHECK-LABEL: func.func @int_binary(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.subi %arg2, %arg2 overflow<nuw> : index
// CHECK-NEXT: %4 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi32>
// CHECK-NEXT: %5 = arith.shli %arg4, %arg4 overflow<nsw> : tensor<?x4xi64>
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %8 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %9 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %11 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.ceildivui %arg2, %arg2 : index
// CHECK-NEXT: %13 = arith.floordivsi %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %14 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.remui %arg4, %arg4 : tensor<?x4xi64>
// CHECK-NEXT: %16 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.xori %arg0, %arg1 {some.attr} : i32
// CHECK-NEXT: %19 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %21 = arith.minsi %arg2, %arg2 : index
// CHECK-NEXT: %22 = arith.minui %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %23 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %24 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi32>, %t: tensor<?x4xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.subi %i, %i overflow<nuw> : index
  %4 = arith.muli %v, %v overflow<nsw, nuw> : vector<4xi32>
  %5 = arith.shli %t, %t overflow<nsw> : tensor<?x4xi64>
  %6 = arith.divsi %a, %b : i32
  %7 = arith.divsi %a, %b exact : i32
  %8 = arith.divui %a, %b exact : i32
  %9 = arith.shrui %a, %b : i32
  %10 = arith.shrsi %a, %b exact : i32
  %11 = arith.ceildivsi %a, %b : i32
  %12 = arith.ceildivui %i, %i : index
  %13 = arith.floordivsi %v, %v : vector<4xi32>
  %14 = arith.remsi %a, %b : i32
  %15 = arith.remui %t, %t : tensor<?x4xi64>
  %16 = arith.andi %a, %b : i32
  %17 = arith.ori %a, %b : i32
  %18 = arith.xori %a, %b {some.attr} : i32
  %19 = arith.maxsi %a, %b : i32
  %20 = arith.maxui %a, %b : i32
  %21 = arith.minsi %i, %i : index
  %22 = arith.minui %v, %v : vector<4xi32>
  %23 = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32
  %24 = "arith.muli"(%a, %b) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  return
}

// CHECK-LABEL: func.func @extended(
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: return
func.func @extended(%a: i32, %b: i32, %v: vector<4xi64>) {
  %sum, %ovf = arith.addui_extended %a, %b : i32, i1
  %s:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %p:2 = arith.mului_extended %v, %v : vector<4xi64>
  return
}

// CHECK-LABEL: func.func @float_ops(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.mulf %arg2, %arg2 fastmath<reassoc,contract> : f16
// CHECK-NEXT: %4 = arith.divf %arg3, %arg3 : vector<4xf64>
// CHECK-NEXT: %5 = arith.remf %arg4, %arg4 : tensor<*xbf16>
// CHECK-NEXT: %6 = arith.negf %arg0 : f32
// CHECK-NEXT: %7 = arith.negf %arg3 fastmath<nsz> : vector<4xf64>
// CHECK-NEXT: %8 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.minimumf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %10 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %13 = arith.addf %arg0, %arg1 fastmath<ninf> : f32
// CHECK-NEXT: return
func.func @float_ops(%f: f32, %g: f32, %h: f16, %v: vector<4xf64>, %t: tensor<*xbf16>) {
  %0 = arith.addf %f, %g : f32
  %1 = arith.addf %f, %g fastmath<fast> : f32
  %2 = arith.subf %f, %g fastmath<nnan,ninf> : f32
  %3 = arith.mulf %h, %h fastmath<reassoc,contract> : f16
  %4 = arith.divf %v, %v fastmath<none> : vector<4xf64>
  %5 = arith.remf %t, %t : tensor<*xbf16>
  %6 = arith.negf %f : f32
  %7 = arith.negf %v fastmath<nsz> : vector<4xf64>
  %8 = arith.maximumf %f, %g : f32
  %9 = arith.minimumf %f, %g fastmath<nnan> : f32
  %10 = arith.maxnumf %f, %g : f32
  %11 = arith.minnumf %f, %g : f32
  %12 = arith.addf %f, %g fastmath<afn,arcp,nsz,ninf,nnan,contract,reassoc> : f32
  %13 = arith.addf %f, %g {fastmath = #arith.fastmath<ninf>} : f32
  return
}

// CHECK-LABEL: func.func @compare(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg3, %arg3 : vector<4xindex>
// CHECK-NEXT: %10 = arith.cmpf false, %arg2, %arg2 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg2, %arg2 : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg2, %arg2 : f32
// CHECK-NEXT: %13 = arith.cmpf oge, %arg2, %arg2 : f32
// CHECK-NEXT: %14 = arith.cmpf olt, %arg2, %arg2 : f32
// CHECK-NEXT: %15 = arith.cmpf ole, %arg2, %arg2 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg2, %arg2 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg2, %arg2 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg2, %arg2 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg2, %arg2 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg2, %arg2 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg2, %arg2 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg2, %arg2 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg2, %arg2 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg4, %arg4 : tensor<2x?xf32>
// CHECK-NEXT: %25 = arith.cmpf true, %arg2, %arg2 fastmath<fast> : f32
// CHECK-NEXT: %26 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: return
func.func @compare(%a: i32, %b: i32, %f: f32, %vi: vector<4xindex>, %tf: tensor<2x?xf32>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi "uge", %vi, %vi : vector<4xindex>
  %10 = arith.cmpf false, %f, %f : f32
  %11 = arith.cmpf oeq, %f, %f : f32
  %12 = arith.cmpf ogt, %f, %f : f32
  %13 = arith.cmpf oge, %f, %f : f32
  %14 = arith.cmpf olt, %f, %f : f32
  %15 = arith.cmpf ole, %f, %f : f32
  %16 = arith.cmpf one, %f, %f : f32
  %17 = arith.cmpf ord, %f, %f : f32
  %18 = arith.cmpf ueq, %f, %f : f32
  %19 = arith.cmpf ugt, %f, %f : f32
  %20 = arith.cmpf uge, %f, %f : f32
  %21 = arith.cmpf ult, %f, %f : f32
  %22 = arith.cmpf ule, %f, %f : f32
  %23 = arith.cmpf une, %f, %f : f32
  %24 = arith.cmpf uno, %tf, %tf : tensor<2x?xf32>
  %25 = arith.cmpf true, %f, %f fastmath<fast> : f32
  %26 = "arith.cmpi"(%a, %b) <{predicate = 9 : i64}> : (i32, i32) -> i1
  return
}

// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg5, %arg6, %arg6 {tag} : tensor<?xi1>, tensor<?xi8>
// CHECK-NEXT: %4 = arith.select %arg0, %arg7, %arg7 : memref<4xf32>
// CHECK-NEXT: return
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %tc: tensor<?xi1>, %t: tensor<?xi8>, %m: memref<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %v, %v : vector<4xf32>
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t {tag} : tensor<?xi1>, tensor<?xi8>
  %4 = arith.select %c, %m, %m : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %1 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %2 = arith.index_castui %arg2 : index to i64
// CHECK-NEXT: %3 = arith.index_cast %arg8 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %4 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %5 = arith.uitofp %arg6 : vector<4xi32> to vector<4xf16>
// CHECK-NEXT: %6 = arith.fptosi %arg3 : f32 to i32
// CHECK-NEXT: %7 = arith.fptoui %arg7 : tensor<?xf32> to tensor<?xi8>
// CHECK-NEXT: %8 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT: %9 = arith.extf %arg3 fastmath<fast> : f32 to f64
// CHECK-NEXT: %10 = arith.truncf %arg4 : f64 to f32
// CHECK-NEXT: %11 = arith.truncf %arg4 to_nearest_even : f64 to f16
// CHECK-NEXT: %12 = arith.truncf %arg4 downward fastmath<nnan> : f64 to bf16
// CHECK-NEXT: %13 = arith.truncf %arg4 upward : f64 to f32
// CHECK-NEXT: %14 = arith.truncf %arg4 toward_zero : f64 to f32
// CHECK-NEXT: %15 = arith.truncf %arg4 to_nearest_away : f64 to f32
// CHECK-NEXT: %16 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %17 = arith.extui %arg6 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %18 = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %19 = arith.trunci %arg1 overflow<nsw, nuw> : i64 to i1
// CHECK-NEXT: %20 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %21 = arith.bitcast %arg5 : f16 to bf16
// CHECK-NEXT: %22 = arith.bitcast %arg8 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %23 = arith.extf %arg3 fastmath<none> : f32 to f64
// CHECK-NEXT: return
func.func @casts(%a: i32, %l: i64, %i: index, %f: f32, %d: f64, %h: f16, %v: vector<4xi32>, %t: tensor<?xf32>, %m: memref<4xi32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %4 = arith.sitofp %a : i32 to f32
  %5 = arith.uitofp %v : vector<4xi32> to vector<4xf16>
  %6 = arith.fptosi %f : f32 to i32
  %7 = arith.fptoui %t : tensor<?xf32> to tensor<?xi8>
  %8 = arith.extf %h : f16 to f32
  %9 = arith.extf %f fastmath<fast> : f32 to f64
  %10 = arith.truncf %d : f64 to f32
  %11 = arith.truncf %d to_nearest_even : f64 to f16
  %12 = arith.truncf %d downward fastmath<nnan> : f64 to bf16
  %13 = arith.truncf %d upward : f64 to f32
  %14 = arith.truncf %d toward_zero : f64 to f32
  %15 = arith.truncf %d to_nearest_away : f64 to f32
  %16 = arith.extsi %a : i32 to i64
  %17 = arith.extui %v : vector<4xi32> to vector<4xi64>
  %18 = arith.trunci %l : i64 to i32
  %19 = arith.trunci %l overflow<nsw, nuw> : i64 to i1
  %20 = arith.bitcast %a : i32 to f32
  %21 = arith.bitcast %h : f16 to bf16
  %22 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %23 = arith.extf %f fastmath<none> : f32 to f64
  return
}

// 128-bit constants: any 128-bit literal (2^128 - 1 is -1 as an i128) and the extremes.
// CHECK-LABEL: func.func @wide_constants
// CHECK: %c-1_i128 = arith.constant -1 : i128
// CHECK: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
func.func @wide_constants() -> (i128, i128, i128) {
  %all_ones = arith.constant 340282366920938463463374607431768211455 : i128
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  return %all_ones, %min, %max : i128, i128, i128
}
