// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> (tensor<4x?x?xf32>, tensor<8xi32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0, %arg1) : tensor<4x?x?xf32>
// CHECK-NEXT: %1 = tensor.empty() {foo = "bar"} : tensor<8xi32>
// CHECK-NEXT: return %0, %1 : tensor<4x?x?xf32>, tensor<8xi32>
// CHECK-NEXT: }
func.func @empty(%sz0: index, %sz1: index) -> (tensor<4x?x?xf32>, tensor<8xi32>) {
  %0 = tensor.empty(%sz0, %sz1) : tensor<4x?x?xf32>
  %1 = tensor.empty() {foo = "bar"} : tensor<8xi32>
  return %0, %1 : tensor<4x?x?xf32>, tensor<8xi32>
}

// CHECK-LABEL: func.func @extract_insert(%arg0: tensor<4x?xf32>, %arg1: tensor<f32>, %arg2: index, %arg3: index, %arg4: f32) -> (f32, f32, tensor<4x?xf32>, tensor<f32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg1[] {foo} : tensor<f32>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg2, %arg3] : tensor<4x?xf32>
// CHECK-NEXT: %inserted_1 = tensor.insert %arg4 into %arg1[] : tensor<f32>
// CHECK-NEXT: return %extracted, %extracted_0, %inserted, %inserted_1 : f32, f32, tensor<4x?xf32>, tensor<f32>
// CHECK-NEXT: }
func.func @extract_insert(%t: tensor<4x?xf32>, %s: tensor<f32>, %i: index, %j: index, %f: f32) -> (f32, f32, tensor<4x?xf32>, tensor<f32>) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %s[] {foo} : tensor<f32>
  %2 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %3 = tensor.insert %f into %s[] : tensor<f32>
  return %0, %1, %2, %3 : f32, f32, tensor<4x?xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @dim_cast_rank(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index) -> (index, index, tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim {foo} %arg1, %arg2 : tensor<*xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %arg1 {foo} : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %dim, %dim_0, %cast, %cast_1, %cast_2, %rank : index, index, tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index
// CHECK-NEXT: }
func.func @dim_cast_rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index) {
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  %1 = tensor.dim {foo} %u, %i : tensor<*xf32>
  %2 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %3 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %4 = tensor.cast %u {foo} : tensor<*xf32> to tensor<4x8xf32>
  %5 = tensor.rank %u : tensor<*xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index
}

// CHECK-LABEL: func.func @pad(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> (tensor<5x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, %arg1] high[1, 2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[%arg1, %arg1] high[%arg2, %arg2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } {foo} : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 low[1, 0] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg4, %arg5] : tensor<4x?xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: return %padded, %padded_0, %padded_1 : tensor<5x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>
// CHECK-NEXT: }
func.func @pad(%t: tensor<4x?xf32>, %l: index, %h: index, %pad: f32) -> (tensor<5x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>) {
  %0 = tensor.pad %t low[0, %l] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pad : f32
  } : tensor<4x?xf32> to tensor<5x?xf32>
  %1 = tensor.pad %t nofold low[%l, %l] high[%h, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pad : f32
  } {foo} : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %t low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<4x?xf32>
    tensor.yield %e : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return %0, %1, %2 : tensor<5x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>
}

// CHECK-LABEL: func.func @reshape(%arg0: tensor<4x?xf32>, %arg1: tensor<?x4x5xf32>, %arg2: index, %arg3: tensor<1x1xf32>) -> (tensor<2x2x?xf32>, tensor<?x20xf32>, tensor<f32>, tensor<1x1x1xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, %arg2] : tensor<4x?xf32> into tensor<2x2x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg3 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [1, 1, 1] {foo} : tensor<1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: %collapsed_2 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] {foo} : tensor<?x4x5xf32> into tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed_2 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %expanded, %collapsed, %collapsed_0, %expanded_1, %cast : tensor<2x2x?xf32>, tensor<?x20xf32>, tensor<f32>, tensor<1x1x1xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @reshape(%t: tensor<4x?xf32>, %m: tensor<?x4x5xf32>, %s: index, %u: tensor<1x1xf32>) -> (tensor<2x2x?xf32>, tensor<?x20xf32>, tensor<f32>, tensor<1x1x1xf32>, tensor<?x?xf32>) {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, %s] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %1 = tensor.collapse_shape %m [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
  %2 = tensor.collapse_shape %u [] : tensor<1x1xf32> into tensor<f32>
  %3 = tensor.expand_shape %u [[0, 1], [2]] output_shape [1, 1, 1] {foo} : tensor<1x1xf32> into tensor<1x1x1xf32>
  %4 = tensor.collapse_shape %m [[0, 1], [2]] {foo} : tensor<?x4x5xf32> into tensor<?x5xf32>
  %5 = tensor.cast %4 : tensor<?x5xf32> to tensor<?x?xf32>
  return %0, %1, %2, %3, %5 : tensor<2x2x?xf32>, tensor<?x20xf32>, tensor<f32>, tensor<1x1x1xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) -> (tensor<4x?xf32>, tensor<?x4xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2, 0] [4, %arg3, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, %arg3] [%arg2, 4] [%arg3, 2] {foo} : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2, 0] [4, %arg3, 1] [1, 1, 1] : tensor<4x?xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %arg1[0, 0] [%arg2, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0, %extracted_slice_2, %inserted_slice_1 : tensor<4x?xf32>, tensor<?x4xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %i: index, %j: index) -> (tensor<4x?xf32>, tensor<?x4xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>) {
  %0 = tensor.extract_slice %t[0, %i, 0] [4, %j, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %d[%i, %j] [%i, 4] [%j, 2] {foo} : tensor<?x?xf32> to tensor<?x4xf32>
  %2 = tensor.insert_slice %0 into %t[0, %i, 0] [4, %j, 1] [1, 1, 1] : tensor<4x?xf32> into tensor<8x16x4xf32>
  %3 = tensor.insert_slice %1 into %d[0, 0] [%i, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  %4 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  return %0, %1, %4, %3 : tensor<4x?xf32>, tensor<?x4xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @generate(%arg0: index, %arg1: index, %arg2: f32) -> (tensor<?x3x?xf32>, tensor<2xindex>) {
// CHECK-NEXT: %generated = tensor.generate %arg0, %arg1 {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x3x?xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg3 : index
// CHECK-NEXT: } {foo} : tensor<2xindex>
// CHECK-NEXT: return %generated, %generated_0 : tensor<?x3x?xf32>, tensor<2xindex>
// CHECK-NEXT: }
func.func @generate(%m: index, %n: index, %f: f32) -> (tensor<?x3x?xf32>, tensor<2xindex>) {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %1 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } {foo} : tensor<2xindex>
  return %0, %1 : tensor<?x3x?xf32>, tensor<2xindex>
}

// CHECK-LABEL: func.func @from_elements_splat(%arg0: f32, %arg1: f32, %arg2: index) -> (tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<8xf32>) {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg0 : tensor<f32>
// CHECK-NEXT: %splat = tensor.splat %arg0[%arg2] : tensor<4x?xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg1 : tensor<8xf32>
// CHECK-NEXT: return %from_elements, %from_elements_0, %splat, %splat_1 : tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<8xf32>
// CHECK-NEXT: }
func.func @from_elements_splat(%a: f32, %b: f32, %n: index) -> (tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<8xf32>) {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.from_elements %a : tensor<f32>
  %2 = tensor.splat %a[%n] : tensor<4x?xf32>
  %3 = tensor.splat %b : tensor<8xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<8xf32>
}

// Properties and attributes in the generic form (value names aside).
// GENERIC: "tensor.empty"({{.*}}) : (index, index) -> tensor<4x?x?xf32>
// GENERIC: "tensor.empty"({{.*}}) {foo = "bar"} : () -> tensor<8xi32>
// GENERIC: "tensor.extract"({{.*}}) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC: "tensor.extract"({{.*}}) {foo} : (tensor<f32>) -> f32
// GENERIC: "tensor.insert"({{.*}}) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: "tensor.insert"({{.*}}) : (f32, tensor<f32>) -> tensor<f32>
// GENERIC: "tensor.dim"({{.*}}) : (tensor<4x?xf32>, index) -> index
// GENERIC: "tensor.dim"({{.*}}) {foo} : (tensor<*xf32>, index) -> index
// GENERIC: "tensor.cast"({{.*}}) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// GENERIC: "tensor.cast"({{.*}}) : (tensor<4x?xf32>) -> tensor<*xf32>
// GENERIC: "tensor.cast"({{.*}}) {foo} : (tensor<*xf32>) -> tensor<4x8xf32>
// GENERIC: "tensor.rank"({{.*}}) : (tensor<*xf32>) -> index
// GENERIC: "tensor.pad"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 0, -9223372036854775808>}> ({
// GENERIC: "tensor.yield"({{.*}}) : (f32) -> ()
// GENERIC: "tensor.pad"({{.*}}) <{nofold, operandSegmentSizes = array<i32: 1, 2, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
// GENERIC: "tensor.yield"({{.*}}) : (f32) -> ()
// GENERIC: "tensor.pad"({{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 0>}> ({
// GENERIC: "tensor.extract"({{.*}}) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC: "tensor.yield"({{.*}}) : (f32) -> ()
// GENERIC: "tensor.expand_shape"({{.*}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 2, -9223372036854775808>}> : (tensor<4x?xf32>, index) -> tensor<2x2x?xf32>
// GENERIC: "tensor.collapse_shape"({{.*}}) <{reassociation = {{\[\[}}0], [1, 2]]}> : (tensor<?x4x5xf32>) -> tensor<?x20xf32>
// GENERIC: "tensor.collapse_shape"({{.*}}) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
// GENERIC: "tensor.expand_shape"({{.*}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 1, 1, 1>}> {foo} : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
// GENERIC: "tensor.collapse_shape"({{.*}}) <{reassociation = {{\[\[}}0, 1], [2]]}> {foo} : (tensor<?x4x5xf32>) -> tensor<?x5xf32>
// GENERIC: "tensor.cast"({{.*}}) : (tensor<?x5xf32>) -> tensor<?x?xf32>
// GENERIC: "tensor.extract_slice"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: "tensor.extract_slice"({{.*}}) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: -9223372036854775808, 2>}> {foo} : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x4xf32>
// GENERIC: "tensor.insert_slice"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x?xf32>, tensor<8x16x4xf32>, index, index) -> tensor<8x16x4xf32>
// GENERIC: "tensor.insert_slice"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
// GENERIC: "tensor.extract_slice"({{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
// GENERIC: "tensor.generate"({{.*}}) ({
// GENERIC: "tensor.yield"({{.*}}) : (f32) -> ()
// GENERIC: "tensor.generate"({{.*}}) ({
// GENERIC: "tensor.yield"({{.*}}) : (index) -> ()
// GENERIC: "tensor.from_elements"({{.*}}) : (f32, f32) -> tensor<2xf32>
// GENERIC: "tensor.from_elements"({{.*}}) : (f32) -> tensor<f32>
// GENERIC: "tensor.splat"({{.*}}) : (f32, index) -> tensor<4x?xf32>
// GENERIC: "tensor.splat"({{.*}}) : (f32) -> tensor<8xf32>
