//! tile-dialects: the dialects tile-opt registers, each with its ops' custom syntax,
//! verifiers and traits.

#![deny(missing_docs)]

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod complex;
pub mod embedding;
pub mod func;
pub mod index;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod ods;
pub mod scf;
pub mod shaped_folds;
pub mod sparse_tensor;
pub mod tensor;
pub mod tile;
pub mod ub;
pub mod vector;
pub mod view_like;

use std::sync::Arc;
use tile_ir::dialect::DialectRegistry;

/// Registers every dialect of this crate into `r`.
pub fn register_all(r: &mut DialectRegistry) {
    builtin::register(r);
    func::register(r);
    arith::register(r);
    affine::register(r);
    math::register(r);
    scf::register(r);
    cf::register(r);
    complex::register(r);
    memref::register(r);
    tensor::register(r);
    bufferization::register(r);
    linalg::register(r);
    vector::register(r);
    sparse_tensor::register(r);
    tile::register(r);
    embedding::register(r);
    ub::register(r);
    index::register(r);
}

/// A registry holding every dialect of this crate.
pub fn registry() -> Arc<DialectRegistry> {
    let mut r = DialectRegistry::default();
    register_all(&mut r);
    Arc::new(r)
}
