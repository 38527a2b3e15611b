// RUN: tile-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s --canonicalize | FileCheck %s
// REQUIRES: mlir-opt

// memref, tensor and bufferization folds, checked against mlir-opt-22 (both RUN lines):
// dim and rank of known shapes, readers looking through casts, constant sizes made static,
// scratch buffers only written then freed, self-copies, tensor/buffer round trips, loads
// of read-only buffers of tensors, cast chains (a tensor cast keeps a middle type that
// checks sizes at run time; memref casts do not), reshapes that undo each other, and
// subviews and slices of the whole value; a buffer stored into another keeps its cast.

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<?xf32>)
// CHECK-NEXT:   func.func private @use2(memref<4x?xf32>)
// CHECK-NEXT:   func.func @dim_of_alloc(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:     call @use2(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:     return %c4, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_of_empty(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     return %arg0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ranks(%arg0: tensor<4x?xf32>, %arg1: memref<2x3x?xi8>) -> (index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %c2, %c3 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_through_casts(%arg0: memref<16xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (f32, f32, index) {
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%arg2] : tensor<?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%c0] : memref<16xf32>
// CHECK-NEXT:     return %0, %extracted, %c16 : f32, f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_sizes(%arg0: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0] : memref<5xf32>
// CHECK-NEXT:     call @use(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %0 : tensor<3x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scratch_only_written(%arg0: index, %arg1: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @self_copy(%arg0: memref<8xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_buffer_round_trips(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
// CHECK-NEXT:     return %arg0, %arg1 : tensor<?xf32>, memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @buffer_views_of_tensors(%arg0: tensor<8x?xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index) -> (f32, index, memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<8x?xf32>
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8x?xf32> to memref<8x?xf32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<8x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     return %extracted, %dim, %cast : f32, index, memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensor_sizes() -> tensor<2x?xf64> {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2x7xf64>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<2x7xf64> to tensor<2x?xf64>
// CHECK-NEXT:     return %cast : tensor<2x?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_cast(%arg0: memref<?xf32>) -> memref<16xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<?xf32> to memref<16xf32>
// CHECK-NEXT:     return %0 : memref<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_id(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_chain(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_chain2(%arg0: memref<16xf32>) -> memref<16xf32> {
// CHECK-NEXT:     return %arg0 : memref<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_chain3(%arg0: memref<16xf32>) -> memref<*xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<16xf32> to memref<*xf32>
// CHECK-NEXT:     return %cast : memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_id(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_chain(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<16xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %cast : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_chain2(%arg0: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT:     return %arg0 : tensor<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_chain3(%arg0: tensor<16x?xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<16x?xf32> to tensor<?x8xf32>
// CHECK-NEXT:     return %cast : tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_unranked(%arg0: tensor<*xi32>) -> tensor<2xi32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<*xi32> to tensor<2xi32>
// CHECK-NEXT:     return %cast : tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_id(%arg0: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT:     return %arg0 : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_expand(%arg0: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT:     return %arg0 : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_collapse(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT:     return %arg0 : tensor<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_collapse_expand(%arg0: memref<6xf32>) -> memref<6xf32> {
// CHECK-NEXT:     return %arg0 : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m_collapse_id(%arg0: memref<6xf32>) -> memref<6xf32> {
// CHECK-NEXT:     return %arg0 : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_full(%arg0: memref<4x6xi8>) -> memref<4x6xi8> {
// CHECK-NEXT:     return %arg0 : memref<4x6xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_full(%arg0: tensor<4x6xi8>) -> tensor<4x6xi8> {
// CHECK-NEXT:     return %arg0 : tensor<4x6xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_expand_collapse(%arg0: tensor<?x3xf32>, %arg1: index) -> tensor<?x3xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @store_cast_value(%arg0: memref<2xmemref<?xf32>>, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     memref.store %cast, %arg0[%arg2] : memref<2xmemref<?xf32>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @use(memref<?xf32>)
func.func private @use2(memref<4x?xf32>)

func.func @dim_of_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  call @use2(%m) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}
func.func @dim_of_empty(%rows: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.empty(%rows) : tensor<?x8xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?x8xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x8xf32>
  return %d0, %d1 : index, index
}
func.func @ranks(%t: tensor<4x?xf32>, %m: memref<2x3x?xi8>) -> (index, index) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %s = memref.rank %m : memref<2x3x?xi8>
  return %r, %s : index, index
}
func.func @read_through_casts(%m: memref<16xf32>, %t: tensor<?xf32>, %i: index) -> (f32, f32, index) {
  %dyn = memref.cast %m : memref<16xf32> to memref<?xf32>
  %v = memref.load %dyn[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %st = tensor.cast %t : tensor<?xf32> to tensor<16xf32>
  %w = tensor.extract %st[%i] : tensor<16xf32>
  %back = tensor.cast %st : tensor<16xf32> to tensor<?xf32>
  %d = tensor.dim %back, %c0 : tensor<?xf32>
  memref.store %v, %dyn[%c0] : memref<?xf32>
  return %v, %w, %d : f32, f32, index
}
func.func @constant_sizes(%v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<?xf32>
  call @use(%m) : (memref<?xf32>) -> ()
  %t = tensor.empty(%c3, %c5) : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}
func.func @scratch_only_written(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
func.func @self_copy(%m: memref<8xf32>) {
  memref.copy %m, %m : memref<8xf32> to memref<8xf32>
  return
}
func.func @tensor_buffer_round_trips(%t: tensor<?xf32>, %m: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %t2 = bufferization.to_tensor %b : memref<?xf32> to tensor<?xf32>
  %u = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %m2 = bufferization.to_buffer %u : tensor<?xf32> to memref<?xf32>
  return %t2, %m2 : tensor<?xf32>, memref<?xf32>
}
func.func @buffer_views_of_tensors(%t: tensor<8x?xf32>, %m: memref<?xf32>, %i: index, %j: index) -> (f32, index, memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %ro = bufferization.to_buffer %t read_only : tensor<8x?xf32> to memref<8x?xf32>
  %x = memref.load %ro[%i, %j] : memref<8x?xf32>
  %u = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d = tensor.dim %u, %c0 : tensor<?xf32>
  %dyn = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %b = bufferization.to_buffer %dyn : tensor<?x?xf32> to memref<?x?xf32>
  return %x, %d, %b : f32, index, memref<?x?xf32>
}
func.func @alloc_tensor_sizes() -> tensor<2x?xf64> {
  %c7 = arith.constant 7 : index
  %t = bufferization.alloc_tensor(%c7) : tensor<2x?xf64>
  return %t : tensor<2x?xf64>
}
func.func @clone_of_cast(%m: memref<?xf32>) -> memref<16xf32> {
  %s = memref.cast %m : memref<?xf32> to memref<16xf32>
  %c = bufferization.clone %s : memref<16xf32> to memref<16xf32>
  return %c : memref<16xf32>
}
func.func @m_id(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}
func.func @m_chain(%m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<?xf32> to memref<16xf32>
  %b = memref.cast %a : memref<16xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
func.func @m_chain2(%m: memref<16xf32>) -> memref<16xf32> {
  %a = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<16xf32>
  return %b : memref<16xf32>
}
func.func @m_chain3(%m: memref<16xf32>) -> memref<*xf32> {
  %a = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %b : memref<*xf32>
}
func.func @t_id(%m: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %m : tensor<4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @t_chain(%m: tensor<?xf32>) -> tensor<?xf32> {
  %a = tensor.cast %m : tensor<?xf32> to tensor<16xf32>
  %b = tensor.cast %a : tensor<16xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}
func.func @t_chain2(%m: tensor<16xf32>) -> tensor<16xf32> {
  %a = tensor.cast %m : tensor<16xf32> to tensor<?xf32>
  %b = tensor.cast %a : tensor<?xf32> to tensor<16xf32>
  return %b : tensor<16xf32>
}
func.func @t_chain3(%m: tensor<16x?xf32>) -> tensor<?x8xf32> {
  %a = tensor.cast %m : tensor<16x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}
func.func @t_unranked(%m: tensor<*xi32>) -> tensor<2xi32> {
  %a = tensor.cast %m : tensor<*xi32> to tensor<*xi32>
  %b = tensor.cast %a : tensor<*xi32> to tensor<2xi32>
  return %b : tensor<2xi32>
}
func.func @expand_id(%t: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tensor.expand_shape %t [[0]] output_shape [5] : tensor<5xf32> into tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @collapse_expand(%t: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}
func.func @expand_collapse(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func @m_collapse_expand(%m: memref<6xf32>) -> memref<6xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %1 : memref<6xf32>
}
func.func @m_collapse_id(%m: memref<6xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %m [[0]] : memref<6xf32> into memref<6xf32>
  return %0 : memref<6xf32>
}
func.func @subview_full(%m: memref<4x6xi8>) -> memref<4x6xi8> {
  %0 = memref.subview %m[0, 0] [4, 6] [1, 1] : memref<4x6xi8> to memref<4x6xi8>
  return %0 : memref<4x6xi8>
}
func.func @slice_full(%t: tensor<4x6xi8>) -> tensor<4x6xi8> {
  %0 = tensor.extract_slice %t[0, 0] [4, 6] [1, 1] : tensor<4x6xi8> to tensor<4x6xi8>
  return %0 : tensor<4x6xi8>
}
func.func @dyn_expand_collapse(%t: tensor<?x3xf32>, %n: index) -> tensor<?x3xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
func.func @store_cast_value(%m: memref<2xmemref<?xf32>>, %b: memref<4xf32>, %i: index) {
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.store %c, %m[%i] : memref<2xmemref<?xf32>>
  return
}
