// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Builtin types are built in MLIR's canonical form (MemRefType::get): an identity map
// layout and an integer memory space 0 vanish, so the types print (and compare) as
// mlir-opt-22 prints them. CHECK lines are mlir-opt-22's print.

!m = memref<8xf32, affine_map<(d0) -> (d0)>, 0>

// CHECK: func.func private @int_space_zero(memref<2x5xf32>)
func.func private @int_space_zero(memref<2x5xf32, 0>)

// CHECK: func.func private @int_space_zero_i32(memref<2x4xf32>)
func.func private @int_space_zero_i32(memref<2x4xf32, 0 : i32>)

// CHECK: func.func private @int_space_zero_index(memref<4xf32>)
func.func private @int_space_zero_index(memref<4xf32, 0 : index>)

// CHECK: func.func private @identity_map_with_space(memref<2x4xi8, 1>)
func.func private @identity_map_with_space(memref<2x4xi8, affine_map<(i, j) -> (i, j)>, 1>)

// CHECK: func.func private @identity_map_and_zero_space(memref<2x4xf32>)
func.func private @identity_map_and_zero_space(memref<2x4xf32, affine_map<(d0, d1) -> (d0, d1)>, 0>)

// CHECK: func.func private @identity_map_with_symbols(memref<4xf32>)
func.func private @identity_map_with_symbols(memref<4xf32, affine_map<(d0)[s0] -> (d0)>>)

// CHECK: func.func private @rank0_identity_map(memref<f32>)
func.func private @rank0_identity_map(memref<f32, affine_map<() -> ()>>)

// CHECK: func.func private @identity_map_string_space(memref<4xf32, "x">)
func.func private @identity_map_string_space(memref<4xf32, affine_map<(d0) -> (d0)>, "x">)

// CHECK: func.func private @strided_zero_offset(memref<2x4xf32, strided<[4, 1]>>)
func.func private @strided_zero_offset(memref<2x4xf32, strided<[4, 1], offset: 0>>)

// CHECK: func.func private @strided_zero_space(memref<4xf32, strided<[1]>>)
func.func private @strided_zero_space(memref<4xf32, strided<[1], offset: 0>, 0 : i8>)

// CHECK: func.func private @strided_dynamic(memref<2x4xf32, strided<[?, 1], offset: ?>>)
func.func private @strided_dynamic(memref<2x4xf32, strided<[?, 1], offset: ?>>)

// CHECK: func.func private @i64_space(memref<2x4xf32, 1>)
func.func private @i64_space(memref<2x4xf32, 1 : i64>)

// CHECK: func.func private @i32_space(memref<2x4xf32, 1 : i32>)
func.func private @i32_space(memref<2x4xf32, 1 : i32>)

// CHECK: func.func private @unranked_zero_space(memref<*xf32>)
func.func private @unranked_zero_space(memref<*xf32, 0>)

// CHECK: func.func private @unranked_zero_space_i64(memref<*xf32>)
func.func private @unranked_zero_space_i64(memref<*xf32, 0 : i64>)

// CHECK: func.func private @spaced_dims(tensor<2x4xf32>)
func.func private @spaced_dims(tensor<2 x 4 x f32>)

// CHECK: func.func private @scalable(vector<2x[4]xf32>)
func.func private @scalable(vector<2x[4] x f32>)

// CHECK: func.func private @unranked_tensor_spaced(tensor<*xf32>)
func.func private @unranked_tensor_spaced(tensor<* x f32>)

// CHECK: func.func private @permutation_kept(memref<4x4xf32, #map>)
func.func private @permutation_kept(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)

// CHECK: func.func private @function_results((i32) -> i32)
func.func private @function_results((i32) -> (i32))

// CHECK-LABEL: func.func @alias_canonical(%arg0: memref<8xf32>, %arg1: memref<8xf32>) -> i1 {
// CHECK-NEXT: %0 = "test.same"(%arg0, %arg1) : (memref<8xf32>, memref<8xf32>) -> i1
func.func @alias_canonical(%a: !m, %b: memref<8xf32>) -> i1 {
  %0 = "test.same"(%a, %b) : (!m, memref<8xf32>) -> i1
  return %0 : i1
}
