// Round trip of the sparse_tensor ops added for issue 15 (semiring ops in a sparse
// linalg.generic, concatenate, slices, storage specifiers, crd_translate, push_back, out,
// has_runtime_library, iteration spaces, iterate and coiterate). The CHECK lines are what
// mlir-opt-22 prints for each split.
// RUN: tile-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s -split-input-file -allow-unregistered-dialect | tile-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s -split-input-file -allow-unregistered-dialect --mlir-print-op-generic | tile-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// CHECK-DAG: #map = affine_map<(d0) -> (d0)>
// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @vector_min_or_neg(%arg0: tensor<?xf64, #sparse>, %arg1: tensor<?xf64, #sparse>) -> tensor<?xf64, #sparse> {
// CHECK:          %c0 = arith.constant 0 : index
// CHECK:          %dim = tensor.dim %arg0, %c0 : tensor<?xf64, #sparse>
// CHECK:          %0 = tensor.empty(%dim) : tensor<?xf64, #sparse>
// CHECK:          %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<?xf64, #sparse>, tensor<?xf64, #sparse>) outs(%0 : tensor<?xf64, #sparse>) {
// CHECK:          ^bb0(%in: f64, %in_0: f64, %out: f64):
// CHECK:            %2 = sparse_tensor.binary %in, %in_0 : f64, f64 to f64
// CHECK:             overlap = {
// CHECK:            ^bb0(%arg2: f64, %arg3: f64):
// CHECK:              %3 = arith.minimumf %arg2, %arg3 : f64
// CHECK:              sparse_tensor.yield %3 : f64
// CHECK:            }
// CHECK:             left = identity
// CHECK:             right = {
// CHECK:            ^bb0(%arg2: f64):
// CHECK:              %3 = arith.negf %arg2 : f64
// CHECK:              sparse_tensor.yield %3 : f64
// CHECK:            }
// CHECK:            linalg.yield %2 : f64
// CHECK:          } -> tensor<?xf64, #sparse>
// CHECK:          return %1 : tensor<?xf64, #sparse>
// CHECK:        }
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#id = affine_map<(i) -> (i)>
func.func @vector_min_or_neg(%a: tensor<?xf64, #SparseVector>, %b: tensor<?xf64, #SparseVector>) -> tensor<?xf64, #SparseVector> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf64, #SparseVector>
  %xv = tensor.empty(%d) : tensor<?xf64, #SparseVector>
  %0 = linalg.generic {
      indexing_maps = [#id, #id, #id],
      iterator_types = ["parallel"]
    }
     ins(%a, %b: tensor<?xf64, #SparseVector>, tensor<?xf64, #SparseVector>)
      outs(%xv: tensor<?xf64, #SparseVector>) {
      ^bb(%x: f64, %y: f64, %o: f64):
        %r = sparse_tensor.binary %x, %y : f64, f64 to f64
          overlap={
            ^bb0(%x0: f64, %y0: f64):
              %m = arith.minimumf %x0, %y0 : f64
              sparse_tensor.yield %m : f64
          }
          left=identity
          right={
            ^bb0(%y0: f64):
              %n = arith.negf %y0 : f64
              sparse_tensor.yield %n : f64
          }
        linalg.yield %r : f64
  } -> tensor<?xf64, #SparseVector>
  return %0 : tensor<?xf64, #SparseVector>
}

// -----

// CHECK-LABEL: func.func @binary_empty_regions(%arg0: i64, %arg1: f32) -> i64 {
// CHECK:          %0 = sparse_tensor.binary %arg0, %arg1 : i64, f32 to i64
// CHECK:           overlap = {
// CHECK:          }
// CHECK:           left = identity
// CHECK:           right = {
// CHECK:          }
// CHECK:          return %0 : i64
// CHECK:        }
func.func @binary_empty_regions(%a: i64, %b: f32) -> i64 {
  %r = sparse_tensor.binary %a, %b : i64, f32 to i64 overlap = {} left = identity right = {}
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @unary_present_absent(%arg0: f64) -> i32 {
// CHECK:          %c7_i32 = arith.constant 7 : i32
// CHECK:          %0 = sparse_tensor.unary %arg0 : f64 to i32
// CHECK:           present = {
// CHECK:          ^bb0(%arg1: f64):
// CHECK:            %1 = arith.fptosi %arg1 : f64 to i32
// CHECK:            sparse_tensor.yield %1 : i32
// CHECK:          }
// CHECK:           absent = {
// CHECK:            sparse_tensor.yield %c7_i32 : i32
// CHECK:          }
// CHECK:          return %0 : i32
// CHECK:        }
func.func @unary_present_absent(%x: f64) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = sparse_tensor.unary %x : f64 to i32
    present = {
    ^bb0(%v: f64):
      %i = arith.fptosi %v : f64 to i32
      sparse_tensor.yield %i : i32
    }
    absent = {
      sparse_tensor.yield %c7 : i32
    }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @unary_only_absent(%arg0: f64) -> f64 {
// CHECK:          %0 = sparse_tensor.unary %arg0 : f64 to f64
// CHECK:           present = {
// CHECK:          }
// CHECK:           absent = {
// CHECK:            %cst = arith.constant 1.000000e+00 : f64
// CHECK:            sparse_tensor.yield %cst : f64
// CHECK:          }
// CHECK:          return %0 : f64
// CHECK:        }
func.func @unary_only_absent(%x: f64) -> f64 {
  %r = sparse_tensor.unary %x : f64 to f64 present = {} absent = {
    %one = arith.constant 1.0 : f64
    sparse_tensor.yield %one : f64
  }
  return %r : f64
}

// -----

// CHECK-LABEL: func.func @reduce_and_select(%arg0: f64, %arg1: f64) -> f64 {
// CHECK:          %cst = arith.constant 1.000000e+00 : f64
// CHECK:          %0 = sparse_tensor.reduce %arg0, %arg1, %cst : f64 {
// CHECK:          ^bb0(%arg2: f64, %arg3: f64):
// CHECK:            %2 = arith.mulf %arg2, %arg3 : f64
// CHECK:            sparse_tensor.yield %2 : f64
// CHECK:          }
// CHECK:          %1 = sparse_tensor.select %0 : f64 {
// CHECK:          ^bb0(%arg2: f64):
// CHECK:            %2 = arith.cmpf ogt, %arg2, %cst : f64
// CHECK:            sparse_tensor.yield %2 : i1
// CHECK:          }
// CHECK:          return %1 : f64
// CHECK:        }
func.func @reduce_and_select(%x: f64, %y: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %p = sparse_tensor.reduce %x, %y, %one : f64 {
    ^bb0(%a: f64, %b: f64):
      %m = arith.mulf %a, %b : f64
      sparse_tensor.yield %m : f64
  }
  %s = sparse_tensor.select %p : f64 {
    ^bb0(%a: f64):
      %pos = arith.cmpf ogt, %a, %one : f64
      sparse_tensor.yield %pos : i1
  }
  return %s : f64
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @concat(%arg0: tensor<2x4xf64, #sparse>, %arg1: tensor<3x4xf64, #sparse1>, %arg2: tensor<1x4xf64>) -> tensor<6x4xf64, #sparse> {
// CHECK:          %0 = sparse_tensor.concatenate %arg0, %arg1, %arg2 {dimension = 0 : index} : tensor<2x4xf64, #sparse>, tensor<3x4xf64, #sparse1>, tensor<1x4xf64> to tensor<6x4xf64, #sparse>
// CHECK:          return %0 : tensor<6x4xf64, #sparse>
// CHECK:        }
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat(%a: tensor<2x4xf64, #DCSR>, %b: tensor<3x4xf64, #CSR>, %c: tensor<1x4xf64>) -> tensor<6x4xf64, #DCSR> {
  %0 = sparse_tensor.concatenate %a, %b, %c {dimension = 0 : index}
     : tensor<2x4xf64, #DCSR>, tensor<3x4xf64, #CSR>, tensor<1x4xf64> to tensor<6x4xf64, #DCSR>
  return %0 : tensor<6x4xf64, #DCSR>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @slice_metadata(%arg0: tensor<4x?xf64, #sparse>) -> (index, index) {
// CHECK:          %0 = sparse_tensor.slice.offset %arg0 at 1 : tensor<4x?xf64, #sparse>
// CHECK:          %1 = sparse_tensor.slice.stride %arg0 at 0 : tensor<4x?xf64, #sparse>
// CHECK:          return %0, %1 : index, index
// CHECK:        }
#Slice = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed)
}>
func.func @slice_metadata(%s: tensor<4x?xf64, #Slice>) -> (index, index) {
  %off = sparse_tensor.slice.offset %s at 1 : tensor<4x?xf64, #Slice>
  %str = sparse_tensor.slice.stride %s at 0 : tensor<4x?xf64, #Slice>
  return %off, %str : index, index
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 4, 2)>) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @tensor_extract_slice(%arg0: tensor<8x8xf64, #sparse>) -> tensor<4x4xf64, #sparse1> {
// CHECK:          %extracted_slice = tensor.extract_slice %arg0[1, 0] [4, 4] [1, 2] : tensor<8x8xf64, #sparse> to tensor<4x4xf64, #sparse1>
// CHECK:          return %extracted_slice : tensor<4x4xf64, #sparse1>
// CHECK:        }
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
func.func @tensor_extract_slice(%t: tensor<8x8xf64, #CSR>) -> tensor<4x4xf64, #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(0, 4, 2)>) -> (i : dense, j : compressed) }>> {
  %s = tensor.extract_slice %t[1, 0][4, 4][1, 2] : tensor<8x8xf64, #CSR> to tensor<4x4xf64, #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(0, 4, 2)>) -> (i : dense, j : compressed) }>>
  return %s : tensor<4x4xf64, #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(0, 4, 2)>) -> (i : dense, j : compressed) }>>
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : singleton(soa)) }>
// CHECK-LABEL: func.func @specifier(%arg0: index) -> (index, index) {
// CHECK:          %0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %1 = sparse_tensor.storage_specifier.set %0  lvl_sz at 0 with %arg0 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %2 = sparse_tensor.storage_specifier.set %1  val_mem_sz with %arg0 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %3 = sparse_tensor.storage_specifier.init with %2 : from !sparse_tensor.storage_specifier<#sparse> to !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %4 = sparse_tensor.storage_specifier.get %3  pos_mem_sz at 0 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %5 = sparse_tensor.storage_specifier.get %3  crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          return %4, %5 : index, index
// CHECK:        }
#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)),
  posWidth = 32
}>
!Spec = !sparse_tensor.storage_specifier<#COO>
func.func @specifier(%n: index) -> (index, index) {
  %0 = sparse_tensor.storage_specifier.init : !Spec
  %1 = sparse_tensor.storage_specifier.set %0 lvl_sz at 0 with %n : !Spec
  %2 = sparse_tensor.storage_specifier.set %1 val_mem_sz with %n : !sparse_tensor.storage_specifier<#COO>
  %3 = sparse_tensor.storage_specifier.init with %2 : from !Spec to !Spec
  %p = sparse_tensor.storage_specifier.get %3 pos_mem_sz at 0 : !Spec
  %c = sparse_tensor.storage_specifier.get %3 crd_mem_sz at 1 : !Spec
  return %p, %c : index, index
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(2, 4, 1)>) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @specifier_slice(%arg0: !sparse_tensor.storage_specifier<#sparse>) -> (index, index) {
// CHECK:          %0 = sparse_tensor.storage_specifier.get %arg0  dim_offset at 1 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          %1 = sparse_tensor.storage_specifier.get %arg0  dim_stride at 1 : !sparse_tensor.storage_specifier<#sparse>
// CHECK:          return %0, %1 : index, index
// CHECK:        }
#SliceSpec = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(2, 4, 1)>) -> (d0 : dense, d1 : compressed)
}>
func.func @specifier_slice(%s: !sparse_tensor.storage_specifier<#SliceSpec>) -> (index, index) {
  %o = sparse_tensor.storage_specifier.get %s dim_offset at 1 : !sparse_tensor.storage_specifier<#SliceSpec>
  %t = sparse_tensor.storage_specifier.get %s dim_stride at 1 : !sparse_tensor.storage_specifier<#SliceSpec>
  return %o, %t : index, index
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK-LABEL: func.func @crd_translate(%arg0: index, %arg1: index) -> (index, index) {
// CHECK:          %0:4 = sparse_tensor.crd_translate  dim_to_lvl[%arg0, %arg1] as #sparse : index, index, index, index
// CHECK:          %1:2 = sparse_tensor.crd_translate  lvl_to_dim[%0#0, %0#1, %0#2, %0#3] as #sparse : index, index
// CHECK:          return %1#0, %1#1 : index, index
// CHECK:        }
#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (
    i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2 : dense,
    j mod 3 : dense
  )
}>
func.func @crd_translate(%i: index, %j: index) -> (index, index) {
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3] as #BSR : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @push_back(%arg0: index, %arg1: memref<?xf64>, %arg2: f64, %arg3: index) -> (memref<?xf64>, index) {
// CHECK:          %outBuffer, %newSize = sparse_tensor.push_back %arg0, %arg1, %arg2 : index, memref<?xf64>, f64
// CHECK:          %outBuffer_0, %newSize_1 = sparse_tensor.push_back inbounds %newSize, %outBuffer, %arg2, %arg3 : index, memref<?xf64>, f64, index
// CHECK:          return %outBuffer_0, %newSize_1 : memref<?xf64>, index
// CHECK:        }
func.func @push_back(%size: index, %buf: memref<?xf64>, %v: f64, %n: index) -> (memref<?xf64>, index) {
  %b1, %s1 = sparse_tensor.push_back %size, %buf, %v : index, memref<?xf64>, f64
  %b2, %s2 = sparse_tensor.push_back inbounds %s1, %b1, %v, %n : index, memref<?xf64>, f64, index
  return %b2, %s2 : memref<?xf64>, index
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @out(%arg0: tensor<?x?xf64, #sparse>, %arg1: !llvm.ptr) -> i1 {
// CHECK:          sparse_tensor.out %arg0, %arg1 : tensor<?x?xf64, #sparse>, !llvm.ptr
// CHECK:          %0 = sparse_tensor.has_runtime_library
// CHECK:          return %0 : i1
// CHECK:        }
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @out(%t: tensor<?x?xf64, #CSR>, %dest: !llvm.ptr) -> i1 {
  sparse_tensor.out %t, %dest : tensor<?x?xf64, #CSR>, !llvm.ptr
  %has = sparse_tensor.has_runtime_library
  return %has : i1
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// CHECK-LABEL: func.func @iterate_sum(%arg0: tensor<4x8xf32, #sparse>) -> f32 {
// CHECK:          %cst = arith.constant 0.000000e+00 : f32
// CHECK:          %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK:          %1 = sparse_tensor.iterate %arg3 in %0 at(%arg2) iter_args(%arg1 = %cst) : !sparse_tensor.iter_space<#sparse, lvls = 0>  -> f32 {
// CHECK:            %2 = sparse_tensor.extract_iteration_space %arg0 at %arg3 lvls = 1 : tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0> -> !sparse_tensor.iter_space<#sparse, lvls = 1>
// CHECK:            %3 = sparse_tensor.iterate %arg5 in %2 iter_args(%arg4 = %arg1) : !sparse_tensor.iter_space<#sparse, lvls = 1>  -> f32 {
// CHECK:              %4 = sparse_tensor.extract_value %arg0 at %arg5 : tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 1>
// CHECK:              %5 = arith.addf %4, %arg4 : f32
// CHECK:              sparse_tensor.yield %5 : f32
// CHECK:            }
// CHECK:            sparse_tensor.yield %3 : f32
// CHECK:          }
// CHECK:          return %1 : f32
// CHECK:        }
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @iterate_sum(%sp: tensor<4x8xf32, #COO>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0
      : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  %r1 = sparse_tensor.iterate %it1 in %l1 at(%i) iter_args(%outer = %zero)
      : !sparse_tensor.iter_space<#COO, lvls = 0> -> f32 {
    %l2 = sparse_tensor.extract_iteration_space %sp at %it1 lvls = 1
        : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0>
       -> !sparse_tensor.iter_space<#COO, lvls = 1>
    %r2 = sparse_tensor.iterate %it2 in %l2 iter_args(%inner = %outer)
        : !sparse_tensor.iter_space<#COO, lvls = 1> -> f32 {
      %v = sparse_tensor.extract_value %sp at %it2 : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 1>
      %s = arith.addf %v, %inner : f32
      sparse_tensor.yield %s : f32
    }
    sparse_tensor.yield %r2 : f32
  }
  return %r1 : f32
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
// CHECK-LABEL: func.func @iterate_levels(%arg0: tensor<4x8xf32, #sparse>) {
// CHECK:          %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 to 2 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>
// CHECK:          sparse_tensor.iterate %arg2 in %0 at(_, %arg1) : !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>  {
// CHECK:            "test.use"(%arg1) : (index) -> ()
// CHECK:          }
// CHECK:          return
// CHECK:        }
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
func.func @iterate_levels(%sp: tensor<4x8xf32, #CSR>) {
  %space = sparse_tensor.extract_iteration_space %sp lvls = 0 to 2 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
  sparse_tensor.iterate %it in %space at(_, %j) : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
    "test.use"(%j) : (index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @coiterate_dot(%arg0: tensor<8xf64, #sparse>, %arg1: tensor<8xf64, #sparse>) -> f64 {
// CHECK:          %cst = arith.constant 0.000000e+00 : f64
// CHECK:          %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<8xf64, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK:          %1 = sparse_tensor.extract_iteration_space %arg1 lvls = 0 : tensor<8xf64, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK:          %2 = sparse_tensor.coiterate (%0, %1) at(%arg3) iter_args(%arg2 = %cst) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>) -> f64
// CHECK:          case %arg4, %arg5 {
// CHECK:            %3 = sparse_tensor.extract_value %arg0 at %arg4 : tensor<8xf64, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>
// CHECK:            %4 = sparse_tensor.extract_value %arg1 at %arg5 : tensor<8xf64, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>
// CHECK:            %5 = arith.mulf %3, %4 : f64
// CHECK:            %6 = arith.addf %arg2, %5 : f64
// CHECK:            sparse_tensor.yield %6 : f64
// CHECK:          }
// CHECK:          case %arg4, _ {
// CHECK:            sparse_tensor.yield %arg2 : f64
// CHECK:          }
// CHECK:          case _, %arg4 {
// CHECK:            sparse_tensor.yield %arg2 : f64
// CHECK:          }
// CHECK:          return %2 : f64
// CHECK:        }
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @coiterate_dot(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %r = sparse_tensor.coiterate (%sa, %sb) at(%i) iter_args(%acc = %zero)
      : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %ia, %ib {
    %x = sparse_tensor.extract_value %a at %ia : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %y = sparse_tensor.extract_value %b at %ib : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %m : f64
    sparse_tensor.yield %s : f64
  }
  case %ia, _ {
    sparse_tensor.yield %acc : f64
  }
  case _, %ib {
    sparse_tensor.yield %acc : f64
  }
  return %r : f64
}

// -----

// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @coiterate_no_results(%arg0: tensor<8xf64, #sparse>, %arg1: tensor<8xf64, #sparse>) {
// CHECK:          %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<8xf64, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK:          %1 = sparse_tensor.extract_iteration_space %arg1 lvls = 0 : tensor<8xf64, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
// CHECK:          sparse_tensor.coiterate (%0, %1) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>)
// CHECK:          case %arg2, %arg3 {
// CHECK:            "test.both"() : () -> ()
// CHECK:          }
// CHECK:          return
// CHECK:        }
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @coiterate_no_results(%a: tensor<8xf64, #SV>, %b: tensor<8xf64, #SV>) {
  %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  sparse_tensor.coiterate (%sa, %sb) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %ia, %ib {
    "test.both"() : () -> ()
  }
  return
}

// -----

// The specifier type keeps only the storage-relevant part of its encoding (level formats
// and SoA; no maps, widths or nonunique), as MLIR normalizes it.
// CHECK-DAG: #sparse = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : dense) }>
// CHECK-DAG: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : singleton(soa), d2 : singleton(soa)) }>
// CHECK-DAG: #sparse2 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : dense, d2 : structured[2, 4]) }>
// CHECK-DAG: #sparse3 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense), posWidth = 32, crdWidth = 16 }>
// CHECK-LABEL: func.func @f(%arg0: !sparse_tensor.storage_specifier<#sparse>, %arg1: !sparse_tensor.storage_specifier<#sparse1>, %arg2: !sparse_tensor.storage_specifier<#sparse2>, %arg3: !sparse_tensor.iterator<#sparse3, lvls = 1 to 3>) {
// CHECK:          return
// CHECK:        }
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense), posWidth = 32, crdWidth = 16 }>
#COOSOA = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique, nonordered), j : singleton(nonunique, soa), k : singleton(soa)) }>
#NV = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]), crdWidth = 8 }>
func.func @f(%a: !sparse_tensor.storage_specifier<#BSR>, %b: !sparse_tensor.storage_specifier<#COOSOA>, %c: !sparse_tensor.storage_specifier<#NV>, %d: !sparse_tensor.iterator<#BSR, lvls = 1 to 3>) {
  return
}
