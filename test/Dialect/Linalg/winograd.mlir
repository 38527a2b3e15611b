// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The Winograd transforms (linalg.winograd_{filter,input,output}_transform) for every
// F(m, r) MLIR 22 knows, written with aliases, over several lines, with the case as a
// string and in generic form. CHECK lines are mlir-opt-22's output.

!filter = tensor<16x3x3x8xf32>
!tiles = tensor<4x4x3x3x2x8xf32>

// F(2x2, 3x3) end to end: filter, input and output transforms of a 3x3 convolution.
func.func @conv_f23(%filter: !filter, %image: tensor<2x8x8x8xf32>,
                    %out: tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32> {
  %ufilter = tensor.empty() : tensor<4x4x8x16xf32>
  %u = linalg.winograd_filter_transform fmr(F_2_3)
         ins(%filter : !filter)
         outs(%ufilter : tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
  %vinit = tensor.empty() : !tiles
  %v = linalg.winograd_input_transform fmr(F_2_3) ins(%image : tensor<2x8x8x8xf32>) outs(%vinit : !tiles) -> !tiles
  %m = tensor.empty() : tensor<4x4x3x3x2x16xf32>
  %y = linalg.winograd_output_transform fmr(F_2_3)
         ins(%m : tensor<4x4x3x3x2x16xf32>)
         outs(%out : tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32>
  return %y : tensor<2x6x6x16xf32>
}

// F(4x4, 3x3), with the case written as a string and a discardable attribute.
func.func @f43(%g: tensor<4x3x3x2xf16>, %u: tensor<6x6x2x4xf16>,
               %d: tensor<1x10x10x2xf16>, %v: tensor<6x6x2x2x1x2xf16>,
               %mm: tensor<6x6x2x2x1x4xf16>, %y: tensor<1x8x8x4xf16>)
    -> (tensor<6x6x2x4xf16>, tensor<6x6x2x2x1x2xf16>, tensor<1x8x8x4xf16>) {
  %0 = linalg.winograd_filter_transform {tag = "f"} fmr("F_4_3") ins(%g : tensor<4x3x3x2xf16>) outs(%u : tensor<6x6x2x4xf16>) -> tensor<6x6x2x4xf16>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%d : tensor<1x10x10x2xf16>) outs(%v : tensor<6x6x2x2x1x2xf16>) -> tensor<6x6x2x2x1x2xf16>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%mm : tensor<6x6x2x2x1x4xf16>) outs(%y : tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16>
  return %0, %1, %2 : tensor<6x6x2x4xf16>, tensor<6x6x2x2x1x2xf16>, tensor<1x8x8x4xf16>
}

// F(2x2, 5x5) on one side only (a 5x1 filter, so alphaW = 1), and dynamic sizes.
func.func @f25(%g: tensor<2x5x1x3xf32>, %u: tensor<6x1x3x2xf32>,
               %d: tensor<?x9x4x3xf32>, %v: tensor<6x1x2x4x?x3xf32>,
               %mm: tensor<6x1x?x4x1x2xf64>, %y: tensor<1x?x4x2xf64>)
    -> (tensor<6x1x3x2xf32>, tensor<6x1x2x4x?x3xf32>, tensor<1x?x4x2xf64>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%g : tensor<2x5x1x3xf32>) outs(%u : tensor<6x1x3x2xf32>) -> tensor<6x1x3x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_2_5) ins(%d : tensor<?x9x4x3xf32>) outs(%v : tensor<6x1x2x4x?x3xf32>) -> tensor<6x1x2x4x?x3xf32>
  %2 = "linalg.winograd_output_transform"(%mm, %y) <{fmr = 2 : i32}> : (tensor<6x1x?x4x1x2xf64>, tensor<1x?x4x2xf64>) -> tensor<1x?x4x2xf64>
  return %0, %1, %2 : tensor<6x1x3x2xf32>, tensor<6x1x2x4x?x3xf32>, tensor<1x?x4x2xf64>
}

// CHECK: module {
// CHECK-LABEL:   func.func @conv_f23(%arg0: tensor<16x3x3x8xf32>, %arg1: tensor<2x8x8x8xf32>, %arg2: tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x4x8x16xf32>
// CHECK-NEXT:     %1 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<16x3x3x8xf32>) outs(%0 : tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x4x3x3x2x8xf32>
// CHECK-NEXT:     %3 = linalg.winograd_input_transform fmr(F_2_3) ins(%arg1 : tensor<2x8x8x8xf32>) outs(%2 : tensor<4x4x3x3x2x8xf32>) -> tensor<4x4x3x3x2x8xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<4x4x3x3x2x16xf32>
// CHECK-NEXT:     %5 = linalg.winograd_output_transform fmr(F_2_3) ins(%4 : tensor<4x4x3x3x2x16xf32>) outs(%arg2 : tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32>
// CHECK-NEXT:     return %5 : tensor<2x6x6x16xf32>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @f43(%arg0: tensor<4x3x3x2xf16>, %arg1: tensor<6x6x2x4xf16>, %arg2: tensor<1x10x10x2xf16>, %arg3: tensor<6x6x2x2x1x2xf16>, %arg4: tensor<6x6x2x2x1x4xf16>, %arg5: tensor<1x8x8x4xf16>) -> (tensor<6x6x2x4xf16>, tensor<6x6x2x2x1x2xf16>, tensor<1x8x8x4xf16>) {
// CHECK-NEXT:     %0 = linalg.winograd_filter_transform {tag = "f"} fmr(F_4_3) ins(%arg0 : tensor<4x3x3x2xf16>) outs(%arg1 : tensor<6x6x2x4xf16>) -> tensor<6x6x2x4xf16>
// CHECK-NEXT:     %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<1x10x10x2xf16>) outs(%arg3 : tensor<6x6x2x2x1x2xf16>) -> tensor<6x6x2x2x1x2xf16>
// CHECK-NEXT:     %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x2x2x1x4xf16>) outs(%arg5 : tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16>
// CHECK-NEXT:     return %0, %1, %2 : tensor<6x6x2x4xf16>, tensor<6x6x2x2x1x2xf16>, tensor<1x8x8x4xf16>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @f25(%arg0: tensor<2x5x1x3xf32>, %arg1: tensor<6x1x3x2xf32>, %arg2: tensor<?x9x4x3xf32>, %arg3: tensor<6x1x2x4x?x3xf32>, %arg4: tensor<6x1x?x4x1x2xf64>, %arg5: tensor<1x?x4x2xf64>) -> (tensor<6x1x3x2xf32>, tensor<6x1x2x4x?x3xf32>, tensor<1x?x4x2xf64>) {
// CHECK-NEXT:     %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%arg0 : tensor<2x5x1x3xf32>) outs(%arg1 : tensor<6x1x3x2xf32>) -> tensor<6x1x3x2xf32>
// CHECK-NEXT:     %1 = linalg.winograd_input_transform fmr(F_2_5) ins(%arg2 : tensor<?x9x4x3xf32>) outs(%arg3 : tensor<6x1x2x4x?x3xf32>) -> tensor<6x1x2x4x?x3xf32>
// CHECK-NEXT:     %2 = linalg.winograd_output_transform fmr(F_2_5) ins(%arg4 : tensor<6x1x?x4x1x2xf64>) outs(%arg5 : tensor<1x?x4x2xf64>) -> tensor<1x?x4x2xf64>
// CHECK-NEXT:     return %0, %1, %2 : tensor<6x1x3x2xf32>, tensor<6x1x2x4x?x3xf32>, tensor<1x?x4x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: %7 = "linalg.winograd_filter_transform"(%arg12, %6) <{fmr = 0 : i32}> : (tensor<16x3x3x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
// GENERIC: %9 = "linalg.winograd_input_transform"(%arg13, %8) <{fmr = 0 : i32}> : (tensor<2x8x8x8xf32>, tensor<4x4x3x3x2x8xf32>) -> tensor<4x4x3x3x2x8xf32>
// GENERIC: %11 = "linalg.winograd_output_transform"(%10, %arg14) <{fmr = 0 : i32}> : (tensor<4x4x3x3x2x16xf32>, tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32>
// GENERIC: %3 = "linalg.winograd_filter_transform"(%arg6, %arg7) <{fmr = 1 : i32}> {tag = "f"} : (tensor<4x3x3x2xf16>, tensor<6x6x2x4xf16>) -> tensor<6x6x2x4xf16>
// GENERIC: %4 = "linalg.winograd_input_transform"(%arg8, %arg9) <{fmr = 1 : i32}> : (tensor<1x10x10x2xf16>, tensor<6x6x2x2x1x2xf16>) -> tensor<6x6x2x2x1x2xf16>
// GENERIC: %5 = "linalg.winograd_output_transform"(%arg10, %arg11) <{fmr = 1 : i32}> : (tensor<6x6x2x2x1x4xf16>, tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16>
// GENERIC: %0 = "linalg.winograd_filter_transform"(%arg0, %arg1) <{fmr = 2 : i32}> : (tensor<2x5x1x3xf32>, tensor<6x1x3x2xf32>) -> tensor<6x1x3x2xf32>
// GENERIC: %1 = "linalg.winograd_input_transform"(%arg2, %arg3) <{fmr = 2 : i32}> : (tensor<?x9x4x3xf32>, tensor<6x1x2x4x?x3xf32>) -> tensor<6x1x2x4x?x3xf32>
// GENERIC: %2 = "linalg.winograd_output_transform"(%arg4, %arg5) <{fmr = 2 : i32}> : (tensor<6x1x?x4x1x2xf64>, tensor<1x?x4x2xf64>) -> tensor<1x?x4x2xf64>
