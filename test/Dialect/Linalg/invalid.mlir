// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @yield_parent(%arg0: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %arg0: f32
}

// -----

func.func @index_parent() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  linalg.index 0 : index
  return
}

// -----

func.func @index_dim_lower_than_number_of_loops(%arg0: memref<f32>) {
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()> ],
      iterator_types = []}
      outs(%arg0 : memref<f32>) {
    ^bb(%0: f32):
      // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (0) of the enclosing LinalgOp}}
      linalg.index 2 : index
      linalg.yield %0 : f32
  }
  return
}

// -----

func.func @index_dim_negative(%arg0: memref<f32>) {
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()> ],
      iterator_types = []}
      outs(%arg0 : memref<f32>) {
    ^bb(%0: f32):
      // expected-error @+1 {{op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
      linalg.index -1 : index
      linalg.yield %0 : f32
  }
  return
}

// -----

func.func @generic_no_region(%arg0: memref<f32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<() -> (0)> ],
    iterator_types = []
  } ins(%arg0 : memref<f32>) // expected-error {{expected '{' to begin a region}}
  return
}

// -----

func.func @generic_mismatched_num_returns(%arg0: memref<f32>) {
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()> ],
      iterator_types = []}
      outs(%arg0 : memref<f32>) {
    ^bb(%0: f32):
      // expected-error @+1 {{op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      linalg.yield
  }
  return
}

// -----

func.func @generic_wrong_dim_in_map(%arg0: memref<1xi32>) {
  // expected-error @+1 {{op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {
    indexing_maps =  [ affine_map<() -> (0)> ],
    iterator_types = ["parallel"]}
      outs(%arg0 : memref<1xi32>) {
    ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

func.func @generic_wrong_iterator(%arg0: memref<1xi32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<(i) -> (i)> ],
    iterator_types = ["random"]}
      // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (random)}}
      outs(%arg0 : memref<1xi32>) {
    ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

func.func @generic_no_iterators(%arg0: memref<1xi32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>]}
      outs(%arg0 : memref<1xi32>) {
    ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

func.func @generic_one_d_view(%arg0: memref<?xf32, affine_map<(i)[off]->(off + i)>>) {
  // expected-error @+1 {{expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {
    indexing_maps =  [ affine_map<() -> (0, 0)> ],
    iterator_types = []}
      outs(%arg0 : memref<?xf32, affine_map<(i)[off]->(off + i)>>) {
    ^bb(%f : f32):
      linalg.yield %f: f32
  }
  return
}

// -----

func.func @generic_scalar_view(%arg0: memref<?xf32>, %cst: f32) {
  // expected-error @+1 {{expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  linalg.generic {
    indexing_maps =  [ affine_map<() -> (0)>, affine_map<() -> (0, 0)> ],
    iterator_types = []}
      ins(%cst : f32)
      outs(%arg0 : memref<?xf32>) {
    ^bb(%0 : f32, %1 : f32):
      linalg.yield %0: f32
  }
  return
}

// -----

func.func @generic_result_0_element_type(%arg0: memref<?xf32>, %i4: i4) {
  linalg.generic {
    indexing_maps =  [ affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
      outs(%arg0 : memref<?xf32>) {
    ^bb(%0: f32):
      // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i4') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
      linalg.yield %i4: i4
  }
  return
}

// -----

func.func @generic_singular_maps(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
  // expected-error @+1 {{invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0 + d1))}}
  linalg.generic {
    indexing_maps =  [
      affine_map<(d0, d1) -> (d0 + d1)>,
      affine_map<(d0, d1) -> (d0 + d1)>
    ],
    iterator_types = ["parallel","parallel"]}
    ins(%arg0 : memref<?xf32>)
   outs(%arg1 : memref<?xf32>) {
  ^bb(%0: f32, %1: f32):
      linalg.yield %1: f32
  }
  return
}

// -----

func.func @generic_index_rank0(%arg0: tensor<f32>) -> tensor<f32> {
// expected-error @+1 {{expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {
    indexing_maps = [
      affine_map<(d0) -> (d0)>,
      affine_map<(d0) -> (d0)>
    ],
    iterator_types = ["parallel"]}
      ins(%arg0 : tensor<f32>)
     outs(%arg0 : tensor<f32>) {
  ^bb(%0: f32, %1: f32):
    linalg.yield %1 : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

#map_with_symbol = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @generic_indexing_map_with_symbol(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unexpected symbols in indexing_map #0}}
  %0 = linalg.generic {
    indexing_maps = [#map_with_symbol, #map_with_symbol],
    iterator_types = ["parallel"]
  } ins(%arg0 : tensor<8xf32>)
    outs(%arg0 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @generic_empty_region(%arg0: memref<f32>) {
  // expected-error @+1 {{op expects to have 1 region with 1 block}}
  linalg.generic {
    indexing_maps =  [ affine_map<() -> ()> , affine_map<() -> ()> ],
    iterator_types = []}
    ins(%arg0 : memref<f32>)
   outs(%arg0 : memref<f32>) {
  }
  return
}

// -----

func.func @generic_mismatched_num_arguments(%arg0: memref<f32>) {
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()>, affine_map<() -> ()> ],
      iterator_types = []}
      outs(%arg0, %arg0 : memref<f32>, memref<f32>) {
    ^bb(%f: f32):
      // expected-error @+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (2)}}
      linalg.yield %f: f32
  }
  return
}

// -----

func.func @generic_num_block_args(%arg0: memref<f32>, %arg1: memref<f32>) {
  // expected-error @+1 {{op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()>, affine_map<() -> ()> ],
      iterator_types = []}
      ins(%arg0 : memref<f32>) outs(%arg1 : memref<f32>) {
    ^bb(%f: f32):
      linalg.yield %f: f32
  }
  return
}

// -----

func.func @generic_block_arg_type(%arg0: memref<f32>, %arg1: memref<f32>, %f: f32) {
  // expected-error @+1 {{op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {
      indexing_maps =  [ affine_map<() -> ()>, affine_map<() -> ()> ],
      iterator_types = []}
      ins(%arg0 : memref<f32>) outs(%arg1 : memref<f32>) {
    ^bb(%a: i32, %b: f32):
      linalg.yield %f: f32
  }
  return
}

// -----

func.func @generic_shaped_operand_block_arg_type(%arg0: memref<f32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<() -> ()> ],
    iterator_types = []}
      outs(%arg0 : memref<f32>) {
    ^bb(%i: i1):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i1') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i1
  }
  return
}

// -----

func.func @generic_result_tensor_type(%arg0: memref<?xf32>,
                                 %arg1: tensor<?xf32>) {
  // expected-error @+1 {{expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<f32>')}}
  %0 = linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
       ins(%arg0 : memref<?xf32>)
      outs(%arg1 : tensor<?xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  } -> tensor<f32>
  return
}

// -----

func.func @generic_num_maps(%arg0: memref<?xf32>) {
  // expected-error @+1 {{op expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
      outs(%arg0 : memref<?xf32>) {
    ^bb(%i: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_static_shapes(%arg0: memref<4xf32>, %arg1: memref<5xf32>) {
  // expected-error @+1 {{op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<5xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_static_shapes_expr(%arg0: memref<4xf32>, %arg1: memref<5xf32>) {
  // expected-error @+1 {{op inferred input/output operand #1 has shape's dimension #0 to be greater than or equal to 7, but found 5}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i * 2)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<5xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_negative_index(%arg0: memref<4xf32>, %arg1: memref<5xf32>) {
  // expected-error @+1 {{op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i - 1)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<5xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_unranked(%arg0: tensor<*xf32>, %arg1: tensor<4xf32>) {
  // expected-error @+1 {{op expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : tensor<*xf32>) outs(%arg1 : tensor<4xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @generic_mixed_semantics(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) {
  // expected-error @+1 {{op expected to have pure tensor or buffer semantics}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> (i)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : tensor<4xf32>) outs(%arg1 : memref<4xf32>) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_scalar_output(%arg0: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{op operand #1 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.generic {
    indexing_maps = [ affine_map<(i) -> (i)> , affine_map<(i) -> ()> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%f : f32) {
    ^bb(%i: f32, %j: f32):
      linalg.yield %i: f32
  }
  return
}

// -----

func.func @generic_block_no_terminator(%arg0: memref<?x?xf32>) {
  linalg.generic  {
    indexing_maps = [ affine_map<(i, j) -> (i, j)> ],
    iterator_types = ["parallel", "parallel"]}
      outs(%arg0 : memref<?x?xf32>) {
    ^bb(%0: f32) :
      // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
      %1 = linalg.index 2 : index
      linalg.yield %0 : f32
  }
  return
}

// -----

func.func @incorrect_region_arg_count(%m: memref<?x?xf32>) {
  // expected-error @+3 {{region expects 3 args, got 2}}
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                       -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return
}

// -----

func.func @matching_inits(%m: memref<?x?xf32>, %t: tensor<?x?xf32>) {
  // expected-error @+1 {{expected type of operand #2 ('tensor<?x?xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                      outs(%t : tensor<?x?xf32>)
                        -> tensor<?xf32>
  return
}

// -----

func.func @illegal_fill_tensor_no_return(%arg0 : index, %arg1 : index, %arg2 : f32)
{
  %0 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
  // expected-error @+1 {{expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.fill ins(%arg2 : f32) outs(%0 : tensor<?x?xf32>)
  return
}

// -----

func.func @illegal_fill_memref_with_tensor_return
  (%arg0 : memref<?x?xf32>, %arg1 : f32) -> tensor<?x?xf32>
{
  // expected-error @+1 {{expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @illegal_fill_tensor_with_memref_return
  (%arg0 : tensor<?x?xf32>, %arg1 : f32) -> memref<?x?xf32>
{
  // expected-error @+1 {{result #0 must be variadic of ranked tensor of any type values, but got 'memref<?x?xf32>'}}
  %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<?x?xf32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @illegal_fill_element_type_truncation(%arg0 : tensor<2xf32>, %arg1 : f64) -> tensor<2xf32>
{
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')}}
  %0 = linalg.fill ins(%arg1 : f64) outs(%arg0 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @illegal_fill_element_type_extension(%arg0 : tensor<2xi32>, %arg1 : i16) -> tensor<2xi32>
{
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i16') to match output element type ('i32')}}
  %0 = linalg.fill ins(%arg1 : i16) outs(%arg0 : tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @illegal_fill_value_type(%arg0 : tensor<2x2xf32>, %arg1 : tensor<2xf32>) -> tensor<2x2xf32>
{
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%arg1 : tensor<2xf32>) outs(%arg0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @invalid_static_matmul(%arg0: memref<2x4xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x4xf32>) {
  // expected-error @+1 {{inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3}}
  linalg.matmul ins(%arg0, %arg1 : memref<2x4xf32>, memref<3x4xf32>)
                      outs(%arg2 :memref<2x4xf32>)
  return
}

// -----

func.func @invalid_scalar_input_matmul(%arg0: f32, %arg1: memref<3x4xf32>, %arg2: memref<2x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand #0 rank (0) to match the result rank of indexing_map (2)}}
  linalg.matmul ins(%arg0, %arg1 : f32, memref<3x4xf32>)
                outs(%arg2 : memref<2x4xf32>)
  return
}

// -----

func.func @invalid_scalar_output_matmul(%arg0: memref<2x3xf32>, %arg1: memref<3x4xf32>, %arg2: f32) {
  // expected-error @+1 {{'linalg.matmul' op operand #2 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.matmul ins(%arg0, %arg1 : memref<2x3xf32>, memref<3x4xf32>)
                outs(%arg2 : f32)
  return
}

// -----

func.func @invalid_static_matvec(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.matvec ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @invalid_add_shapes(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.add' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.add ins(%arg0, %arg1 : tensor<4xf32>, tensor<5xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_invalid_permutation(%input: tensor<16x32x64xf32>,
    %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %transpose = linalg.transpose
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<32x64x16xf32>)
      permutation = [1, 1, 2]
  func.return %transpose : tensor<32x64x16xf32>
}

// -----

func.func @transpose_permutated_dims_mismatch(%input: tensor<16x32x64xf32>,
    %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 1) = 64 doesn't match dim(input, permutation[1]) = 16}}
  %transpose = linalg.transpose
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<32x64x16xf32>)
      permutation = [1, 0, 2]
  func.return %transpose : tensor<32x64x16xf32>
}

// -----

func.func @transpose_rank_permutation_size_mismatch(
    %input: tensor<16x32x64xf32>,
    %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 2 does not match the argument rank 3}}
  %transpose = linalg.transpose
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<32x64x16xf32>)
      permutation = [1, 0]
  func.return %transpose : tensor<32x64x16xf32>
}

// -----

func.func @transpose_input_init_rank_mismatch(%input: tensor<16x32xf32>,
    %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %transpose = linalg.transpose
      ins(%input:tensor<16x32xf32>)
      outs(%init:tensor<32x64x16xf32>)
      permutation = [1, 0, 2]
  func.return %transpose : tensor<32x64x16xf32>
}

// -----

func.func @broadcast_input_dims_rank_mismatch(
    %input: tensor<4x16xf32>, %init: tensor<4x8x16xf32>)
    -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. }}
  %bcast = linalg.broadcast
      ins(%input:tensor<4x16xf32>)
      outs(%init:tensor<4x8x16xf32>)
      dimensions = [1, 2]
  func.return %bcast : tensor<4x8x16xf32>
}

// -----

func.func @broadcast_mapped_dim_mismatch(
    %input: tensor<4x16xf32>, %init: tensor<5x8x16xf32>)
    -> tensor<5x8x16xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 4, init: 5}}
  %bcast = linalg.broadcast
      ins(%input:tensor<4x16xf32>)
      outs(%init:tensor<5x8x16xf32>)
      dimensions = [1]
  func.return %bcast : tensor<5x8x16xf32>
}

// -----

func.func @reduce_dimensions_out_of_range(%input: tensor<16x32x64xf32>,
    %init: tensor<16x64xf32>)  -> tensor<16x64xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 2].}}
  %reduce = linalg.reduce
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<16x64xf32>)
      dimensions = [3]
      (%in: f32, %out: f32) {
        %0 = arith.addf %in, %out: f32
        linalg.yield %0: f32
      }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @reduce_output_shape_mismatch(%input: tensor<16x32x64xf32>,
    %init: tensor<16x64xf32>)  -> tensor<16x64xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [16, 64] doesn't match input dimensions after reduction [16, 32]}}
  %reduce = linalg.reduce
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<16x64xf32>)
      dimensions = [2]
      (%in: f32, %out: f32) {
        %0 = arith.addf %in, %out: f32
        linalg.yield %0: f32
      }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @map_input_mapper_arity_mismatch(%lhs: tensor<64xf32>, %rhs: tensor<64xf32>, %init: tensor<64xf32>)
    -> tensor<64xf32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 2}}
  %add = linalg.map
      ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>)
      outs(%init:tensor<64xf32>)
      (%lhs_elem: f32, %rhs_elem: f32) {
        %0 = arith.addf %lhs_elem, %rhs_elem: f32
        linalg.yield %0: f32
      }
  func.return %add : tensor<64xf32>
}

// -----

func.func @unknown_linalg_attr() attributes {
  // expected-error@+1 {{unknown attribute `foo` in dialect `linalg`}}
  x = #linalg.foo<bar>} {
  return
}
