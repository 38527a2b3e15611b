// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @not_an_output(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  scf.forall (%i) in (2) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @out_of_bounds(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
      tensor.parallel_insert_slice %s into %o[3] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @size_mismatch(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[0] [3] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @element_type(%t: tensor<4xf32>, %s: tensor<2xf16>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf16> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @rank(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected 1 offset values, got 2}}
      tensor.parallel_insert_slice %s into %o[0, 0] [2, 1] [1, 1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @outside_in_parallel(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}

// -----

func.func @memref_dest(%t: memref<4xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{custom op 'tensor.parallel_insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into memref<4xf32>
  return
}
